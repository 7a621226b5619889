import {
  addDays,
  daysLeftInPeriod,
  nextPeriod,
  periodContaining,
  periodsPerYear,
  previousPeriod,
  utcDay,
  type PeriodRule,
} from "@/lib/budgets/budget-periods";
import { BUDGET_MESSAGES, parseDay } from "@/lib/budgets/budget-schema";
import type { BudgetPeriod } from "@/lib/budgets/calendar-month-period";
import { computeBudgetLines, type ComputedLine, type PeriodIncome } from "@/lib/budgets/compute-budget-lines";
import { readPeriodRule } from "@/lib/budgets/read-period-rule";
import { ensureCustomer } from "@/lib/customers/ensure-customer";
import { getDb, type Db, type Tx } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { Prisma, type BudgetGroup, type RecurringCadence } from "@/lib/generated/prisma/client";

const ZERO = new Prisma.Decimal(0);
export const BUDGET_GROUPS: readonly BudgetGroup[] = ["BILLS", "FLEXIBLE", "NON_MONTHLY", "GOALS"];

export type BudgetView = {
  period: BudgetPeriod & { kind: PeriodRule["kind"]; daysLeft: number; isCurrent: boolean };
  previousPeriodStart: Date;
  nextPeriodStart: Date;
  periodsPerYear: number;
  expectedIncome: Prisma.Decimal;
  planned: Prisma.Decimal;
  spent: Prisma.Decimal;
  leftToSpend: Prisma.Decimal;
  /** Flexible money left ÷ days left (today included), never below 0; null outside the current period. */
  safeToSpendToday: Prisma.Decimal | null;
  groups: Array<{ group: BudgetGroup; planned: Prisma.Decimal; spent: Prisma.Decimal; left: Prisma.Decimal; lines: ComputedLine[] }>;
  unbudgeted: {
    spent: Prisma.Decimal;
    categories: Array<{ category: { id: string; name: string; color: string } | null; spent: Prisma.Decimal }>;
  };
};

const sum = (values: Prisma.Decimal[]) => values.reduce((total, value) => total.plus(value), ZERO);

/** The member's budget for the period containing `periodStart` (the current one when absent). */
export async function getBudget({
  userId,
  periodStart,
  today = new Date(),
}: {
  userId: string;
  periodStart?: string | null;
  today?: Date;
}): Promise<BudgetView> {
  const day = periodStart ? parseDay(periodStart) : utcDay(today);
  if (!day) throw new AppError(AppErrorCode.INVALID_INPUT, BUDGET_MESSAGES.periodStart, { field: "periodStart" });
  const db = await getDb();
  const { id: customerId } = await ensureCustomer(db, userId);
  return buildBudgetView(db, { customerId, day, today });
}

export async function buildBudgetView(
  db: Db | Tx,
  { customerId, day, today }: { customerId: string; day: Date; today: Date },
): Promise<BudgetView> {
  const rule = await readPeriodRule(db, customerId);
  const period = periodContaining(rule, day);
  const { lines, unbudgeted, income: periodIncome } = await computeBudgetLines(db, { customerId, rule, period });
  const income = expectedIncomeIn(periodIncome, { period, today });

  const unbudgetedSpent = sum(unbudgeted.map((line) => line.spent));
  const planned = sum(lines.map((line) => line.budget.target));
  const spent = sum(lines.map((line) => line.spent)).plus(unbudgetedSpent);
  const available = sum(lines.map((line) => line.available));
  const daysLeft = daysLeftInPeriod(period, today);
  const isCurrent = period.start <= utcDay(today) && utcDay(today) <= period.end;
  const flexibleLeft = sum(lines.filter((line) => line.group === "FLEXIBLE").map((line) => line.left)).minus(unbudgetedSpent);
  const safeToSpendToday = isCurrent
    ? Prisma.Decimal.max(ZERO, flexibleLeft).div(daysLeft).toDecimalPlaces(2, Prisma.Decimal.ROUND_DOWN)
    : null;

  return {
    period: { ...period, kind: rule.kind, daysLeft, isCurrent },
    previousPeriodStart: previousPeriod(rule, period).start,
    nextPeriodStart: nextPeriod(rule, period).start,
    periodsPerYear: periodsPerYear(rule),
    expectedIncome: income,
    planned,
    spent,
    leftToSpend: available.minus(spent),
    safeToSpendToday,
    groups: BUDGET_GROUPS.map((group) => {
      const own = lines.filter((line) => line.group === group);
      return {
        group,
        planned: sum(own.map((line) => line.budget.target)),
        spent: sum(own.map((line) => line.spent)),
        left: sum(own.map((line) => line.left)),
        lines: own,
      };
    }),
    unbudgeted: {
      spent: unbudgetedSpent,
      categories: unbudgeted.map((line) => ({
        category: line.category,
        spent: line.spent,
      })),
    },
  };
}

/**
 * Income the period brings: what has come in already, plus the paychecks and other recurring income still due in it
 * (each detected INCOME series stepped forward from its next date by its cadence, from today on).
 */
function expectedIncomeIn(income: PeriodIncome, { period, today }: { period: BudgetPeriod; today: Date }): Prisma.Decimal {
  let total = income.received;
  const from = utcDay(today) > period.start ? utcDay(today) : period.start;
  for (const line of income.series) {
    for (let date = utcDay(line.nextDate), guard = 0; date <= period.end && guard < 400; date = stepCadence(date, line.cadence), guard += 1) {
      if (date >= from) total = total.plus(line.averageAmount.negated());
    }
  }
  return total;
}

function stepCadence(date: Date, cadence: RecurringCadence): Date {
  if (cadence === "WEEKLY") return addDays(date, 7);
  if (cadence === "BIWEEKLY") return addDays(date, 14);
  if (cadence === "MONTHLY") return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()));
  return new Date(Date.UTC(date.getUTCFullYear() + 1, date.getUTCMonth(), date.getUTCDate()));
}
