// The /health page's GraphQL operations (000 §7 recalculateUserAttributes and the history queries).
import type { CurrentOverview } from "./health-types";

export const RECALCULATE_USER_ATTRIBUTES = `mutation RecalculateUserAttributes {
  recalculateUserAttributes {
    error
    hfhs
    customer {
      id
      currentOverview {
        totalLiquidSavings totalSavings assetWorth currentCreditScore
        netWorthIncrementSinceLastUpdate totalSavingIncrementSinceLastUpdate
      }
    }
  }
}`;

export type RecalculateUserAttributesData = {
  recalculateUserAttributes: {
    error: string | null;
    hfhs: number | null;
    customer: { id: string; currentOverview: CurrentOverview } | null;
  };
};

export const MONTHLY_HISTORIES = `query MonthlyHistories {
  monthlyNetWorthHistories { id date value }
  monthlyAssetWorthHistories { id date value }
  monthlyLiabilityHistories { id date value }
}`;

export const DAILY_HISTORIES_BY_MONTH = `query DailyHistoriesByMonth($date: String!) {
  dailyNetWorthHistoriesByMonth(date: $date) { id date value }
  dailyAssetWorthHistoriesByMonth(date: $date) { id date value }
  dailyLiabilityHistoriesByMonth(date: $date) { id date value }
}`;

export type HistoryEntry = { id: string; date: string; value: number };

export type MonthlyHistoriesData = {
  monthlyNetWorthHistories: HistoryEntry[];
  monthlyAssetWorthHistories: HistoryEntry[];
  monthlyLiabilityHistories: HistoryEntry[];
};

export type DailyHistoriesData = {
  dailyNetWorthHistoriesByMonth: HistoryEntry[];
  dailyAssetWorthHistoriesByMonth: HistoryEntry[];
  dailyLiabilityHistoriesByMonth: HistoryEntry[];
};
