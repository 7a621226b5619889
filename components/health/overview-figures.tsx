import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { formatMoney } from "@/lib/format/format-money";
import type { CurrentOverview } from "./health-types";

/** "+$1,200" / "-$35.50" / "No change" */
export function formatChange(amount: number): string {
  if (amount === 0) return "No change";
  return `${amount > 0 ? "+" : "-"}${formatMoney(Math.abs(amount))}`;
}

function Figure({ label, value, change }: { label: string; value: string; change?: number }) {
  return (
    <div className="rounded-lg bg-canvas p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 break-words text-xl font-semibold tabular-nums text-ink">{value}</dd>
      {change !== undefined && (
        <dd className={cn("mt-1 text-sm", change < 0 ? "text-danger-700" : change > 0 ? "text-success-700" : "text-muted")}>
          {formatChange(change)} <span className="text-muted">since last update</span>
        </dd>
      )}
    </div>
  );
}

/** The current overview figures (001 §3 Current overview). */
export function OverviewFigures({ overview }: { overview: CurrentOverview }) {
  return (
    <Card as="section" aria-labelledby="overview-heading">
      <h2 id="overview-heading" className="text-lg font-semibold text-ink">
        Your overview
      </h2>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <Figure
          label="Net worth change since last update"
          value={formatChange(overview.netWorthIncrementSinceLastUpdate)}
        />
        <Figure label="Asset worth" value={formatMoney(overview.assetWorth)} />
        <Figure
          label="Total savings"
          value={formatMoney(overview.totalSavings)}
          change={overview.totalSavingIncrementSinceLastUpdate}
        />
        <Figure label="Liquid savings" value={formatMoney(overview.totalLiquidSavings)} />
        <Figure
          label="Credit score"
          value={overview.currentCreditScore === null ? "Not added" : String(overview.currentCreditScore)}
        />
      </dl>
    </Card>
  );
}
