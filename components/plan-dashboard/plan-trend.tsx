"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { ChartTableToggle } from "@/components/ui/chart-table-toggle";
import { formatCount } from "./insight-figures";
import { formatTrendMonth, type TrendMonth } from "./trend-month";

const PlanTrendChart = dynamic(() => import("./plan-trend-chart"), {
  ssr: false,
  loading: () => <div aria-hidden="true" className="h-64 w-full animate-pulse rounded-lg bg-canvas" />,
});

/** New and active members by month: a chart (hidden months left as gaps), or the same figures as a table. */
export function PlanTrend({ months }: { months: TrendMonth[] }) {
  const [asTable, setAsTable] = useState(false);
  return (
    <div className="grid gap-3">
      <div>
        <ChartTableToggle asTable={asTable} onToggle={() => setAsTable((shown) => !shown)} />
      </div>
      {asTable ? (
        <div>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">New and active members by month</caption>
            <thead className="text-muted">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">Month</th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">Joined the plan</th>
                <th scope="col" className="py-2 text-right font-medium">Active members</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {months.map((month) => (
                <tr key={month.month}>
                  <th scope="row" className="py-2 pr-4 font-medium text-ink">{formatTrendMonth(month.month)}</th>
                  <td className="py-2 pr-4 text-right text-ink">{formatCount(month.newMembers)}</td>
                  <td className="py-2 text-right text-ink">{formatCount(month.activeMembers)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <PlanTrendChart months={months} />
      )}
    </div>
  );
}
