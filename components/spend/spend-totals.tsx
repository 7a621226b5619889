import { Card } from "@/components/ui/card";
import { formatMoney } from "@/lib/format/format-money";
import { changeInWords } from "./format-spend";

/** Income, Spending and Net for the period, the spending compared in words with the last period and the average. */
export function SpendTotals({
  income,
  spending,
  net,
  previousSpending,
  averageSpending,
}: {
  income: number;
  spending: number;
  net: number;
  previousSpending: number;
  averageSpending: number;
}) {
  const figures = [
    { label: "Income", value: formatMoney(income), note: "Money in, transfers left out." },
    {
      label: "Spending",
      value: formatMoney(spending),
      note: `${changeInWords(spending, previousSpending)} last period (${formatMoney(previousSpending)}). 3-period average ${formatMoney(averageSpending)}.`,
    },
    {
      label: "Net",
      value: net < 0 ? `−${formatMoney(-net)}` : formatMoney(net),
      note: net < 0 ? "You spent more than came in." : net > 0 ? "More came in than you spent." : "In and out were the same.",
    },
  ];
  return (
    <Card as="section" aria-label="Totals for the period" className="p-0">
      <dl className="grid divide-y divide-border sm:grid-cols-3 sm:divide-x sm:divide-y-0">
        {figures.map((figure) => (
          <div key={figure.label} className="p-5">
            <dt className="text-sm font-medium text-muted">{figure.label}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums text-ink">{figure.value}</dd>
            <dd className="mt-1 text-sm text-muted">{figure.note}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
