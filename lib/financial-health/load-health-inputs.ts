import type { Db, Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { spendingLinesSql } from "@/lib/transactions/spending-lines-sql";
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
  /** Credit card balances (the employer dashboard's 'lowering card debt', summed over the plan). */
  cardDebt: Prisma.Decimal;
};

type GoalRow = {
  completedAt: Date | null;
  pausedAt?: Date | null;
  createdAt?: Date;
  targetDate?: Date | null;
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

/** A goal is on track while its progress is at least 95 % of the share of its time that has passed (research §3c-5). */
export const ON_TRACK_SHARE = 0.95;

/**
 * A money goal's standing for the score: 1 when completed or on track, 0 when behind; null when it cannot be judged
 * (paused, a goal without money such as a checklist or manual goal, or no target date to keep pace with).
 * On track: progress >= 95 % of (days since the goal was set / days from then to its target date); a goal past its
 * date and not complete is behind.
 */
export function goalStanding(goal: GoalRow, now: Date): number | null {
  if (goal.completedAt) return goal.completenessBehavior === "MANUAL" ? null : 1;
  if (goal.pausedAt || goal.completenessBehavior === "MANUAL" || !goal.targetDate || !goal.createdAt) return null;
  if (now.getTime() > goal.targetDate.getTime()) return 0;
  const span = goal.targetDate.getTime() - goal.createdAt.getTime();
  const elapsed = span <= 0 ? 1 : Math.min(1, Math.max(0, (now.getTime() - goal.createdAt.getTime()) / span));
  return goalProgress(goal) >= elapsed * ON_TRACK_SHARE ? 1 : 0;
}

export type SpendingFigures = {
  /** Median essential spending of the months that have transactions; null when none do. */
  essentialMonthly: Prisma.Decimal | null;
  income: Prisma.Decimal;
  spending: Prisma.Decimal;
  /** Months of the last 3 full ones with any transaction counted. */
  months: number;
};

/**
 * The member's last 3 full calendar months of transactions (spendingLinesSql: splits by part, transfers and exclusions
 * left out) in one aggregate: the median of each month's essential spending (lines in ESSENTIAL categories), and the
 * period's income and spending. Months without any transaction (before the bank was linked) are not counted.
 */
export async function loadSpendingFigures({
  db,
  customerId,
  now,
}: {
  db: Db | Tx;
  customerId: string;
  now: Date;
}): Promise<SpendingFigures> {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, 1));
  const through = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  const lines = spendingLinesSql({ customerId, from, through });
  const [row] = await db.$queryRaw<Array<{ essential: string | null; income: string; spending: string; months: number }>>`
    SELECT (percentile_cont(0.5) WITHIN GROUP (ORDER BY m.essential))::numeric(16,2)::text AS essential,
      COALESCE(SUM(m.income), 0)::numeric(16,2)::text AS income,
      COALESCE(SUM(m.spending), 0)::numeric(16,2)::text AS spending,
      COUNT(*)::int AS months
    FROM (
      SELECT date_trunc('month', l.date) AS month,
        COALESCE(SUM(l.amount) FILTER (WHERE l.kind = 'EXPENSE' AND c."categoryType" = 'ESSENTIAL'), 0) AS essential,
        COALESCE(SUM(l.amount) FILTER (WHERE l.kind = 'EXPENSE'), 0) AS spending,
        COALESCE(-SUM(l.amount) FILTER (WHERE l.kind = 'INCOME'), 0) AS income
      FROM ${lines} l
      LEFT JOIN "BudgetCategory" c ON c.id = l."budgetCategoryId"
      GROUP BY 1
    ) m`;
  return {
    essentialMonthly: row?.essential ? new Prisma.Decimal(row.essential) : null,
    income: new Prisma.Decimal(row?.income ?? 0),
    spending: new Prisma.Decimal(row?.spending ?? 0),
    months: Number(row?.months ?? 0),
  };
}

export async function loadHealthInputs({
  db,
  customerId,
  now = new Date(),
}: {
  db: Db | Tx;
  customerId: string;
  now?: Date;
}): Promise<{ inputs: HealthInputs; overview: OverviewFigures; accountCount: number }> {
  const live = { customerId, deletedAt: null };
  const [assets, cards, loans, incomes, expenses, latestCreditScore, goals, spendingFigures] = await Promise.all([
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
        pausedAt: true,
        createdAt: true,
        targetDate: true,
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
    loadSpendingFigures({ db, customerId, now }),
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
  // Real spending when there is some: essential spending from transactions, else the expenses the member entered.
  const essential = spendingFigures.essentialMonthly?.gt(0) ? spendingFigures.essentialMonthly : null;
  const savingsRate =
    spendingFigures.months > 0 && spendingFigures.income.gt(0)
      ? spendingFigures.income.minus(spendingFigures.spending).div(spendingFigures.income).toNumber()
      : null;

  const liveValue = (account: { value: Prisma.Decimal; deletedAt: Date | null } | null) =>
    account && !account.deletedAt ? account.value : null;

  return {
    accountCount: assets.length + cards.length + loans.length,
    inputs: {
      liquidSavings: totalLiquidSavings.toNumber(),
      monthlyExpenses: essential ? essential.toNumber() : expenses.length > 0 ? monthlyExpenses.toNumber() : null,
      monthlyNetIncome: incomes.length > 0 ? netMonthly.toNumber() : null,
      annualGrossIncome: incomes.length > 0 ? grossMonthly.mul(12).toNumber() : null,
      consumerDebt: consumerDebt.toNumber(),
      mortgageDebt: mortgageDebt.toNumber(),
      creditScore: latestCreditScore?.value ?? null,
      savingsRate,
      goalProgress: goals
        .map((goal) =>
          goalStanding(
            {
              ...goal,
              quantifiables: goal.quantifiables.map((q) => ({
                value: q.value,
                current: liveValue(q.asset) ?? liveValue(q.creditCard) ?? liveValue(q.loan),
              })),
            },
            now,
          ),
        )
        .filter((standing): standing is number => standing !== null),
    },
    overview: {
      totalLiquidSavings,
      totalSavings,
      assetWorth,
      currentCreditScore: latestCreditScore?.value ?? null,
      cardDebt: sum(cards.map((card) => card.value)),
    },
  };
}
