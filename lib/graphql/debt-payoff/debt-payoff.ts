import {
  getDebtPayoffPlan,
  type DebtPayoffPlan,
  type PayoffDebtRecord,
  type PayoffDebtResultRecord,
  type PayoffScheduleRecord,
} from "@/lib/debt-payoff/get-debt-payoff-plan";
import { builder } from "@/lib/graphql/builder";

// The debt payoff planner (issue 12 item 7; names ours): avalanche against snowball from the member's stored cards
// and loans, with an extra monthly payment.

const PayoffDebtKind = builder.enumType("PayoffDebtKind", { values: ["CREDIT_CARD", "LOAN"] as const });

const PayoffDebtType = builder.objectRef<PayoffDebtRecord>("PayoffDebt").implement({
  description: "A credit card or loan the plan pays off, as stored.",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The CreditCard or Loan id." }),
    kind: t.field({ type: PayoffDebtKind, resolve: (debt) => debt.kind }),
    name: t.exposeString("name"),
    balance: t.field({ type: "Decimal", resolve: (debt) => debt.balance }),
    apr: t.field({
      type: "Decimal",
      nullable: true,
      description: "Percent; null when not stored (the plan counts it as 0 %).",
      resolve: (debt) => debt.apr,
    }),
    minimumPayment: t.field({
      type: "Decimal",
      description: "The stored monthly minimum, or this month's estimate (interest + 1 % of the balance, at least $25).",
      resolve: (debt) => debt.minimumPayment,
    }),
    minimumEstimated: t.exposeBoolean("minimumEstimated", { description: "True when no minimum is stored." }),
  }),
});

const PayoffDebtResultType = builder.objectRef<PayoffDebtResultRecord>("PayoffDebtResult").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    order: t.exposeInt("order", { description: "1 = paid off first." }),
    payoffDate: t.exposeString("payoffDate", {
      nullable: true,
      description: "First day of the month of the last payment, YYYY-MM-DD; null when never paid off.",
    }),
    interest: t.field({ type: "Decimal", resolve: (debt) => debt.interest }),
  }),
});

const PayoffScheduleType = builder.objectRef<PayoffScheduleRecord>("PayoffSchedule").implement({
  description: "One way of paying the debts, month by month (at most 600 months).",
  fields: (t) => ({
    paidOff: t.exposeBoolean("paidOff", { description: "False when the debts are still not paid after 600 months." }),
    months: t.exposeInt("months", { nullable: true }),
    debtFreeDate: t.exposeString("debtFreeDate", {
      nullable: true,
      description: "First day of the month of the last payment, YYYY-MM-DD.",
    }),
    totalInterest: t.field({ type: "Decimal", resolve: (schedule) => schedule.totalInterest }),
    totalPaid: t.field({ type: "Decimal", resolve: (schedule) => schedule.totalPaid }),
    monthlyPayment: t.field({
      type: "Decimal",
      description: "The first month's payment: the minimums (plus the extra for avalanche and snowball).",
      resolve: (schedule) => schedule.monthlyPayment,
    }),
    interestSaved: t.field({
      type: "Decimal",
      nullable: true,
      description: "Interest saved against paying only the minimums; null when the minimums never pay the debts off.",
      resolve: (schedule) => schedule.interestSaved,
    }),
    debts: t.field({ type: [PayoffDebtResultType], description: "In payoff order.", resolve: (schedule) => schedule.debts }),
    balances: t.field({
      type: ["Decimal"],
      description: "Total left at the end of each month; the first entry is today's total.",
      resolve: (schedule) => schedule.balances,
    }),
  }),
});

const DebtPayoffPlanType = builder.objectRef<DebtPayoffPlan>("DebtPayoffPlan").implement({
  fields: (t) => ({
    extraPayment: t.field({ type: "Decimal", resolve: (plan) => plan.extraPayment }),
    startDate: t.exposeString("startDate", { description: "This month's first day; month 1 is the next month." }),
    debts: t.field({ type: [PayoffDebtType], resolve: (plan) => plan.debts }),
    avalanche: t.field({ type: PayoffScheduleType, description: "Highest APR first.", resolve: (plan) => plan.avalanche }),
    snowball: t.field({ type: PayoffScheduleType, description: "Smallest balance first.", resolve: (plan) => plan.snowball }),
    minimums: t.field({ type: PayoffScheduleType, description: "Only the minimums, no extra.", resolve: (plan) => plan.minimums }),
  }),
});

builder.queryField("debtPayoffPlan", (t) =>
  t.withAuth({ can: "own-data:read" }).field({
    type: DebtPayoffPlanType,
    description:
      "Avalanche against snowball for the member's credit cards and loans, with `extraPayment` a month on top of the minimums.",
    args: { extraPayment: t.arg({ type: "Decimal", required: false, description: "Dollars a month, 0 to 10,000; 0 when not given." }) },
    resolve: (_root, { extraPayment }, { viewer }) => getDebtPayoffPlan({ viewer, input: { extraPayment: extraPayment ?? 0 } }),
  }),
);
