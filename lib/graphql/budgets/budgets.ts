import { applyBudgetSuggestions } from "@/lib/budgets/apply-budget-suggestions";
import type { BudgetRecord } from "@/lib/budgets/budget-record";
import type { BudgetPeriod } from "@/lib/budgets/calendar-month-period";
import type { ComputedLine } from "@/lib/budgets/compute-budget-lines";
import { copyPreviousBudget } from "@/lib/budgets/copy-previous-budget";
import { getBudget, type BudgetView } from "@/lib/budgets/get-budget";
import { getBudgetCategory, type BudgetCategoryView } from "@/lib/budgets/get-budget-category";
import { getBudgetSettings, type BudgetSettingsView, type DetectedPaycheck } from "@/lib/budgets/get-budget-settings";
import { getBudgetSuggestions, type BudgetSuggestion } from "@/lib/budgets/get-budget-suggestions";
import { budgetAlertText, dismissBudgetAlert, listBudgetAlerts, type BudgetAlertRecord } from "@/lib/budgets/list-budget-alerts";
import { moveBudgetMoney } from "@/lib/budgets/move-budget-money";
import { updateBudgetCategorySettings, type BudgetCategorySettingsView } from "@/lib/budgets/update-budget-category-settings";
import { updateBudgetSettings } from "@/lib/budgets/update-budget-settings";
import { isAppError } from "@/lib/errors";
import { formatMoney } from "@/lib/format/format-money";
import { builder } from "@/lib/graphql/builder";
import { BudgetObjectType } from "@/lib/graphql/onboarding/onboarding-profile";
import { payloadType, runPayload, type ErrorFields } from "@/lib/graphql/payload";

// The budget screens (issue 12 item 5; research §1c): the period's budget with its groups and lines, the period
// settings (months from a start day or pay periods), suggestions, rollover, moving money and alerts. Always the
// signed-in member's own data (the coached customer in coach mode, who may read; writes as the budget operations).

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const SAVE_ERRORS = {
  errorDescription: "The message to show when nothing was saved.",
  errorField: "The input field the error is about.",
} as const;

const BudgetLineGroupEnum = builder.enumType("BudgetLineGroup", {
  description: "The four groups of the budget: fixed bills, flexible spending, non-monthly costs, goals.",
  values: ["BILLS", "FLEXIBLE", "NON_MONTHLY", "GOALS"] as const,
});
const BudgetRolloverModeEnum = builder.enumType("BudgetRolloverMode", {
  description: "What a category carries into its next period: nothing, what was left, or what was left or overspent.",
  values: ["OFF", "SURPLUS", "SURPLUS_AND_DEFICIT"] as const,
});
const BudgetLineStateEnum = builder.enumType("BudgetLineState", {
  description: "Under 80 % of the line's available money spent, 80 to 99 %, or 100 % and more.",
  values: ["ON_TRACK", "CLOSE", "OVER"] as const,
});
const BudgetPeriodKindEnum = builder.enumType("BudgetPeriodKind", { values: ["MONTHLY", "PAY_PERIOD"] as const });
const BudgetPayCadenceEnum = builder.enumType("BudgetPayCadence", { values: ["WEEKLY", "BIWEEKLY", "SEMIMONTHLY"] as const });

/** A line's state in words (shown with the colour, never instead of it). */
export function lineStateText(line: Pick<ComputedLine, "state" | "left">): string {
  if (line.state === "ON_TRACK") return "On track";
  if (line.state === "CLOSE") return "Close to limit";
  return line.left.isNegative() ? `Over by ${formatMoney(line.left.negated().toNumber())}` : "Limit reached";
}

const PeriodType = builder.objectRef<BudgetPeriod & { kind?: string; daysLeft?: number; isCurrent?: boolean }>("BudgetPeriod").implement({
  description: "A budget period, first and last day included (YYYY-MM-DD).",
  fields: (t) => ({
    start: t.string({ resolve: (period) => isoDate(period.start) }),
    end: t.string({ resolve: (period) => isoDate(period.end) }),
  }),
});

type CurrentPeriod = BudgetView["period"];
const CurrentPeriodType = builder.objectRef<CurrentPeriod>("BudgetCurrentPeriod").implement({
  description: "The period a budget shows.",
  fields: (t) => ({
    start: t.string({ resolve: (period) => isoDate(period.start) }),
    end: t.string({ resolve: (period) => isoDate(period.end) }),
    kind: t.field({ type: BudgetPeriodKindEnum, resolve: (period) => period.kind }),
    daysLeft: t.int({ description: "Days from today (included) to the end; 0 for a past period.", resolve: (period) => period.daysLeft }),
    isCurrent: t.boolean({ description: "Today falls in it.", resolve: (period) => period.isCurrent }),
  }),
});

type LineShape = ComputedLine & { periodsPerYear: number };
const BudgetLineType = builder.objectRef<LineShape>("BudgetLine").implement({
  description: "One category's line in a period: its target, carry, spending and state.",
  fields: (t) => ({
    budget: t.field({ type: BudgetObjectType, resolve: (line) => line.budget as BudgetRecord }),
    group: t.field({ type: BudgetLineGroupEnum, resolve: (line) => line.group }),
    rolloverMode: t.field({ type: BudgetRolloverModeEnum, resolve: (line) => line.rolloverMode }),
    carryIn: t.field({ type: "Decimal", description: "Carried in from the previous period (negative: overspent).", resolve: (line) => line.carryIn }),
    available: t.field({ type: "Decimal", description: "target + carryIn.", resolve: (line) => line.available }),
    spent: t.field({ type: "Decimal", resolve: (line) => line.spent }),
    left: t.field({ type: "Decimal", description: "available − spent; negative when over.", resolve: (line) => line.left }),
    percent: t.int({ description: "Share of available spent, whole percent.", resolve: (line) => line.percent }),
    state: t.field({ type: BudgetLineStateEnum, resolve: (line) => line.state }),
    stateText: t.string({ description: "'On track', 'Close to limit', 'Over by $12'.", resolve: (line) => lineStateText(line) }),
    yearlyTarget: t.field({
      type: "Decimal",
      description: "target × periods per year: how a non-monthly line is entered.",
      resolve: (line) => line.budget.target.times(line.periodsPerYear),
    }),
  }),
});

type GroupShape = BudgetView["groups"][number] & { periodsPerYear: number };
const BudgetGroupSummaryType = builder.objectRef<GroupShape>("BudgetGroupSummary").implement({
  fields: (t) => ({
    group: t.field({ type: BudgetLineGroupEnum, resolve: (group) => group.group }),
    planned: t.field({ type: "Decimal", resolve: (group) => group.planned }),
    spent: t.field({ type: "Decimal", resolve: (group) => group.spent }),
    left: t.field({ type: "Decimal", resolve: (group) => group.left }),
    lines: t.field({
      type: [BudgetLineType],
      resolve: (group) => group.lines.map((line) => ({ ...line, periodsPerYear: group.periodsPerYear })),
    }),
  }),
});

const SpendingCategoryType = builder
  .objectRef<{ id: string; name: string; color: string }>("BudgetSpendingCategory")
  .implement({ fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name"), color: t.exposeString("color") }) });

const UnbudgetedLineType = builder.objectRef<BudgetView["unbudgeted"]["categories"][number]>("UnbudgetedSpendingLine").implement({
  description: "Spending in a (primary) category without a line this period; no category: transactions without one.",
  fields: (t) => ({
    category: t.field({ type: SpendingCategoryType, nullable: true, resolve: (line) => line.category }),
    spent: t.field({ type: "Decimal", resolve: (line) => line.spent }),
  }),
});

const UnbudgetedType = builder.objectRef<BudgetView["unbudgeted"]>("UnbudgetedSpending").implement({
  description: "'Everything else': the period's spending no line covers.",
  fields: (t) => ({
    spent: t.field({ type: "Decimal", resolve: (value) => value.spent }),
    categories: t.field({ type: [UnbudgetedLineType], resolve: (value) => value.categories }),
  }),
});

const BudgetOverviewType = builder.objectRef<BudgetView>("BudgetOverview").implement({
  description: "The member's budget for one period.",
  fields: (t) => ({
    period: t.field({ type: CurrentPeriodType, resolve: (view) => view.period }),
    previousPeriodStart: t.string({ resolve: (view) => isoDate(view.previousPeriodStart) }),
    nextPeriodStart: t.string({ resolve: (view) => isoDate(view.nextPeriodStart) }),
    periodsPerYear: t.int({ resolve: (view) => view.periodsPerYear }),
    expectedIncome: t.field({
      type: "Decimal",
      description: "Income received in the period plus recurring income still due in it.",
      resolve: (view) => view.expectedIncome,
    }),
    planned: t.field({ type: "Decimal", description: "The sum of the lines' targets.", resolve: (view) => view.planned }),
    spent: t.field({ type: "Decimal", description: "All spending in the period, budgeted or not.", resolve: (view) => view.spent }),
    leftToSpend: t.field({ type: "Decimal", description: "Targets plus carries minus all spending.", resolve: (view) => view.leftToSpend }),
    safeToSpendToday: t.field({
      type: "Decimal",
      nullable: true,
      description: "Flexible money left ÷ days left (today included), never below 0; null outside the current period.",
      resolve: (view) => view.safeToSpendToday,
    }),
    groups: t.field({
      type: [BudgetGroupSummaryType],
      description: "Bills, Flexible, Non-monthly and Goals, in that order (each present, maybe without lines).",
      resolve: (view) => view.groups.map((group) => ({ ...group, periodsPerYear: view.periodsPerYear })),
    }),
    unbudgeted: t.field({ type: UnbudgetedType, resolve: (view) => view.unbudgeted }),
  }),
});

builder.queryField("budget", (t) =>
  t.withAuth({ can: "own-data:read" }).field({
    type: BudgetOverviewType,
    description: "The budget of the period containing periodStart (YYYY-MM-DD), the current period when absent.",
    args: { periodStart: t.arg.string({ required: false }) },
    resolve: (_root, { periodStart }, { viewer }) => getBudget({ userId: viewer.userId, periodStart }),
  }),
);

// Settings

const PaycheckSuggestionType = builder.objectRef<DetectedPaycheck["suggestion"]>("BudgetPaycheckSuggestion").implement({
  description: "The period settings that would follow the detected paycheck.",
  fields: (t) => ({
    periodKind: t.field({ type: BudgetPeriodKindEnum, resolve: (value) => value.periodKind }),
    monthStartDay: t.int({ nullable: true, resolve: (value) => value.monthStartDay }),
    payCadence: t.field({ type: BudgetPayCadenceEnum, nullable: true, resolve: (value) => value.payCadence }),
    payAnchorDate: t.string({ nullable: true, resolve: (value) => (value.payAnchorDate ? isoDate(value.payAnchorDate) : null) }),
  }),
});

const DetectedPaycheckType = builder.objectRef<DetectedPaycheck>("DetectedPaycheck").implement({
  description: "The member's main paycheck, as recurring detection found it.",
  fields: (t) => ({
    merchantName: t.exposeString("merchantName"),
    cadence: t.string({ description: "WEEKLY, BIWEEKLY or MONTHLY.", resolve: (value) => value.cadence }),
    amount: t.field({ type: "Decimal", resolve: (value) => value.amount }),
    lastDate: t.string({ resolve: (value) => isoDate(value.lastDate) }),
    nextDate: t.string({ resolve: (value) => isoDate(value.nextDate) }),
    suggestion: t.field({ type: PaycheckSuggestionType, resolve: (value) => value.suggestion }),
  }),
});

const BudgetSettingsType = builder.objectRef<BudgetSettingsView>("BudgetSettings").implement({
  description: "How the member's budget periods are cut.",
  fields: (t) => ({
    periodKind: t.field({ type: BudgetPeriodKindEnum, resolve: (value) => value.periodKind }),
    monthStartDay: t.int({ description: "MONTHLY: the day a period starts, 1 to 28.", resolve: (value) => value.monthStartDay }),
    payCadence: t.field({ type: BudgetPayCadenceEnum, nullable: true, resolve: (value) => value.payCadence }),
    payAnchorDate: t.string({
      nullable: true,
      description: "WEEKLY and BIWEEKLY: one payday (YYYY-MM-DD) the periods count from.",
      resolve: (value) => (value.payAnchorDate ? isoDate(value.payAnchorDate) : null),
    }),
    semimonthlyDays: t.intList({ description: "SEMIMONTHLY: the two paydays (31 = last day).", resolve: (value) => value.semimonthlyDays }),
    currentPeriod: t.field({ type: PeriodType, resolve: (value) => value.currentPeriod }),
    detectedPaycheck: t.field({ type: DetectedPaycheckType, nullable: true, resolve: (value) => value.detectedPaycheck }),
  }),
});

builder.queryField("budgetSettings", (t) =>
  t.withAuth({ can: "own-data:read" }).field({
    type: BudgetSettingsType,
    resolve: (_root, _args, { viewer }) => getBudgetSettings({ userId: viewer.userId }),
  }),
);

type SettingsResult = ErrorFields & { budgetSettings: BudgetSettingsView | null };
const UpdateBudgetSettingsPayload = payloadType<SettingsResult>("UpdateBudgetSettingsPayload", {
  ...SAVE_ERRORS,
  fields: (t) => ({
    budgetSettings: t.field({ type: BudgetSettingsType, nullable: true, resolve: (payload) => payload.budgetSettings }),
  }),
});

builder.mutationField("updateBudgetSettings", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: UpdateBudgetSettingsPayload,
    description:
      "Months from a start day, or pay periods (weekly or every two weeks from a payday, or twice a month). Existing lines move to the new period containing their start; lines of one category that meet are added together.",
    args: {
      periodKind: t.arg({ type: BudgetPeriodKindEnum, required: false }),
      monthStartDay: t.arg.int({ required: false }),
      payCadence: t.arg({ type: BudgetPayCadenceEnum, required: false }),
      payAnchorDate: t.arg.string({ required: false }),
      semimonthlyDays: t.arg.intList({ required: false }),
    },
    resolve: (_root, args, { viewer }) =>
      runPayload<SettingsResult>(
        async () => ({ error: null, budgetSettings: await updateBudgetSettings({ userId: viewer.userId, input: args }) }),
        (fields) => ({ ...fields, budgetSettings: null }),
      ),
  }),
);

// Suggestions and copying

const BudgetSuggestionType = builder.objectRef<BudgetSuggestion>("BudgetSuggestion").implement({
  description: "A first-time target: the median of the last 3 complete periods, rounded up to $5.",
  fields: (t) => ({
    category: t.field({ type: SpendingCategoryType, resolve: (value) => value.category }),
    group: t.field({ type: BudgetLineGroupEnum, resolve: (value) => value.group }),
    history: t.field({ type: ["Decimal"], description: "Spent in each of the 3 periods, oldest first.", resolve: (value) => value.history }),
    suggestedTarget: t.field({ type: "Decimal", resolve: (value) => value.suggestedTarget }),
  }),
});

const BudgetSuggestionsType = builder
  .objectRef<{ period: BudgetPeriod; suggestions: BudgetSuggestion[] }>("BudgetSuggestions")
  .implement({
    fields: (t) => ({
      period: t.field({ type: PeriodType, resolve: (value) => value.period }),
      suggestions: t.field({ type: [BudgetSuggestionType], resolve: (value) => value.suggestions }),
    }),
  });

builder.queryField("budgetSuggestions", (t) =>
  t.withAuth({ can: "own-data:read" }).field({
    type: BudgetSuggestionsType,
    description: "Targets for categories without a line in the period (the current one when periodStart is absent).",
    args: { periodStart: t.arg.string({ required: false }) },
    resolve: (_root, { periodStart }, { viewer }) => getBudgetSuggestions({ userId: viewer.userId, periodStart }),
  }),
);

const BudgetSuggestionChoice = builder.inputType("BudgetSuggestionChoice", {
  fields: (t) => ({
    budgetCategoryId: t.id({ required: true }),
    target: t.field({ type: "Decimal", required: false, description: "0 to 1,000,000." }),
  }),
});

type CreatedResult = ErrorFields & { created: number | null };
const CreatedLinesPayload = payloadType<CreatedResult>("BudgetLinesCreatedPayload", {
  ...SAVE_ERRORS,
  fields: (t) => ({
    created: t.int({ nullable: true, description: "How many lines were created (existing ones are left as they are).", resolve: (p) => p.created }),
  }),
});

builder.mutationField("applyBudgetSuggestions", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: CreatedLinesPayload,
    description: "'Use suggestions': one line per chosen category, in one transaction; a category with a line keeps it.",
    args: {
      periodStart: t.arg.string({ required: false }),
      lines: t.arg({ type: [BudgetSuggestionChoice], required: true }),
    },
    resolve: (_root, { periodStart, lines }, { viewer }) =>
      runPayload<CreatedResult>(
        async () => ({
          error: null,
          ...(await applyBudgetSuggestions({
            userId: viewer.userId,
            input: { periodStart, lines: lines.map((line) => ({ budgetCategoryId: String(line.budgetCategoryId), target: line.target })) },
          })),
        }),
        (fields) => ({ ...fields, created: null }),
      ),
  }),
);

builder.mutationField("copyPreviousBudget", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: CreatedLinesPayload,
    description: "'Copy last period': the previous period's lines into this one; a category with a line keeps it.",
    args: { periodStart: t.arg.string({ required: false }) },
    resolve: (_root, { periodStart }, { viewer }) =>
      runPayload<CreatedResult>(
        async () => ({ error: null, ...(await copyPreviousBudget({ userId: viewer.userId, input: { periodStart } })) }),
        (fields) => ({ ...fields, created: null }),
      ),
  }),
);

// Moving money, rollover and groups

type MoveResult = ErrorFields & { from: BudgetRecord | null; to: BudgetRecord | null };
const MoveBudgetMoneyPayload = payloadType<MoveResult>("MoveBudgetMoneyPayload", {
  ...SAVE_ERRORS,
  fields: (t) => ({
    from: t.field({ type: BudgetObjectType, nullable: true, resolve: (payload) => payload.from }),
    to: t.field({ type: BudgetObjectType, nullable: true, resolve: (payload) => payload.to }),
  }),
});

builder.mutationField("moveBudgetMoney", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: MoveBudgetMoneyPayload,
    description: "Moves part of one line's target to another line of the same period, both in one write.",
    args: {
      fromBudgetId: t.arg.id({ required: true }),
      toBudgetId: t.arg.id({ required: true }),
      amount: t.arg({ type: "Decimal", required: false }),
    },
    resolve: (_root, { fromBudgetId, toBudgetId, amount }, { viewer }) =>
      runPayload<MoveResult>(
        async () => ({
          error: null,
          ...(await moveBudgetMoney({
            userId: viewer.userId,
            input: { fromBudgetId: String(fromBudgetId), toBudgetId: String(toBudgetId), amount },
          })),
        }),
        (fields) => ({ ...fields, from: null, to: null }),
      ),
  }),
);

type CategorySettingsResult = ErrorFields & { settings: BudgetCategorySettingsView | null };
const BudgetCategorySettingsType = builder.objectRef<BudgetCategorySettingsView>("BudgetCategorySettings").implement({
  fields: (t) => ({
    budgetCategoryId: t.exposeID("budgetCategoryId"),
    rolloverMode: t.field({ type: BudgetRolloverModeEnum, resolve: (value) => value.rolloverMode }),
    group: t.field({ type: BudgetLineGroupEnum, resolve: (value) => value.budgetGroup }),
  }),
});
const UpdateBudgetCategorySettingsPayload = payloadType<CategorySettingsResult>("UpdateBudgetCategorySettingsPayload", {
  ...SAVE_ERRORS,
  fields: (t) => ({
    settings: t.field({ type: BudgetCategorySettingsType, nullable: true, resolve: (payload) => payload.settings }),
  }),
});

builder.mutationField("updateBudgetCategorySettings", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: UpdateBudgetCategorySettingsPayload,
    description: "A category's rollover and group, for every period (a field left out stays as it is).",
    args: {
      budgetCategoryId: t.arg.id({ required: true }),
      rolloverMode: t.arg({ type: BudgetRolloverModeEnum, required: false }),
      group: t.arg({ type: BudgetLineGroupEnum, required: false, description: "BILLS, FLEXIBLE or NON_MONTHLY." }),
    },
    resolve: (_root, { budgetCategoryId, rolloverMode, group }, { viewer }) =>
      runPayload<CategorySettingsResult>(
        async () => ({
          error: null,
          settings: await updateBudgetCategorySettings({
            userId: viewer.userId,
            input: { budgetCategoryId: String(budgetCategoryId), rolloverMode, budgetGroup: group },
          }),
        }),
        (fields) => ({ ...fields, settings: null }),
      ),
  }),
);

// One category

const HistoryPointType = builder.objectRef<BudgetCategoryView["history"][number]>("BudgetHistoryPoint").implement({
  fields: (t) => ({
    start: t.string({ resolve: (value) => isoDate(value.start) }),
    end: t.string({ resolve: (value) => isoDate(value.end) }),
    target: t.field({ type: "Decimal", nullable: true, description: "null: no line that period.", resolve: (value) => value.target }),
    spent: t.field({ type: "Decimal", resolve: (value) => value.spent }),
  }),
});

const BudgetTransactionType = builder.objectRef<BudgetCategoryView["transactions"][number]>("BudgetCategoryTransaction").implement({
  description: "A spending line of the period (a split part shows with its own amount).",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The transaction's id." }),
    date: t.string({ resolve: (value) => isoDate(value.date) }),
    merchant: t.exposeString("merchant"),
    amount: t.field({ type: "Decimal", description: "Positive: money out; negative: a refund.", resolve: (value) => value.amount }),
    pending: t.exposeBoolean("pending"),
    categoryName: t.string({ nullable: true, resolve: (value) => value.categoryName }),
  }),
});

const BudgetCategoryDetailType = builder.objectRef<BudgetCategoryView>("BudgetCategoryDetail").implement({
  description: "/budget-category/{id}: target against spending, history and transactions.",
  fields: (t) => ({
    category: t.field({ type: SpendingCategoryType, resolve: (value) => value.category }),
    parentName: t.string({ nullable: true, resolve: (value) => value.category.parentName }),
    period: t.field({ type: PeriodType, resolve: (value) => value.period }),
    isCurrentPeriod: t.boolean({ resolve: (value) => value.period.isCurrent }),
    group: t.field({ type: BudgetLineGroupEnum, resolve: (value) => value.group }),
    rolloverMode: t.field({ type: BudgetRolloverModeEnum, resolve: (value) => value.rolloverMode }),
    line: t.field({ type: BudgetLineType, nullable: true, resolve: (value) => (value.line ? { ...value.line, periodsPerYear: value.periodsPerYear } : null) }),
    otherLines: t.field({
      type: [BudgetLineType],
      description: "The period's other lines ('Move money from …').",
      resolve: (value) => value.otherLines.map((line) => ({ ...line, periodsPerYear: value.periodsPerYear })),
    }),
    history: t.field({ type: [HistoryPointType], description: "The last 6 periods, oldest first.", resolve: (value) => value.history }),
    transactions: t.field({ type: [BudgetTransactionType], description: "Newest first, at most 50.", resolve: (value) => value.transactions }),
  }),
});

builder.queryField("budgetCategoryDetail", (t) =>
  t.withAuth({ can: "own-data:read" }).field({
    type: BudgetCategoryDetailType,
    nullable: true,
    description: "One category's budget for the period containing periodStart; null for a category the member cannot see.",
    args: { budgetCategoryId: t.arg.id({ required: true }), periodStart: t.arg.string({ required: false }) },
    resolve: async (_root, { budgetCategoryId, periodStart }, { viewer }) => {
      try {
        return await getBudgetCategory({ userId: viewer.userId, budgetCategoryId: String(budgetCategoryId), periodStart });
      } catch (error) {
        if (isAppError(error) && error.code === "NOT_FOUND") return null;
        throw error;
      }
    },
  }),
);

// Alerts

const BudgetAlertType = builder.objectRef<BudgetAlertRecord>("BudgetAlert").implement({
  description: "A category reached 80 % of its budget or went over (once per category, period and threshold).",
  fields: (t) => ({
    id: t.exposeID("id"),
    threshold: t.exposeInt("threshold"),
    periodStart: t.string({ resolve: (alert) => isoDate(alert.periodStart) }),
    createdAt: t.field({ type: "DateTime", resolve: (alert) => alert.createdAt }),
    message: t.string({ resolve: (alert) => budgetAlertText(alert) }),
    budgetCategory: t.field({ type: SpendingCategoryType, resolve: (alert) => ({ ...alert.budgetCategory, color: "" }) }),
  }),
});

builder.queryField("budgetAlerts", (t) =>
  t.withAuth({ can: "own-data:read" }).field({
    type: [BudgetAlertType],
    description: "Budget alerts not yet dismissed, newest first.",
    resolve: (_root, _args, { viewer }) => listBudgetAlerts({ userId: viewer.userId }),
  }),
);

type AlertResult = ErrorFields & { alert: BudgetAlertRecord | null };
const DismissBudgetAlertPayload = payloadType<AlertResult>("DismissBudgetAlertPayload", {
  ...SAVE_ERRORS,
  fields: (t) => ({ alert: t.field({ type: BudgetAlertType, nullable: true, resolve: (payload) => payload.alert }) }),
});

builder.mutationField("dismissBudgetAlert", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: DismissBudgetAlertPayload,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { viewer }) =>
      runPayload<AlertResult>(
        async () => ({ error: null, alert: await dismissBudgetAlert({ userId: viewer.userId, id: String(id) }) }),
        (fields) => ({ ...fields, alert: null }),
      ),
  }),
);
