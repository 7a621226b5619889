import { budgetSelect, type BudgetRecord } from "@/lib/budgets/budget-record";
import { periodsBetween, periodsEndingWith, type PeriodRule } from "@/lib/budgets/budget-periods";
import type { BudgetPeriod } from "@/lib/budgets/calendar-month-period";
import { defaultRolloverMode, lineState, rolloverCarries, type LineState } from "@/lib/budgets/rollover";
import type { Db, Tx } from "@/lib/db";
import { Prisma, type BudgetGroup, type RolloverMode } from "@/lib/generated/prisma/client";
import { spendingDaysSql } from "@/lib/transactions/spending-days-sql";

const ZERO = new Prisma.Decimal(0);
/** How far back a rollover chain reads (docs/decisions.md, "Budget"): older periods no longer change today's carry. */
export const ROLLOVER_HISTORY_PERIODS = 36;

export const budgetLineSelect = {
  ...budgetSelect,
  budgetCategoryId: true,
  financialGoalId: true,
  periodStart: true,
  budgetCategory: { select: { ...budgetSelect.budgetCategory.select, budgetGroup: true, parentId: true } },
} as const;

type LineRow = Prisma.BudgetGetPayload<{ select: typeof budgetLineSelect }>;

export type ComputedLine = {
  budget: BudgetRecord;
  budgetCategoryId: string;
  group: BudgetGroup;
  rolloverMode: RolloverMode;
  carryIn: Prisma.Decimal;
  /** target + carryIn */
  available: Prisma.Decimal;
  spent: Prisma.Decimal;
  /** available − spent (negative when over) */
  left: Prisma.Decimal;
  percent: number;
  state: LineState;
};

export type UnbudgetedSpending = { budgetCategoryId: string | null; spent: Prisma.Decimal };

/** Spending per budget line and period, in one SQL aggregate over the spending lines (see periodSpending). */
type SpendingRow = { periodStart: Date; lineCategoryId: string | null; otherCategoryId: string | null; spent: Prisma.Decimal };

const iso = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The spending of each budget line in each period, one aggregate: EXPENSE lines summed by day (spendingDaysSql: split
 * parts apart, pending in, transfers and exclusions out) counted to the line of their own category in that period,
 * else to their primary category's line, else as unbudgeted spending under their primary category.
 */
export async function periodSpending(
  db: Db | Tx,
  { customerId, periods }: { customerId: string; periods: BudgetPeriod[] },
): Promise<SpendingRow[]> {
  if (periods.length === 0) return [];
  const first = periods[0]!.start;
  const last = periods[periods.length - 1]!;
  const starts = periods.map((period) => iso(period.start));
  const ends = periods.map((period) => iso(period.end));
  const rows = await db.$queryRaw<Array<{ periodStart: Date; lineCategoryId: string | null; otherCategoryId: string | null; spent: unknown }>>`
    WITH periods AS (
      SELECT p.s::date AS start, p.e::date AS "end" FROM unnest(${starts}::text[], ${ends}::text[]) AS p(s, e)
    ), keys AS (
      SELECT "budgetCategoryId", "periodStart" FROM "Budget"
      WHERE "customerId" = ${customerId} AND "periodStart" BETWEEN ${first}::date AND ${last.start}::date
    )
    SELECT p.start AS "periodStart",
      COALESCE(own."budgetCategoryId", parent."budgetCategoryId") AS "lineCategoryId",
      CASE WHEN own."budgetCategoryId" IS NULL AND parent."budgetCategoryId" IS NULL
        THEN COALESCE(l."parentCategoryId", l."budgetCategoryId") END AS "otherCategoryId",
      SUM(l.amount)::text AS spent
    FROM ${spendingDaysSql({ customerId, from: first, through: last.end })} l
    JOIN periods p ON l.date BETWEEN p.start AND p."end"
    LEFT JOIN keys own ON own."budgetCategoryId" = l."budgetCategoryId" AND own."periodStart" = p.start
    LEFT JOIN keys parent ON parent."budgetCategoryId" = l."parentCategoryId" AND parent."periodStart" = p.start
    WHERE l.kind = 'EXPENSE'
    GROUP BY 1, 2, 3`;
  return rows.map((row) => ({
    periodStart: new Date(row.periodStart),
    lineCategoryId: row.lineCategoryId,
    otherCategoryId: row.otherCategoryId,
    spent: new Prisma.Decimal(String(row.spent)),
  }));
}

/**
 * Every budget line of one period with its carry, spending and state, plus the period's spending no line covers.
 * A few queries whatever the number of lines: the lines, the category settings, the earlier targets of categories
 * that roll over, and one spending aggregate over all the periods involved.
 */
export async function computeBudgetLines(
  db: Db | Tx,
  { customerId, rule, period }: { customerId: string; rule: PeriodRule; period: BudgetPeriod },
): Promise<{ lines: ComputedLine[]; unbudgeted: UnbudgetedSpending[] }> {
  const [rows, settings] = await Promise.all([
    db.budget.findMany({
      where: { customerId, periodStart: period.start },
      select: budgetLineSelect,
      orderBy: [{ sortOrder: "asc" }, { budgetCategory: { name: "asc" } }],
    }),
    db.budgetCategorySetting.findMany({
      where: { customerId },
      select: { budgetCategoryId: true, rolloverMode: true, budgetGroup: true },
    }),
  ]);
  const settingOf = new Map(settings.map((setting) => [setting.budgetCategoryId, setting]));
  const describe = (row: LineRow) => {
    const setting = settingOf.get(row.budgetCategoryId);
    const group: BudgetGroup = row.financialGoalId ? "GOALS" : (setting?.budgetGroup ?? row.budgetCategory.budgetGroup);
    return { group, rolloverMode: setting?.rolloverMode ?? defaultRolloverMode(group) };
  };
  const described = rows.map((row) => ({ row, ...describe(row) }));
  const rolling = described.filter((line) => line.rolloverMode !== "OFF").map((line) => line.row.budgetCategoryId);

  const history = periodsEndingWith(rule, period.start, ROLLOVER_HISTORY_PERIODS + 1).slice(0, -1);
  const earlier =
    rolling.length > 0 && history.length > 0
      ? await db.budget.findMany({
          where: { customerId, budgetCategoryId: { in: rolling }, periodStart: { gte: history[0]!.start, lt: period.start } },
          select: { budgetCategoryId: true, periodStart: true, target: true },
        })
      : [];
  const firstRollingStart = earlier.reduce<Date | null>(
    (first, row) => (first === null || row.periodStart < first ? row.periodStart : first),
    null,
  );
  const periods = firstRollingStart ? periodsBetween(rule, firstRollingStart, period.end) : [period];
  const spending = await periodSpending(db, { customerId, periods });

  const spentOf = new Map<string, Prisma.Decimal>();
  const unbudgetedOf = new Map<string | null, Prisma.Decimal>();
  for (const row of spending) {
    if (row.lineCategoryId) {
      const key = `${row.lineCategoryId}|${iso(row.periodStart)}`;
      spentOf.set(key, (spentOf.get(key) ?? ZERO).plus(row.spent));
    } else if (row.periodStart.getTime() === period.start.getTime()) {
      unbudgetedOf.set(row.otherCategoryId, (unbudgetedOf.get(row.otherCategoryId) ?? ZERO).plus(row.spent));
    }
  }
  const targetOf = new Map(earlier.map((row) => [`${row.budgetCategoryId}|${iso(row.periodStart)}`, row.target]));
  const spentIn = (categoryId: string, start: Date) => spentOf.get(`${categoryId}|${iso(start)}`) ?? ZERO;

  const lines = described.map(({ row, group, rolloverMode }): ComputedLine => {
    let carryIn = ZERO;
    if (rolloverMode !== "OFF") {
      const ownStarts = earlier.filter((line) => line.budgetCategoryId === row.budgetCategoryId).map((line) => line.periodStart.getTime());
      const from = ownStarts.length > 0 ? Math.min(...ownStarts) : null;
      const chain = from === null ? [] : periods.filter((candidate) => candidate.start.getTime() >= from && candidate.start < period.start);
      const carries = rolloverCarries(rolloverMode, [
        ...chain.map((candidate) => ({
          target: targetOf.get(`${row.budgetCategoryId}|${iso(candidate.start)}`) ?? null,
          actual: spentIn(row.budgetCategoryId, candidate.start),
        })),
        { target: row.target, actual: ZERO },
      ]);
      carryIn = carries[carries.length - 1]!;
    }
    const available = row.target.plus(carryIn);
    const spent = spentIn(row.budgetCategoryId, period.start);
    return {
      budget: row,
      budgetCategoryId: row.budgetCategoryId,
      group,
      rolloverMode,
      carryIn,
      available,
      spent,
      left: available.minus(spent),
      ...lineState(available, spent),
    };
  });
  const unbudgeted = [...unbudgetedOf.entries()]
    .filter(([, spent]) => !spent.isZero())
    .map(([budgetCategoryId, spent]) => ({ budgetCategoryId, spent }))
    .sort((a, b) => b.spent.comparedTo(a.spent));
  return { lines, unbudgeted };
}
