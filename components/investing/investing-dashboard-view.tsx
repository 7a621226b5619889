import Link from "next/link";
import { formatFullDate } from "@/components/health/format-history-date";
import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import type { InvestingDashboard } from "@/lib/investing/get-investing-dashboard";
import { PERFORMANCE_PERIODS, PERIOD_LABELS } from "@/lib/investing/performance/period-window";
import { AccountNotices } from "./account-notices";
import { ActivityTable } from "./activity-table";
import { FundAccountCard } from "./fund-account-card";
import { dashboardHref, gainLossWords, money, portfolioHref, signedMoney, signedPercent } from "./investing-figures";
import { PerformanceSection } from "./performance-section";

const PERIOD_NAMES: Record<string, string> = { "1M": "last month", "3M": "last 3 months", YTD: "year to date", "1Y": "last year", ALL: "since you opened the account" };

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-ink [overflow-wrap:anywhere]">{value}</dd>
      {detail ? <dd className="text-sm text-muted">{detail}</dd> : null}
    </div>
  );
}

/** /investing/dashboard/{id}: value, buying power, gain/loss, the period's chart with its table, recent activity. */
export function InvestingDashboardView({ dashboard }: { dashboard: InvestingDashboard }) {
  const { account } = dashboard;
  const isOpen = account.state === "ACTIVE";
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm text-muted">
            <Link href="/investing" className="underline underline-offset-4">Invest</Link>
          </p>
          <h1 className="text-2xl font-semibold text-ink [overflow-wrap:anywhere]">{account.label}</h1>
          <p className="mt-1 text-sm text-muted">{account.modelPortfolio ? `${account.modelPortfolio.name} portfolio` : "No portfolio chosen yet"}</p>
        </div>
        <ButtonLink href={portfolioHref(account.accountId)} variant="secondary">
          Holdings and documents
        </ButtonLink>
      </div>
      <AccountNotices account={account} />
      {!dashboard.hasMoney ? (
        <FundAccountCard accountId={account.accountId} isOpen={isOpen} />
      ) : (
        <>
          <Card as="section" aria-labelledby="value-heading">
            <h2 id="value-heading" className="sr-only">Account value</h2>
            <dl className="grid gap-6 sm:grid-cols-3">
              <Figure label="Value" value={money(dashboard.equity)} detail={dashboard.asOf ? `At today's prices` : undefined} />
              <Figure label="Buying power" value={money(dashboard.buyingPower)} detail="Cash waiting to be invested" />
              <Figure
                label="Gain or loss since opening"
                value={signedMoney(dashboard.gainLoss.amount)}
                detail={`${signedPercent(dashboard.gainLoss.percent)} on ${money(dashboard.netContributions)} put in`}
              />
            </dl>
          </Card>
          <Card as="section" aria-labelledby="performance-heading" className="grid gap-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="performance-heading" className="font-semibold text-ink">Performance</h2>
              <nav aria-label="Period">
                <ul className="flex flex-wrap gap-2">
                  {PERFORMANCE_PERIODS.map((period) => (
                    <li key={period}>
                      <Link
                        href={dashboardHref(account.accountId, period)}
                        aria-current={dashboard.period === period ? "page" : undefined}
                        className={cn(
                          "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border px-3 text-sm font-medium",
                          dashboard.period === period ? "border-brand-700 bg-brand-700 text-white" : "border-border bg-surface text-ink hover:bg-brand-50",
                        )}
                      >
                        {PERIOD_LABELS[period]}
                        <span className="sr-only"> ({PERIOD_NAMES[period]})</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            </div>
            <p className="text-ink">
              <span className="text-sm text-muted">
                {dashboard.window.from === dashboard.window.to
                  ? formatFullDate(dashboard.window.to)
                  : `${formatFullDate(dashboard.window.from)} – ${formatFullDate(dashboard.window.to)}`}
                :{" "}
              </span>
              <span className="font-semibold">
                {signedMoney(dashboard.periodGainLoss.amount)} ({signedPercent(dashboard.periodGainLoss.percent)})
              </span>
              <span className="sr-only"> ({gainLossWords(dashboard.periodGainLoss.amount, dashboard.periodGainLoss.percent)}, deposits not counted)</span>
            </p>
            {dashboard.series.length > 0 ? (
              <PerformanceSection points={dashboard.series} caption={`Account value by day, ${PERIOD_NAMES[dashboard.period]}`} />
            ) : (
              <p className="text-sm text-muted">No closing values in this period yet.</p>
            )}
            <p className="text-xs text-muted">Gain or loss is the change in value less the money you put in or took out during the period.</p>
          </Card>
          <Card as="section" aria-labelledby="recent-activity-heading" className="grid gap-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="recent-activity-heading" className="font-semibold text-ink">Recent activity</h2>
              <Link href={portfolioHref(account.accountId)} className="text-sm font-medium text-brand-700 underline underline-offset-4">
                All activity
              </Link>
            </div>
            <ActivityTable activity={dashboard.activity.slice(0, 5)} caption="Recent activity" />
          </Card>
        </>
      )}
    </div>
  );
}
