"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useState } from "react";
import { Card } from "@/components/ui/card";
import { ChartTableToggle } from "@/components/ui/chart-table-toggle";
import { formatMoney } from "@/lib/format/format-money";
import { formatMonthName } from "./format-spend";
import type { MonthView } from "./spend-types";

const CashFlowChart = dynamic(() => import("./cash-flow-chart"), {
  ssr: false,
  loading: () => <div aria-hidden="true" className="h-64 w-full animate-pulse rounded-lg bg-canvas" />,
});

function summary(months: MonthView[]): string {
  const income = months.reduce((sum, month) => sum + month.income, 0);
  const spending = months.reduce((sum, month) => sum + month.spending, 0);
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return "";
  return `From ${formatMonthName(first.month)} to ${formatMonthName(last.month)}: ${formatMoney(income)} in, ${formatMoney(spending)} spent.`;
}

/** Income against spending by month: a chart, with a 'Show as table' toggle for the same figures and links. */
export function CashFlowSection({ months }: { months: MonthView[] }) {
  const [asTable, setAsTable] = useState(false);
  return (
    <Card as="section" aria-labelledby="cash-flow-heading">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="cash-flow-heading" className="text-lg font-semibold text-ink">
            Income and spending by month
          </h2>
          <p className="mt-1 text-sm text-muted">{summary(months)}</p>
        </div>
        <ChartTableToggle asTable={asTable} onToggle={() => setAsTable((value) => !value)} />
      </div>
      <div className="mt-4">
        {asTable ? (
          <table className="w-full text-sm">
            <caption className="sr-only">Income and spending by month</caption>
            <thead>
              <tr className="border-b border-border text-muted">
                <th scope="col" className="py-2 text-left font-medium">Month</th>
                <th scope="col" className="py-2 text-right font-medium">Income</th>
                <th scope="col" className="py-2 text-right font-medium">Spending</th>
                <th scope="col" className="py-2 text-right font-medium">Net</th>
              </tr>
            </thead>
            <tbody>
              {months.map((month) => (
                <tr key={month.month} className="border-b border-border last:border-0">
                  <th scope="row" className="py-2 text-left font-normal text-ink">{formatMonthName(month.month)}</th>
                  <td className="py-2 text-right tabular-nums">
                    <Link href={month.incomeHref} className="text-brand-700 underline-offset-4 hover:underline">
                      {formatMoney(month.income)}
                      <span className="sr-only"> income: see the transactions</span>
                    </Link>
                  </td>
                  <td className="py-2 text-right tabular-nums">
                    <Link href={month.spendingHref} className="text-brand-700 underline-offset-4 hover:underline">
                      {formatMoney(month.spending)}
                      <span className="sr-only"> spent: see the transactions</span>
                    </Link>
                  </td>
                  <td className="py-2 text-right tabular-nums text-ink">
                    {month.net < 0 ? `−${formatMoney(-month.net)} (spent more than came in)` : formatMoney(month.net)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <CashFlowChart months={months} />
        )}
      </div>
    </Card>
  );
}
