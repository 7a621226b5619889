// The /health page's GraphQL operations (000 §7 recalculateUserAttributes and the history queries).
import { graphql, type ResultOf } from "@/lib/graphql/client/graphql";

export const RECALCULATE_USER_ATTRIBUTES = graphql(`mutation RecalculateUserAttributes {
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
}`);

const HISTORY_ENTRY_FIELDS = graphql(`fragment HistoryEntryFields on HistoryEntry { id date value }`);

export const MONTHLY_HISTORIES = graphql(
  `query MonthlyHistories {
  monthlyNetWorthHistories { ...HistoryEntryFields }
  monthlyAssetWorthHistories { ...HistoryEntryFields }
  monthlyLiabilityHistories { ...HistoryEntryFields }
}`,
  [HISTORY_ENTRY_FIELDS],
);

export const DAILY_HISTORIES_BY_MONTH = graphql(
  `query DailyHistoriesByMonth($date: String!) {
  dailyNetWorthHistoriesByMonth(date: $date) { ...HistoryEntryFields }
  dailyAssetWorthHistoriesByMonth(date: $date) { ...HistoryEntryFields }
  dailyLiabilityHistoriesByMonth(date: $date) { ...HistoryEntryFields }
}`,
  [HISTORY_ENTRY_FIELDS],
);

export type HistoryEntry = ResultOf<typeof HISTORY_ENTRY_FIELDS>;
export type MonthlyHistoriesData = ResultOf<typeof MONTHLY_HISTORIES>;
export type DailyHistoriesData = ResultOf<typeof DAILY_HISTORIES_BY_MONTH>;
