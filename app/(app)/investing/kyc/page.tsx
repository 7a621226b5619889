import type { Metadata } from "next";
import Link from "next/link";
import { loadPortfolioPage } from "@/components/investing/load-portfolio-page";
import { RiskQuizForm } from "@/components/investing/risk-quiz-form";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { RISK_QUESTIONS, RISK_QUIZ_VERSION } from "@/lib/investing/risk-quiz";

export const metadata: Metadata = { title: "Risk tolerance quiz" };

/** /investing/kyc?accountId= (002 §2 'Take risk tolerance quiz'; issue 16 item 2): the questionnaire and its result. */
export default async function RiskQuizPage({ searchParams }: { searchParams: Promise<{ accountId?: string }> }) {
  const viewer = await getPageViewer();
  if (!viewer) return null;
  const { accountId } = await searchParams;
  const page = await loadPortfolioPage(viewer, accountId);
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6">
      <div>
        <Link href="/investing" className="text-sm text-brand-700 underline">
          Invest
        </Link>
        <h1 className="mt-2 text-2xl font-semibold text-ink">Find your investment strategy</h1>
        <p className="mt-1 text-muted [overflow-wrap:anywhere]">For {page.account.label}</p>
      </div>
      <RiskQuizForm
        accountId={page.account.accountId}
        version={RISK_QUIZ_VERSION}
        questions={RISK_QUESTIONS.map(({ id, prompt, answers }) => ({ id, prompt, answers: answers.map(({ id: answerId, label }) => ({ id: answerId, label })) }))}
        portfolios={page.portfolios}
        lockedReason={page.lockedReason}
        readOnly={viewer.isCoachMode}
      />
    </div>
  );
}
