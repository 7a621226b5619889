import { builder } from "@/lib/graphql/builder";
import { BudgetCategoryObjectType } from "@/lib/graphql/transactions/budget-category-type";
import { listRecurringSeries, type RecurringSeriesRecord } from "@/lib/transactions/list-recurring-series";

// The member's recurring charges and incomes (ours: issue 12 names detection, not an operation), for the budget's
// Bills group and 'due before payday'. Reads only: the signed-in member's own (the coached member's in coach mode).

const RecurringCadenceEnum = builder.enumType("RecurringCadence", {
  description: "How often a recurring charge or income repeats.",
  values: ["WEEKLY", "BIWEEKLY", "MONTHLY", "YEARLY"] as const,
});

const RecurringSeriesKindEnum = builder.enumType("RecurringSeriesKind", {
  description: "EXPENSE: a charge (bill, subscription); INCOME: money coming in (a paycheck).",
  values: ["EXPENSE", "INCOME", "TRANSFER"] as const,
});

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

const RecurringSeriesType = builder.objectRef<RecurringSeriesRecord>("RecurringSeries").implement({
  description:
    "A charge or income that repeats: 3 or more times at the same merchant, a similar amount, on a weekly, biweekly, " +
    "monthly or yearly cadence. Amounts in the transactions' sign: positive is money out, negative money in.",
  fields: (t) => ({
    id: t.exposeID("id"),
    merchantName: t.exposeString("merchantName"),
    kind: t.field({ type: RecurringSeriesKindEnum, resolve: (series) => series.kind }),
    cadence: t.field({ type: RecurringCadenceEnum, resolve: (series) => series.cadence }),
    averageAmount: t.field({ type: "Decimal", description: "The typical amount (median of the occurrences).", resolve: (series) => series.averageAmount }),
    lastAmount: t.field({ type: "Decimal", resolve: (series) => series.lastAmount }),
    lastDate: t.string({ description: "YYYY-MM-DD.", resolve: (series) => isoDay(series.lastDate) }),
    nextDate: t.string({ description: "YYYY-MM-DD: when it is expected next.", resolve: (series) => isoDay(series.nextDate) }),
    occurrences: t.exposeInt("occurrences"),
    priceIncreased: t.exposeBoolean("priceIncreased", {
      description: "The latest charge is more than 5 % above the typical amount.",
    }),
    budgetCategory: t.field({
      type: BudgetCategoryObjectType,
      nullable: true,
      description: "The budget category of the series' latest transaction.",
      resolve: (series) => series.budgetCategory,
    }),
  }),
});

builder.queryField("recurringSeries", (t) =>
  t.withAuth({ can: "own-data:read" }).field({
    type: [RecurringSeriesType],
    description: "The member's recurring charges and incomes they have not dismissed, soonest next date first.",
    resolve: (_root, _args, { viewer }) => listRecurringSeries({ userId: viewer.userId }),
  }),
);
