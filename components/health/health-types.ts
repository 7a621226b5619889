// Shapes the /health page works with (plain data: no database types reach React).

import type { CurrentOverview } from "@/lib/customers/get-customer-record";

export type { CurrentOverview };

export type HealthOverviewData = {
  hfhs: number;
  currentOverview: CurrentOverview;
  /** ISO date-time of the last recalculation; null when never computed. */
  overviewUpdatedAt: string | null;
};

export type HistorySeriesKey = "netWorth" | "assetWorth" | "liability";

export const HISTORY_SERIES: ReadonlyArray<{ key: HistorySeriesKey; label: string }> = [
  { key: "netWorth", label: "Net worth" },
  { key: "assetWorth", label: "Assets" },
  { key: "liability", label: "Liabilities" },
];
