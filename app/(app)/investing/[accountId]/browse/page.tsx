import type { Metadata } from "next";
import Link from "next/link";
import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { loadPortfolioPage } from "@/components/investing/load-portfolio-page";
import { PortfolioCard } from "@/components/investing/portfolio-card";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { riskLevelChoice } from "@/lib/investing/risk-quiz";

export const metadata: Metadata = { title: "Model portfolios" };

/** /investing/{id}/browse (002 §2 'Pick my own instead'; issue 16 item 3): the five model portfolios for an account. */
export default async function BrowsePortfoliosPage({ params }: { params: Promise<{ accountId: string }> }) {
  const viewer = await getPageViewer();
  if (!viewer) return null;
  const page = await loadPortfolioPage(viewer, (await params).accountId);
  const id = encodeURIComponent(page.account.accountId);
  const canChoose = !page.lockedReason && !viewer.isCoachMode;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6">
      <div>
        <Link href="/investing" className="text-sm text-brand-700 underline">
          Invest
        </Link>
        <h1 className="mt-2 text-2xl font-semibold text-ink">Model portfolios</h1>
        <p className="mt-1 text-muted [overflow-wrap:anywhere]">For {page.account.label}</p>
      </div>
      {page.lockedReason && (
        <Card className="bg-warning-50">
          <p className="text-ink">{page.lockedReason}</p>
        </Card>
      )}
      {page.pendingChange && (
        <Card className="bg-warning-50" role="status">
          <p className="text-ink">
            Your change to <strong>{page.pendingChange.toName}</strong> is pending. It takes effect at the next
            rebalance, when we trade your holdings.
          </p>
        </Card>
      )}
      {page.recommendedLevel === null ? (
        <Card>
          <p className="text-ink">Not sure which to pick? Answer seven questions and we&apos;ll recommend one.</p>
          <ButtonLink href={`/investing/kyc?accountId=${id}`} variant="secondary" className="mt-4">
            Take risk tolerance quiz
          </ButtonLink>
        </Card>
      ) : null}
      <ul className="grid gap-6" aria-label="Model portfolios">
        {page.portfolios.map((portfolio) => {
          const isPendingTarget = page.pendingChange?.toId === portfolio.id;
          const withinReach = page.recommendedLevel === null || riskLevelChoice(page.recommendedLevel, portfolio.riskLevel).allowed;
          const choosable = canChoose && withinReach && !isPendingTarget && !(portfolio.isCurrent && !page.pendingChange);
          return (
            <li key={portfolio.id}>
              <PortfolioCard portfolio={portfolio} isRecommended={portfolio.isRecommended} isCurrent={portfolio.isCurrent} isPendingTarget={isPendingTarget}>
                {choosable ? (
                  <ButtonLink
                    href={`/investing/${id}/portfolio/change?modelPortfolioId=${encodeURIComponent(portfolio.id)}`}
                    variant={portfolio.isRecommended ? "primary" : "secondary"}
                  >
                    Choose {portfolio.name}
                  </ButtonLink>
                ) : canChoose && !withinReach ? (
                  <p className="text-sm text-muted">More than one level from your recommendation.</p>
                ) : null}
              </PortfolioCard>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
