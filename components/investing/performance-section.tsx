"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { formatFullDate } from "@/components/health/format-history-date";
import { ChartTableToggle } from "@/components/ui/chart-table-toggle";
import { money } from "./investing-figures";

const PerformanceChart = dynamic(() => import("./performance-chart"), {
  ssr: false,
  loading: () => <div aria-hidden="true" className="h-64 w-full animate-pulse rounded-lg bg-canvas" />,
});

export type PerformancePoint = { date: string; equity: string; netContributions: string };

/** The period's daily values as a chart, or the same figures as a table (newest first). */
export function PerformanceSection({ points, caption }: { points: PerformancePoint[]; caption: string }) {
  const [asTable, setAsTable] = useState(false);
  return (
    <div className="grid gap-3">
      <div>
        <ChartTableToggle asTable={asTable} onToggle={() => setAsTable((shown) => !shown)} />
      </div>
      {asTable ? (
        <div className="max-h-96 overflow-y-auto" tabIndex={0} role="region" aria-label={caption}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="text-muted">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">Date</th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">Value</th>
                <th scope="col" className="py-2 text-right font-medium">Put in so far</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {[...points].reverse().map((point) => (
                <tr key={point.date}>
                  <th scope="row" className="py-2 pr-4 font-medium text-ink">{formatFullDate(point.date)}</th>
                  <td className="py-2 pr-4 text-right text-ink">{money(point.equity)}</td>
                  <td className="py-2 text-right text-ink">{money(point.netContributions)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <PerformanceChart points={points.map((point) => ({ date: point.date, value: Number(point.equity) }))} />
      )}
    </div>
  );
}
