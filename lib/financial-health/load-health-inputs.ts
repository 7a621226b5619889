import type { Db, Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { HealthInputs } from "./compute-health-score";

// Reads what the health score and the current overview are made of (001 §3 Current overview). Sums stay exact
// (Decimal) for the overview; the score gets plain numbers because it only compares them.

/** Investment and retirement accounts count as savings; homes, vehicles and other property do not. */
const INVESTMENT_TYPES = new Set(["investment", "brokerage"]);
const SAVINGS_SUBTYPES_EXACT = new Set(["cd", "hsa", "savings", "checking", "moneymarket", "cashmanagement"]);
const SAVINGS_SUBTYPE_PARTS = ["ira", "roth", "401", "403", "457", "529", "brokerage", "pension", "retirement", "keogh", "mutualfund", "stock"];

export function isSavingsAsset(asset: { liquid: boolean; type: string | null; subtype: string | null }): boolean {
  if (asset.liquid) return true;
  if (asset.type && INVESTMENT_TYPES.has(asset.type.trim().toLowerCase())) return true;
  const subtype = (asset.subtype ?? "").toLowerCase().replace(/[^a-z0-9]/g, "");
  return SAVINGS_SUBTYPES_EXACT.has(subtype) || SAVINGS_SUBTYPE_PARTS.some((part) => subtype.includes(part));
}

/** Interval codes (prisma/schema.prisma): 0 weekly, 1 every two weeks, 2 monthly, 3 yearly. */
const PERIODS_PER_YEAR: Record<number, number> = { 0: 52, 1: 26, 2: 12, 3: 1 };

export function monthlyAmount(value: Prisma.Decimal, interval: number): Prisma.Decimal {
  return value.mul(PERIODS_PER_YEAR[interval] ?? 12).div(12);
}

export type OverviewFigures = {
  totalLiquidSavings: Prisma.Decimal;
  totalSavings: Prisma.Decimal;
  assetWorth: Prisma.Decimal;
  currentCreditScore: number | null;
};

type GoalRow = {
  completedAt: Date | null;
  completenessBehavior: "REACH_TARGET_VALUE" | "PAY_OFF_BALANCE" | "MANUAL";
  startingValue: Prisma.Decimal | null;
  endValue: Prisma.Decimal | null;
  quantifiables: { value: Prisma.Decimal; current: Prisma.Decimal | null }[];
};

/**
 * 0 to 1: a completed goal is done; a savings goal is the saved amount over the target; a pay-off goal is the part of
 * the starting balance paid off; anything else (manual goals, goals without figures) has not measurably started.
 * Linked accounts count with their live balance, falling back to the figure last taken from them.
 */
export function goalProgress(goal: GoalRow): number {
  if (goal.completedAt) return 1;
  const linked = goal.quantifiables.reduce((sum, q) => sum.plus(q.current ?? q.value), new Prisma.Decimal(0));
  if (goal.completenessBehavior === "REACH_TARGET_VALUE" && goal.endValue?.gt(0)) {
    const saved = goal.quantifiables.length > 0 ? linked : (goal.startingValue ?? new Prisma.Decimal(0));
    return Math.min(1, Math.max(0, saved.div(goal.endValue).toNumber()));
  }
  if (goal.completenessBehavior === "PAY_OFF_BALANCE" && goal.startingValue?.gt(0) && goal.quantifiables.length > 0) {
    return Math.min(1, Math.max(0, 1 - linked.div(goal.startingValue).toNumber()));
  }
  return 0;
}

export async function loadHealthInputs({
  db,
  customerId,
}: {
  db: Db | Tx;
  customerId: string;
}): Promise<{ inputs: HealthInputs; overview: OverviewFigures; accountCount: number }> {
  const live = { customerId, deletedAt: null };
  const [assets, cards, loans, incomes, expenses, latestCreditScore, goals] = await Promise.all([
    db.asset.findMany({ where: live, select: { value: true, liquid: true, type: true, subtype: true } }),
    db.creditCard.findMany({ where: live, select: { value: true } }),
    db.loan.findMany({ where: live, select: { value: true, kind: true } }),
    db.income.findMany({ where: { customerId }, select: { grossMonthly: true, netMonthly: true } }),
    db.expense.findMany({ where: { customerId }, select: { value: true, interval: true } }),
    db.creditScore.findFirst({
      where: { customerId },
      orderBy: [{ updatedAt: "desc" }, { createdAt: "desc" }],
      select: { value: true },
    }),
    db.financialGoal.findMany({
      where: { customerId },
      select: {
        completedAt: true,
        completenessBehavior: true,
        startingValue: true,
        endValue: true,
        quantifiables: {
          select: {
            value: true,
            asset: { select: { value: true, deletedAt: true } },
            creditCard: { select: { value: true, deletedAt: true } },
            loan: { select: { value: true, deletedAt: true } },
          },
        },
      },
    }),
  ]);

  const zero = new Prisma.Decimal(0);
  const sum = (values: Prisma.Decimal[]) => values.reduce((total, value) => total.plus(value), zero);

  const assetWorth = sum(assets.map((asset) => asset.value));
  const totalLiquidSavings = sum(assets.filter((asset) => asset.liquid).map((asset) => asset.value));
  const totalSavings = sum(assets.filter(isSavingsAsset).map((asset) => asset.value));
  const mortgageDebt = sum(loans.filter((loan) => loan.kind === "MORTGAGE").map((loan) => loan.value));
  const consumerDebt = sum(cards.map((card) => card.value)).plus(
    sum(loans.filter((loan) => loan.kind !== "MORTGAGE").map((loan) => loan.value)),
  );
  const grossMonthly = sum(incomes.map((income) => income.grossMonthly));
  const netMonthly = sum(incomes.map((income) => income.netMonthly));
  const monthlyExpenses = sum(expenses.map((expense) => monthlyAmount(expense.value, expense.interval)));

  const liveValue = (account: { value: Prisma.Decimal; deletedAt: Date | null } | null) =>
    account && !account.deletedAt ? account.value : null;

  return {
    accountCount: assets.length + cards.length + loans.length,
    inputs: {
      liquidSavings: totalLiquidSavings.toNumber(),
      monthlyExpenses: expenses.length > 0 ? monthlyExpenses.toNumber() : null,
      monthlyNetIncome: incomes.length > 0 ? netMonthly.toNumber() : null,
      annualGrossIncome: incomes.length > 0 ? grossMonthly.mul(12).toNumber() : null,
      consumerDebt: consumerDebt.toNumber(),
      mortgageDebt: mortgageDebt.toNumber(),
      creditScore: latestCreditScore?.value ?? null,
      goalProgress: goals.map((goal) =>
        goalProgress({
          ...goal,
          quantifiables: goal.quantifiables.map((q) => ({
            value: q.value,
            current: liveValue(q.asset) ?? liveValue(q.creditCard) ?? liveValue(q.loan),
          })),
        }),
      ),
    },
    overview: {
      totalLiquidSavings,
      totalSavings,
      assetWorth,
      currentCreditScore: latestCreditScore?.value ?? null,
    },
  };
}
