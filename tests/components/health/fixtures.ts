import type { DailyHistoriesData, HistoryEntry, MonthlyHistoriesData } from "@/components/health/health-operations";

const entry = (id: string, date: string, value: number): HistoryEntry => ({ id, date, value });

export const monthlyData: MonthlyHistoriesData = {
  monthlyNetWorthHistories: [entry("n1", "2025-11-30", 50_000), entry("n2", "2025-12-31", 52_500), entry("n3", "2026-01-15", 55_250.5)],
  monthlyAssetWorthHistories: [entry("a1", "2025-11-30", 80_000), entry("a2", "2025-12-31", 81_000), entry("a3", "2026-01-15", 83_000)],
  monthlyLiabilityHistories: [entry("l1", "2025-11-30", 30_000), entry("l2", "2025-12-31", 28_500), entry("l3", "2026-01-15", 27_749.5)],
};

export const emptyMonthly: MonthlyHistoriesData = {
  monthlyNetWorthHistories: [],
  monthlyAssetWorthHistories: [],
  monthlyLiabilityHistories: [],
};

export function dailyData(month: string): DailyHistoriesData {
  if (month !== "2025-12") {
    return { dailyNetWorthHistoriesByMonth: [], dailyAssetWorthHistoriesByMonth: [], dailyLiabilityHistoriesByMonth: [] };
  }
  return {
    dailyNetWorthHistoriesByMonth: [entry("d1", "2025-12-01", 52_000), entry("d2", "2025-12-02", 52_100)],
    dailyAssetWorthHistoriesByMonth: [entry("d3", "2025-12-01", 80_500), entry("d4", "2025-12-02", 80_600)],
    dailyLiabilityHistoriesByMonth: [entry("d5", "2025-12-01", 28_500), entry("d6", "2025-12-02", 28_500)],
  };
}
