import { budgetSelect, type BudgetRecord } from "@/lib/budgets/budget-record";
import { periodsBetween, periodsEndingWith, type PeriodRule } from "@/lib/budgets/budget-periods";
import type { BudgetPeriod } from "@/lib/budgets/calendar-month-period";
import { defaultRolloverMode, lineState, rolloverCarries, type LineState } from "@/lib/budgets/rollover";
import { queryRows, type Db, type Tx } from "@/lib/db";
import { Prisma, type BudgetGroup, type RecurringCadence, type RolloverMode } from "@/lib/generated/prisma/client";
import { dayFromJson, type AsJson } from "@/lib/db/json-values";
import { BUDGET_CATEGORY_JSON } from "@/lib/transactions/budget-category-json-sql";
import { isWholeMonths, spendingSumsSql } from "@/lib/transactions/spending-days-sql";

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

export type UnbudgetedSpending = {
  budgetCategoryId: string | null;
  category: { id: string; name: string; color: string } | null;
  spent: Prisma.Decimal;
};

/** The period's income so far and the member's recurring income (detected series), for the expected income. */
export type PeriodIncome = {
  received: Prisma.Decimal;
  series: Array<{ cadence: RecurringCadence; averageAmount: Prisma.Decimal; nextDate: Date }>;
};

/** Spending per budget line and period, in one SQL aggregate over the spending lines (see periodSpending). */
type SpendingRow = {
  periodStart: Date;
  lineCategoryId: string | null;
  otherCategoryId: string | null;
  /** The category unbudgeted spending counts under, named (null: no category, or one since deleted). */
  otherCategory: { id: string; name: string; color: string } | null;
  spent: Prisma.Decimal;
};

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
  const rows = await queryRows<{
    periodStart: string;
    lineCategoryId: string | null;
    otherCategoryId: string | null;
    otherName: string | null;
    otherColor: string | null;
    spent: string;
  }>(
    db,
    Prisma.sql`
    WITH periods AS (
      SELECT p.s::date AS start, p.e::date AS "end" FROM unnest(${starts}::text[], ${ends}::text[]) AS p(s, e)
    ), keys AS (
      SELECT "budgetCategoryId", "periodStart" FROM "Budget"
      WHERE "customerId" = ${customerId} AND "periodStart" BETWEEN ${iso(first)}::date AND ${iso(last.start)}::date
    ), sums AS (
      SELECT p.start AS "periodStart",
        COALESCE(own."budgetCategoryId", parent."budgetCategoryId") AS "lineCategoryId",
        CASE WHEN own."budgetCategoryId" IS NULL AND parent."budgetCategoryId" IS NULL
          THEN COALESCE(l."parentCategoryId", l."budgetCategoryId") END AS "otherCategoryId",
        SUM(l.amount) AS spent
      FROM ${spendingSumsSql({ customerId, from: first, through: last.end, wholeMonths: periods.every((period) => isWholeMonths({ from: period.start, through: period.end })) })} l
      JOIN periods p ON l.date BETWEEN p.start AND p."end"
      LEFT JOIN keys own ON own."budgetCategoryId" = l."budgetCategoryId" AND own."periodStart" = p.start
      LEFT JOIN keys parent ON parent."budgetCategoryId" = l."parentCategoryId" AND parent."periodStart" = p.start
      WHERE l.kind = 'EXPENSE'
      GROUP BY 1, 2, 3
    )
    SELECT sums."periodStart"::text AS "periodStart", sums."lineCategoryId", sums."otherCategoryId",
      other.name AS "otherName", other.color AS "otherColor", sums.spent::text AS spent
    FROM sums LEFT JOIN "BudgetCategory" other ON other.id = sums."otherCategoryId"`,
  );
  return rows.map((row) => ({
    periodStart: dayFromJson(row.periodStart),
    lineCategoryId: row.lineCategoryId,
    otherCategoryId: row.otherCategoryId,
    otherCategory: row.otherCategoryId && row.otherName ? { id: row.otherCategoryId, name: row.otherName, color: row.otherColor! } : null,
    spent: new Prisma.Decimal(row.spent),
  }));
}

type LineInputs = {
  lines: Array<Omit<AsJson<LineRow>, "monthYear" | "periodStart"> & { monthYear: string; periodStart: string }>;
  settings: Array<{ budgetCategoryId: string; rolloverMode: RolloverMode; budgetGroup: BudgetGroup | null }>;
  /** Earlier targets of the period's categories (those that roll over are used). */
  earlier: Array<{ budgetCategoryId: string; periodStart: string; target: string }>;
  incomeReceived: string | null;
  incomeSeries: Array<{ cadence: RecurringCadence; averageAmount: string; nextDate: string }>;
};

/**
 * What a period's lines are computed from, in one statement: the lines (budgetLineSelect, in the budget's order), the
 * member's category settings, the earlier targets of the lines' categories back to `historyStart`, and the period's
 * income so far with the member's recurring income.
 */
async function readLineInputs(
  db: Db | Tx,
  { customerId, period, historyStart }: { customerId: string; period: BudgetPeriod; historyStart: Date },
): Promise<LineInputs> {
  const start = iso(period.start);
  const [row] = await queryRows<{ inputs: LineInputs }>(
    db,
    Prisma.sql`SELECT json_build_object(
      'lines', (SELECT COALESCE(json_agg(${Prisma.raw(`json_build_object('id', b.id, 'target', b.target::text,
          'monthYear', b."monthYear"::text, 'sortOrder', b."sortOrder", 'isCustom', b."isCustom",
          'budgetCategoryId', b."budgetCategoryId", 'financialGoalId', b."financialGoalId", 'periodStart', b."periodStart"::text,
          'budgetCategory', ${BUDGET_CATEGORY_JSON},
          'financialGoal', CASE WHEN g.id IS NULL THEN NULL ELSE json_build_object('id', g.id, 'name', g.name, 'category', g.category) END)
        ORDER BY b."sortOrder", c.name`)}), '[]'::json)
        FROM "Budget" b
        JOIN "BudgetCategory" c ON c.id = b."budgetCategoryId"
        LEFT JOIN "BudgetCategory" cp ON cp.id = c."parentId"
        LEFT JOIN "FinancialGoal" g ON g.id = b."financialGoalId"
        WHERE b."customerId" = ${customerId} AND b."periodStart" = ${start}::date),
      'settings', (SELECT COALESCE(json_agg(json_build_object('budgetCategoryId', s."budgetCategoryId",
          'rolloverMode', s."rolloverMode", 'budgetGroup', s."budgetGroup")), '[]'::json)
        FROM "BudgetCategorySetting" s WHERE s."customerId" = ${customerId}),
      'earlier', (SELECT COALESCE(json_agg(json_build_object('budgetCategoryId', e."budgetCategoryId",
          'periodStart', e."periodStart"::text, 'target', e.target::text)), '[]'::json)
        FROM "Budget" e
        WHERE e."customerId" = ${customerId} AND e."periodStart" >= ${iso(historyStart)}::date AND e."periodStart" < ${start}::date
          AND e."budgetCategoryId" IN (SELECT "budgetCategoryId" FROM "Budget" WHERE "customerId" = ${customerId} AND "periodStart" = ${start}::date)),
      'incomeReceived', (SELECT (-SUM(l.amount))::text FROM ${spendingSumsSql({ customerId, from: period.start, through: period.end, wholeMonths: isWholeMonths({ from: period.start, through: period.end }) })} l
        WHERE l.kind = 'INCOME'),
      'incomeSeries', (SELECT COALESCE(json_agg(json_build_object('cadence', r.cadence, 'averageAmount', r."averageAmount"::text,
          'nextDate', r."nextDate"::text)), '[]'::json)
        FROM "RecurringSeries" r WHERE r."customerId" = ${customerId} AND r.kind = 'INCOME' AND r."dismissedAt" IS NULL)
    ) AS inputs`,
  );
  return row!.inputs;
}

function lineFromJson(line: LineInputs["lines"][number]): LineRow {
  return { ...line, target: new Prisma.Decimal(line.target), monthYear: dayFromJson(line.monthYear), periodStart: dayFromJson(line.periodStart) };
}

function incomeSeriesFromJson(series: LineInputs["incomeSeries"][number]): PeriodIncome["series"][number] {
  return { cadence: series.cadence, averageAmount: new Prisma.Decimal(series.averageAmount), nextDate: dayFromJson(series.nextDate) };
}

/**
 * Every budget line of one period with its carry, spending and state, plus the period's spending no line covers.
 * A few queries whatever the number of lines: the lines, the category settings, the earlier targets of categories
 * that roll over, and one spending aggregate over all the periods involved.
 */
export async function computeBudgetLines(
  db: Db | Tx,
  { customerId, rule, period }: { customerId: string; rule: PeriodRule; period: BudgetPeriod },
): Promise<{ lines: ComputedLine[]; unbudgeted: UnbudgetedSpending[]; income: PeriodIncome }> {
  const history = periodsEndingWith(rule, period.start, ROLLOVER_HISTORY_PERIODS + 1).slice(0, -1);
  const inputs = await readLineInputs(db, { customerId, period, historyStart: history[0]?.start ?? period.start });
  const rows = inputs.lines.map(lineFromJson);
  const settingOf = new Map(inputs.settings.map((setting) => [setting.budgetCategoryId, setting]));
  const describe = (row: LineRow) => {
    const setting = settingOf.get(row.budgetCategoryId);
    const group: BudgetGroup = row.financialGoalId ? "GOALS" : (setting?.budgetGroup ?? row.budgetCategory.budgetGroup);
    return { group, rolloverMode: setting?.rolloverMode ?? defaultRolloverMode(group) };
  };
  const described = rows.map((row) => ({ row, ...describe(row) }));
  const rolling = new Set(described.filter((line) => line.rolloverMode !== "OFF").map((line) => line.row.budgetCategoryId));

  const earlier = inputs.earlier
    .filter((row) => rolling.has(row.budgetCategoryId))
    .map((row) => ({ budgetCategoryId: row.budgetCategoryId, periodStart: dayFromJson(row.periodStart), target: new Prisma.Decimal(row.target) }));
  const firstRollingStart = earlier.reduce<Date | null>(
    (first, row) => (first === null || row.periodStart < first ? row.periodStart : first),
    null,
  );
  const periods = firstRollingStart ? periodsBetween(rule, firstRollingStart, period.end) : [period];
  const spending = await periodSpending(db, { customerId, periods });

  const spentOf = new Map<string, Prisma.Decimal>();
  const unbudgetedOf = new Map<string | null, UnbudgetedSpending>();
  for (const row of spending) {
    if (row.lineCategoryId) {
      const key = `${row.lineCategoryId}|${iso(row.periodStart)}`;
      spentOf.set(key, (spentOf.get(key) ?? ZERO).plus(row.spent));
    } else if (row.periodStart.getTime() === period.start.getTime()) {
      const sum = unbudgetedOf.get(row.otherCategoryId);
      unbudgetedOf.set(row.otherCategoryId, {
        budgetCategoryId: row.otherCategoryId,
        category: row.otherCategory,
        spent: (sum?.spent ?? ZERO).plus(row.spent),
      });
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
  const unbudgeted = [...unbudgetedOf.values()].filter((line) => !line.spent.isZero()).sort((a, b) => b.spent.comparedTo(a.spent));
  return { lines, unbudgeted, income: { received: new Prisma.Decimal(inputs.incomeReceived ?? 0), series: inputs.incomeSeries.map(incomeSeriesFromJson) } };
}
