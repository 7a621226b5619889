// The budget screens' GraphQL operations (issue 12 item 5): the period's budget, settings, suggestions, one category,
// alerts, and the writes (targets, rollover, moving money, suggestions, copying, period settings).
import { graphql, type ResultOf } from "@/lib/graphql/client/graphql";

/** Every budget query is refetched after any of these change (urql's document cache keys on typenames). */
export const BUDGET_TYPENAMES = ["Budget", "BudgetOverview", "BudgetSettings", "BudgetSuggestions", "BudgetCategoryDetail", "BudgetAlert"];

const LINE_FIELDS = graphql(`fragment BudgetLineFields on BudgetLine {
  budget { id target budgetCategory { id name color } financialGoal { id name } }
  group rolloverMode carryIn available spent left percent state stateText yearlyTarget
}`);

export const BUDGET = graphql(
  `query Budget($periodStart: String) {
  budget(periodStart: $periodStart) {
    period { start end kind daysLeft isCurrent }
    previousPeriodStart nextPeriodStart periodsPerYear
    expectedIncome planned spent leftToSpend safeToSpendToday
    groups { group planned spent left lines { ...BudgetLineFields } }
    unbudgeted { spent categories { category { id name } spent } }
  }
}`,
  [LINE_FIELDS],
);

export const BUDGET_SUGGESTIONS = graphql(`query BudgetSuggestions($periodStart: String) {
  budgetSuggestions(periodStart: $periodStart) {
    period { start end }
    suggestions { category { id name color } group history suggestedTarget }
  }
}`);

export const BUDGET_SETTINGS = graphql(`query BudgetSettings {
  budgetSettings {
    periodKind monthStartDay payCadence payAnchorDate semimonthlyDays currentPeriod { start end }
    detectedPaycheck { merchantName cadence amount lastDate nextDate suggestion { periodKind monthStartDay payCadence payAnchorDate } }
  }
}`);

export const BUDGET_ALERTS = graphql(`query BudgetAlerts {
  budgetAlerts { id threshold message createdAt budgetCategory { id name } }
}`);

export const BUDGET_CATEGORY_DETAIL = graphql(
  `query BudgetCategoryDetail($budgetCategoryId: ID!, $periodStart: String) {
  budgetCategoryDetail(budgetCategoryId: $budgetCategoryId, periodStart: $periodStart) {
    category { id name color } parentName period { start end } isCurrentPeriod group rolloverMode
    line { ...BudgetLineFields }
    otherLines { ...BudgetLineFields }
    history { start end target spent }
    transactions { id date merchant amount pending categoryName }
  }
}`,
  [LINE_FIELDS],
);

export const UPDATE_BUDGET_TARGET = graphql(`mutation UpdateBudgetTarget($id: ID!, $target: Decimal) {
  updateBudget(id: $id, target: $target) { error errorField budget { id target } }
}`);

export const CREATE_BUDGET_LINE = graphql(`mutation CreateBudgetLine($budgetData: BudgetInput!) {
  createBudget(budgetData: $budgetData) { error errorField budget { id target } }
}`);

export const UPDATE_CATEGORY_SETTINGS = graphql(`mutation UpdateBudgetCategorySettings(
  $budgetCategoryId: ID!, $rolloverMode: BudgetRolloverMode, $group: BudgetLineGroup
) {
  updateBudgetCategorySettings(budgetCategoryId: $budgetCategoryId, rolloverMode: $rolloverMode, group: $group) {
    error settings { budgetCategoryId rolloverMode group }
  }
}`);

export const MOVE_BUDGET_MONEY = graphql(`mutation MoveBudgetMoney($fromBudgetId: ID!, $toBudgetId: ID!, $amount: Decimal) {
  moveBudgetMoney(fromBudgetId: $fromBudgetId, toBudgetId: $toBudgetId, amount: $amount) {
    error errorField from { id target } to { id target }
  }
}`);

export const APPLY_BUDGET_SUGGESTIONS = graphql(`mutation ApplyBudgetSuggestions($periodStart: String, $lines: [BudgetSuggestionChoice!]!) {
  applyBudgetSuggestions(periodStart: $periodStart, lines: $lines) { error errorField created }
}`);

export const COPY_PREVIOUS_BUDGET = graphql(`mutation CopyPreviousBudget($periodStart: String) {
  copyPreviousBudget(periodStart: $periodStart) { error created }
}`);

export const UPDATE_BUDGET_SETTINGS = graphql(`mutation UpdateBudgetSettings(
  $periodKind: BudgetPeriodKind, $monthStartDay: Int, $payCadence: BudgetPayCadence, $payAnchorDate: String, $semimonthlyDays: [Int!]
) {
  updateBudgetSettings(
    periodKind: $periodKind, monthStartDay: $monthStartDay, payCadence: $payCadence, payAnchorDate: $payAnchorDate,
    semimonthlyDays: $semimonthlyDays
  ) { error errorField budgetSettings { periodKind currentPeriod { start end } } }
}`);

export const DISMISS_BUDGET_ALERT = graphql(`mutation DismissBudgetAlert($id: ID!) {
  dismissBudgetAlert(id: $id) { error alert { id } }
}`);

export type BudgetData = ResultOf<typeof BUDGET>["budget"];
export type BudgetLine = ResultOf<typeof LINE_FIELDS>;
export type BudgetSettingsData = ResultOf<typeof BUDGET_SETTINGS>["budgetSettings"];
export type Suggestion = ResultOf<typeof BUDGET_SUGGESTIONS>["budgetSuggestions"]["suggestions"][number];
export type BudgetCategoryData = NonNullable<ResultOf<typeof BUDGET_CATEGORY_DETAIL>["budgetCategoryDetail"]>;
