import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { loadPortfolioPage } from "@/components/investing/load-portfolio-page";
import { PortfolioCard } from "@/components/investing/portfolio-card";
import { PortfolioChangeForm } from "@/components/investing/portfolio-change-form";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { PORTFOLIO_CHOICE_MESSAGES } from "@/lib/investing/portfolio-choice-rules";
import { riskLevelChoice } from "@/lib/investing/risk-quiz";

export const metadata: Metadata = { title: "Change portfolio" };

/** /investing/{id}/portfolio/change?modelPortfolioId= (issue 16 item 3): from → to, what happens, Confirm. */
export default async function ChangePortfolioPage({
  params,
  searchParams,
}: {
  params: Promise<{ accountId: string }>;
  searchParams: Promise<{ modelPortfolioId?: string }>;
}) {
  const viewer = await getPageViewer();
  if (!viewer) return null;
  const page = await loadPortfolioPage(viewer, (await params).accountId);
  const { modelPortfolioId } = await searchParams;
  const target = page.portfolios.find((portfolio) => portfolio.id === modelPortfolioId);
  if (!target) notFound();
  const id = encodeURIComponent(page.account.accountId);
  const current = page.portfolios.find((portfolio) => portfolio.isCurrent) ?? null;
  const choice = page.recommendedLevel === null ? null : riskLevelChoice(page.recommendedLevel, target.riskLevel);
  const direction = page.recommendedLevel !== null && target.riskLevel > page.recommendedLevel ? "more" : "less";
  const refusal =
    page.lockedReason ??
    (choice && !choice.allowed ? PORTFOLIO_CHOICE_MESSAGES.tooFarFromRecommendation : null) ??
    (target.isCurrent && !page.pendingChange ? PORTFOLIO_CHOICE_MESSAGES.alreadyCurrent : null);

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6">
      <div>
        <Link href={`/investing/${id}/browse`} className="text-sm text-brand-700 underline">
          All portfolios
        </Link>
        <h1 className="mt-2 text-2xl font-semibold text-ink">Change to {target.name}?</h1>
        <p className="mt-1 text-muted [overflow-wrap:anywhere]">For {page.account.label}</p>
      </div>
      <Card as="section" aria-labelledby="change-summary">
        <h2 id="change-summary" className="font-semibold text-ink">
          What changes
        </h2>
        <dl className="mt-3 grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-muted">From</dt>
            <dd className="font-semibold text-ink">
              {current ? `${current.name} (${current.stockPercent}% stocks · ${current.bondPercent}% bonds)` : "No portfolio yet"}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">To</dt>
            <dd className="font-semibold text-ink">
              {target.name} ({target.stockPercent}% stocks · {target.bondPercent}% bonds)
            </dd>
          </div>
        </dl>
        <p className="mt-4 text-ink">
          {page.account.isMoneyInvested
            ? "We'll sell and buy funds to match the new mix at the next rebalance. Until then the change shows as pending and your money stays in your current portfolio."
            : "You have no money invested yet, so the change takes effect right away. Money you add is invested in this mix."}
        </p>
        {page.pendingChange && (
          <p className="mt-2 text-ink">This replaces your pending change to {page.pendingChange.toName}.</p>
        )}
      </Card>
      <PortfolioCard portfolio={target} isRecommended={target.isRecommended} isCurrent={target.isCurrent} />
      {refusal ? (
        <Card className="bg-warning-50">
          <p className="text-ink">{refusal}</p>
          <ButtonLink href={`/investing/${id}/browse`} variant="secondary" className="mt-4">
            Back to portfolios
          </ButtonLink>
        </Card>
      ) : viewer.isCoachMode ? (
        <p className="text-muted">Coach mode is view only: the member confirms a change themselves.</p>
      ) : (
        <PortfolioChangeForm
          accountId={page.account.accountId}
          modelPortfolioId={target.id}
          acknowledgement={
            choice?.allowed && choice.needsAcknowledgement
              ? `I understand ${target.name} carries ${direction} risk than the portfolio recommended for my answers.`
              : null
          }
        />
      )}
    </div>
  );
}
