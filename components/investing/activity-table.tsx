import { formatFullDate } from "@/components/health/format-history-date";
import type { InvestingDashboard } from "@/lib/investing/get-investing-dashboard";
import { ACTIVITY_LABELS, sharesText, signedMoney } from "./investing-figures";

/** Deposits, dividends, trades and fees, newest first. */
export function ActivityTable({ activity, caption }: { activity: InvestingDashboard["activity"]; caption: string }) {
  if (activity.length === 0) return <p className="text-sm text-muted">No activity yet.</p>;
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-muted">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">Date</th>
            <th scope="col" className="py-2 pr-4 font-medium">Activity</th>
            <th scope="col" className="py-2 text-right font-medium">Amount</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {activity.map((item) => (
            <tr key={item.activityId}>
              <td className="py-2 pr-4 whitespace-nowrap text-ink">{formatFullDate(item.date)}</td>
              <th scope="row" className="py-2 pr-4 font-normal text-ink">
                <span className="font-medium">{ACTIVITY_LABELS[item.type] ?? item.type}</span>
                {item.symbol ? ` ${item.symbol}` : ""}
                {item.quantity ? <span className="text-muted"> · {sharesText(item.quantity)} shares</span> : null}
              </th>
              <td className="py-2 text-right whitespace-nowrap text-ink">{signedMoney(item.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
