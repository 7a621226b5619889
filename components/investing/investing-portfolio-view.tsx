import Link from "next/link";
import { Card } from "@/components/ui/card";
import type { InvestingDashboard } from "@/lib/investing/get-investing-dashboard";
import { AccountNotices } from "./account-notices";
import { ActivityTable } from "./activity-table";
import { FundAccountCard } from "./fund-account-card";
import {
  basisPointsText,
  dashboardHref,
  documentHref,
  driftText,
  FUND_CLASS_LABELS,
  money,
  sharesText,
  signedMoney,
} from "./investing-figures";

const th = "py-2 pr-4 font-medium";
const num = "py-2 pr-4 text-right whitespace-nowrap text-ink";

function Holdings({ dashboard }: { dashboard: InvestingDashboard }) {
  if (dashboard.holdings.length === 0) return <p className="text-sm text-muted">Nothing invested yet: your cash is invested at the next rebalance.</p>;
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Holdings">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">Holdings at today&apos;s prices</caption>
        <thead className="text-muted">
          <tr>
            <th scope="col" className={th}>Fund</th>
            <th scope="col" className={`${th} text-right`}>Shares</th>
            <th scope="col" className={`${th} text-right`}>Price</th>
            <th scope="col" className={`${th} text-right`}>Value</th>
            <th scope="col" className={`${th} text-right`}>Cost</th>
            <th scope="col" className="py-2 text-right font-medium">Gain or loss</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {dashboard.holdings.map((holding) => (
            <tr key={holding.symbol}>
              <th scope="row" className="py-2 pr-4 font-normal text-ink">
                <span className="font-medium">{holding.symbol}</span>
                {holding.fundName ? <span className="block text-xs text-muted">{holding.fundName}</span> : null}
              </th>
              <td className={num}>{sharesText(holding.quantity)}</td>
              <td className={num}>{money(holding.price)}</td>
              <td className={num}>{money(holding.marketValue)}</td>
              <td className={num}>{money(holding.costBasis)}</td>
              <td className="py-2 text-right whitespace-nowrap text-ink">{signedMoney(holding.gainLoss)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-2 pr-4 font-medium text-ink">Cash</th>
            <td className={num} colSpan={3}>{money(dashboard.buyingPower)}</td>
            <td className={num} />
            <td className="py-2" />
          </tr>
        </tbody>
      </table>
    </div>
  );
}

function Allocation({ allocation }: { allocation: NonNullable<InvestingDashboard["allocation"]> }) {
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Target and actual allocation">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Target against actual allocation of the invested value, with drift</caption>
        <thead className="text-muted">
          <tr>
            <th scope="col" className={th}>Class or fund</th>
            <th scope="col" className={`${th} text-right`}>Target</th>
            <th scope="col" className={`${th} text-right`}>Actual</th>
            <th scope="col" className="py-2 text-right font-medium">Drift</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {allocation.classes.map((row) => (
            <tr key={row.kind} className="bg-canvas">
              <th scope="row" className="py-2 pr-4 font-semibold text-ink">{FUND_CLASS_LABELS[row.kind]}</th>
              <td className={num}>{basisPointsText(row.targetBasisPoints)}</td>
              <td className={num}>{basisPointsText(row.actualBasisPoints)}</td>
              <td className="py-2 text-right whitespace-nowrap text-ink">{driftText(row.driftBasisPoints)}</td>
            </tr>
          ))}
          {allocation.funds.map((fund) => (
            <tr key={fund.symbol}>
              <th scope="row" className="py-2 pr-4 font-normal text-ink">
                <span className="font-medium">{fund.symbol}</span>
                <span className="text-muted"> · {fund.kind ? FUND_CLASS_LABELS[fund.kind] : "Not in your portfolio"}</span>
              </th>
              <td className={num}>{basisPointsText(fund.targetBasisPoints)}</td>
              <td className={num}>{basisPointsText(fund.actualBasisPoints)}</td>
              <td className="py-2 text-right whitespace-nowrap text-ink">{driftText(fund.driftBasisPoints)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /investing/{id}/portfolio: holdings, target against actual allocation, activity and documents. */
export function InvestingPortfolioView({ dashboard }: { dashboard: InvestingDashboard }) {
  const { account } = dashboard;
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <div className="min-w-0">
        <p className="text-sm text-muted">
          <Link href={dashboardHref(account.accountId)} className="underline underline-offset-4">Back to dashboard</Link>
        </p>
        <h1 className="text-2xl font-semibold text-ink [overflow-wrap:anywhere]">Portfolio: {account.label}</h1>
        <p className="mt-1 text-sm text-muted">
          {account.modelPortfolio
            ? `${account.modelPortfolio.name}: ${account.modelPortfolio.stockPercent}% stocks, ${account.modelPortfolio.bondPercent}% bonds`
            : "No portfolio chosen yet"}
        </p>
      </div>
      <AccountNotices account={account} />
      {!dashboard.hasMoney ? <FundAccountCard accountId={account.accountId} isOpen={account.state === "ACTIVE"} /> : null}
      {dashboard.hasMoney ? (
        <>
          <Card as="section" aria-labelledby="holdings-heading" className="grid gap-3">
            <h2 id="holdings-heading" className="font-semibold text-ink">Holdings</h2>
            <Holdings dashboard={dashboard} />
          </Card>
          {dashboard.allocation ? (
            <Card as="section" aria-labelledby="allocation-heading" className="grid gap-3">
              <h2 id="allocation-heading" className="font-semibold text-ink">Target and actual allocation</h2>
              <p className="text-sm text-muted">Weights of what is invested (cash not counted). Drift is actual minus target, in percentage points.</p>
              <Allocation allocation={dashboard.allocation} />
            </Card>
          ) : null}
          <Card as="section" aria-labelledby="activity-heading" className="grid gap-3">
            <h2 id="activity-heading" className="font-semibold text-ink">Activity</h2>
            <ActivityTable activity={dashboard.activity} caption="All activity" />
          </Card>
        </>
      ) : null}
      <Card as="section" aria-labelledby="documents-heading" className="grid gap-3">
        <h2 id="documents-heading" className="font-semibold text-ink">Documents</h2>
        {dashboard.documents.length === 0 ? (
          <p className="text-sm text-muted">Statements, trade confirmations and tax forms appear here once there is activity.</p>
        ) : (
          <ul className="divide-y divide-border">
            {dashboard.documents.map((document) => (
              <li key={document.documentId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <p className="min-w-0 font-medium text-ink [overflow-wrap:anywhere]">{document.name}</p>
                <a
                  href={documentHref(account.accountId, document.documentId)}
                  className="inline-block py-3 text-sm font-medium text-brand-700 underline underline-offset-4"
                >
                  Download PDF<span className="sr-only">: {document.name}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
