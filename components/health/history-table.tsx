import { formatMoney } from "@/lib/format/format-money";
import { formatFullDate, formatMonthYear } from "./format-history-date";
import type { HistoryEntry } from "./health-operations";

/** The chart's figures as a table: the text alternative for screen readers and anyone who prefers numbers. */
export function HistoryTable({
  entries,
  caption,
  period,
}: {
  entries: HistoryEntry[];
  caption: string;
  period: "monthly" | "daily";
}) {
  const formatDate = period === "monthly" ? formatMonthYear : formatFullDate;
  return (
    <table className="mt-3 w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-border text-muted">
          <th scope="col" className="py-2 font-medium">
            {period === "monthly" ? "Month" : "Day"}
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Value
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} className="border-b border-border last:border-0">
            <th scope="row" className="py-2 font-normal text-ink">
              {formatDate(entry.date)}
            </th>
            <td className="py-2 text-right tabular-nums text-ink">{formatMoney(entry.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
