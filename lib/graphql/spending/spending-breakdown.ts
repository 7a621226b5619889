import { builder } from "@/lib/graphql/builder";
import { BudgetCategoryObjectType } from "@/lib/graphql/transactions/budget-category-type";
import {
  getSpendingBreakdown,
  type SpendingBreakdown,
  type SpendingCategoryLine,
  type SpendingPeriodRecord,
} from "@/lib/spending/get-spending-breakdown";
import { SPENDING_PERIOD_PRESETS } from "@/lib/spending/spending-periods";

// /spend, the spending breakdown (001 §2, issue 12 item 4; names ours).

const SpendingPeriodPresetEnum = builder.enumType("SpendingPeriodPreset", { values: SPENDING_PERIOD_PRESETS });

const SpendingPeriodInput = builder.inputType("SpendingPeriodInput", {
  description: "A preset, or from and to (YYYY-MM-DD, at most a year). Nothing: this month.",
  fields: (t) => ({
    preset: t.field({ type: SpendingPeriodPresetEnum, required: false }),
    from: t.string({ required: false }),
    to: t.string({ required: false }),
  }),
});

const SpendingPeriodType = builder.objectRef<SpendingPeriodRecord>("SpendingPeriod").implement({
  fields: (t) => ({
    from: t.exposeString("from", { description: "First day, YYYY-MM-DD." }),
    to: t.exposeString("to", { description: "Last day, YYYY-MM-DD (inclusive)." }),
    label: t.exposeString("label"),
  }),
});

const SpendingCategoryType = builder.objectRef<SpendingCategoryLine>("SpendingCategory");
SpendingCategoryType.implement({
  description: "Spending in one category (a primary category includes its subcategories); refunds reduce it.",
  fields: (t) => ({
    budgetCategory: t.field({ type: BudgetCategoryObjectType, resolve: (line) => line.budgetCategory }),
    parent: t.field({ type: BudgetCategoryObjectType, nullable: true, resolve: (line) => line.parent }),
    amount: t.field({ type: "Decimal", resolve: (line) => line.amount }),
    previousAmount: t.field({ type: "Decimal", description: "In the period just before.", resolve: (line) => line.previousAmount }),
    threePeriodAverage: t.field({
      type: "Decimal",
      description: "The mean of the three periods before.",
      resolve: (line) => line.threePeriodAverage,
    }),
    share: t.float({ nullable: true, description: "Part of the period's spending, 0 to 1.", resolve: (line) => line.share }),
    subcategories: t.field({ type: [SpendingCategoryType], resolve: (line) => line.subcategories }),
  }),
});

const MerchantSpendingType = builder
  .objectRef<SpendingBreakdown["topMerchants"][number]>("MerchantSpending")
  .implement({
    fields: (t) => ({
      merchant: t.exposeString("merchant"),
      amount: t.field({ type: "Decimal", resolve: (row) => row.amount }),
      count: t.exposeInt("count", { description: "How many transactions." }),
    }),
  });

const MonthlyCashFlowType = builder.objectRef<SpendingBreakdown["monthly"][number]>("MonthlyCashFlow").implement({
  fields: (t) => ({
    month: t.exposeString("month", { description: "First day of the month, YYYY-MM-DD." }),
    income: t.field({ type: "Decimal", resolve: (row) => row.income }),
    spending: t.field({ type: "Decimal", resolve: (row) => row.spending }),
    net: t.field({ type: "Decimal", resolve: (row) => row.net }),
  }),
});

const SpendingBreakdownType = builder.objectRef<SpendingBreakdown>("SpendingBreakdown").implement({
  fields: (t) => ({
    period: t.field({ type: SpendingPeriodType, resolve: (breakdown) => breakdown.period }),
    previousPeriods: t.field({
      type: [SpendingPeriodType],
      description: "The three periods of the same length before, nearest first.",
      resolve: (breakdown) => breakdown.previousPeriods,
    }),
    hasTransactions: t.exposeBoolean("hasTransactions", { description: "False until the member has any transaction." }),
    income: t.field({ type: "Decimal", resolve: (breakdown) => breakdown.income }),
    spending: t.field({ type: "Decimal", resolve: (breakdown) => breakdown.spending }),
    net: t.field({ type: "Decimal", description: "Income minus spending.", resolve: (breakdown) => breakdown.net }),
    previousSpending: t.field({ type: "Decimal", resolve: (breakdown) => breakdown.previousSpending }),
    threePeriodAverageSpending: t.field({ type: "Decimal", resolve: (breakdown) => breakdown.threePeriodAverageSpending }),
    categories: t.field({ type: [SpendingCategoryType], description: "Largest first.", resolve: (breakdown) => breakdown.categories }),
    topMerchants: t.field({ type: [MerchantSpendingType], description: "Up to 10, largest first.", resolve: (b) => b.topMerchants }),
    monthly: t.field({
      type: [MonthlyCashFlowType],
      description: "Income and spending per month, oldest first, ending with the period's last month.",
      resolve: (breakdown) => breakdown.monthly,
    }),
  }),
});

builder.queryField("spendingBreakdown", (t) =>
  t.withAuth({ can: "own-data:read" }).field({
    type: SpendingBreakdownType,
    description: "Spending by category for a period against the period before and the three-period average.",
    args: {
      period: t.arg({ type: SpendingPeriodInput, required: false }),
      months: t.arg.int({ required: false, description: "Months of income against spending: 6 (default) or 12." }),
    },
    resolve: (_root, args, { viewer }) => getSpendingBreakdown({ viewer, input: args }),
  }),
);
