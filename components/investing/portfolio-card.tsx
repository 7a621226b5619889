import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import type { PortfolioCardData } from "@/lib/investing/portfolio-card-data";

export const RISK_LEVEL_WORDS: Record<number, string> = {
  1: "Lowest risk",
  2: "Low risk",
  3: "Medium risk",
  4: "Higher risk",
  5: "Highest risk",
};

function Badge({ children, tone }: { children: ReactNode; tone: "brand" | "neutral" | "warning" }) {
  const tones = {
    brand: "bg-brand-50 text-brand-800 border-brand-200",
    neutral: "bg-surface text-ink border-border",
    warning: "bg-warning-50 text-warning-700 border-warning-700/30",
  };
  return <span className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}

/**
 * One model portfolio: the stock/bond split (a bar with the numbers in words), the funds with their expense ratios,
 * the weighted fee and the minimum. Marks and an action come from the page.
 */
export function PortfolioCard({
  portfolio,
  isRecommended = false,
  isCurrent = false,
  isPendingTarget = false,
  headingLevel = 2,
  children,
}: {
  portfolio: PortfolioCardData;
  isRecommended?: boolean;
  isCurrent?: boolean;
  isPendingTarget?: boolean;
  headingLevel?: 2 | 3;
  children?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = `portfolio-${portfolio.id}`;
  return (
    <Card as="section" aria-labelledby={headingId} className={isRecommended ? "border-2 border-brand-600" : undefined}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <Heading id={headingId} className="text-lg font-semibold text-ink">
            {portfolio.name}
          </Heading>
          <p className="text-sm text-muted">
            Level {portfolio.riskLevel} of 5 · {RISK_LEVEL_WORDS[portfolio.riskLevel]}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {isRecommended && <Badge tone="brand">Recommended for you</Badge>}
          {isCurrent && <Badge tone="neutral">Your current portfolio</Badge>}
          {isPendingTarget && <Badge tone="warning">Change pending</Badge>}
        </div>
      </div>
      <p className="mt-3 text-ink">{portfolio.description}</p>

      <div className="mt-4">
        <p className="text-sm font-medium text-ink">
          {portfolio.stockPercent}% stocks · {portfolio.bondPercent}% bonds
        </p>
        <div className="mt-2 flex h-3 overflow-hidden rounded-full bg-brand-100" aria-hidden="true">
          <div className="bg-brand-700" style={{ width: `${portfolio.stockPercent}%` }} />
        </div>
      </div>

      <table className="mt-4 w-full text-left text-sm">
        <caption className="sr-only">Funds in the {portfolio.name} portfolio</caption>
        <thead className="text-muted">
          <tr>
            <th scope="col" className="py-1 pr-2 font-medium">
              Fund
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-medium">
              Share
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Expense ratio
            </th>
          </tr>
        </thead>
        <tbody>
          {portfolio.holdings.map((holding) => (
            <tr key={holding.symbol} className="border-t border-border align-top">
              <th scope="row" className="py-2 pr-2 font-normal">
                <span className="font-semibold text-ink">{holding.symbol}</span>{" "}
                <span className="text-ink">{holding.fundName}</span>
                <span className="block text-xs text-muted">{holding.assetClass}</span>
              </th>
              <td className="py-2 pr-2 text-right tabular-nums text-ink">{holding.weight}</td>
              <td className="py-2 text-right tabular-nums text-ink">{holding.expenseRatio}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="mt-4 grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">Weighted fund fee</dt>
          <dd className="font-semibold text-ink">
            {portfolio.weightedFee} a year{" "}
            <span className="font-normal text-muted">({portfolio.yearlyCostPerTenThousand} per $10,000)</span>
          </dd>
        </div>
        <div>
          <dt className="text-muted">Minimum to invest</dt>
          <dd className="font-semibold text-ink">{portfolio.minAmountRequired}</dd>
        </div>
      </dl>
      {children ? <div className="mt-5">{children}</div> : null}
    </Card>
  );
}
