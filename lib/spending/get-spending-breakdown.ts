import type { BudgetCategoryRecord } from "@/lib/transactions/transaction-records";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb, queryRows } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { isWholeMonths, spendingSumsSql } from "@/lib/transactions/spending-days-sql";
import { BUDGET_CATEGORY_JSON } from "@/lib/transactions/budget-category-json-sql";
import { spendingLinesSql } from "@/lib/transactions/spending-lines-sql";
import { parseInput } from "@/lib/validation/parse-input";
import { z } from "zod";
import {
  isoDay,
  PRESET_LABELS,
  resolveSpendingPeriods,
  SERIES_MONTHS,
  seriesMonths,
  spendingPeriodInputSchema,
  type DayRange,
} from "./spending-periods";

/** The shared BudgetCategory record (the GraphQL BudgetCategory type's source). */
export type SpendingCategoryRef = BudgetCategoryRecord;

export type SpendingCategoryLine = {
  budgetCategory: SpendingCategoryRef;
  parent: SpendingCategoryRef | null;
  amount: Prisma.Decimal;
  previousAmount: Prisma.Decimal;
  threePeriodAverage: Prisma.Decimal;
  /** This line's part of the period's spending, 0 to 1; null when there was no spending. */
  share: number | null;
  subcategories: SpendingCategoryLine[];
};

export type SpendingPeriodRecord = { from: string; to: string; label: string };

export type SpendingBreakdown = {
  period: SpendingPeriodRecord;
  previousPeriods: SpendingPeriodRecord[];
  hasTransactions: boolean;
  income: Prisma.Decimal;
  spending: Prisma.Decimal;
  net: Prisma.Decimal;
  previousSpending: Prisma.Decimal;
  threePeriodAverageSpending: Prisma.Decimal;
  categories: SpendingCategoryLine[];
  topMerchants: Array<{ merchant: string; amount: Prisma.Decimal; count: number }>;
  monthly: Array<{ month: string; income: Prisma.Decimal; spending: Prisma.Decimal; net: Prisma.Decimal }>;
};

export const spendingBreakdownInputSchema = z.object({
  period: spendingPeriodInputSchema.nullish(),
  months: z
    .number()
    .int()
    .refine((value) => (SERIES_MONTHS as readonly number[]).includes(value), "Show 6 or 12 months.")
    .nullish(),
});

const TOP_MERCHANTS = 10;
const ZERO = new Prisma.Decimal(0);
const dec = (text: string | null) => (text === null ? ZERO : new Prisma.Decimal(text));
/** Money sums as exact text, so both database drivers hand back the same digits. */
const money = (expression: Prisma.Sql) => Prisma.sql`COALESCE(${expression}, 0)::numeric(16,2)::text`;

/** level: 3 the period's total, 1 a primary category (with its subcategories), 0 one category within a primary. */
type CategoryRow = {
  primaryId: string | null;
  categoryId: string | null;
  level: number;
  amount: string;
  previous: string;
  average: string;
};

type CategoryInfo = SpendingCategoryRef & { parentId: string | null };

/** The one statement's answer (money as exact text; months as YYYY-MM-DD). */
type Figures = {
  categories: CategoryRow[];
  infos: CategoryInfo[];
  totals: { income: string; spending: string; hasTransactions: boolean } | null;
  merchants: Array<{ merchant: string; amount: string; count: number }>;
  series: Array<{ month: string; income: string; spending: string }>;
};

/** The top merchants of a period as a json array, from its own lines (any period). */
function periodMerchantsSql(customerId: string, period: DayRange): Prisma.Sql {
  return Prisma.sql`(SELECT COALESCE(json_agg(m ORDER BY m.rank), '[]'::json) FROM (
    SELECT (array_agg(l.merchant ORDER BY l.date DESC, l."transactionId"))[1] AS merchant,
      ${money(Prisma.sql`SUM(l.amount)`)} AS amount, COUNT(DISTINCT l."transactionId")::int AS count,
      row_number() OVER (ORDER BY SUM(l.amount) DESC, (array_agg(l.merchant ORDER BY l.date DESC, l."transactionId"))[1]) AS rank
    FROM ${spendingLinesSql({ customerId, from: period.from, through: period.to })} l
    WHERE l.kind = 'EXPENSE'
    GROUP BY COALESCE(NULLIF(l."merchantKey", ''), lower(l.merchant))
    HAVING SUM(l.amount) > 0
    ORDER BY rank
    LIMIT ${TOP_MERCHANTS}
  ) m)`;
}

/** The same, for a period of whole months, from the monthly merchant sums (MonthlyMerchantSpending). */
function monthlyMerchantsSql(customerId: string, period: DayRange): Prisma.Sql {
  const named = Prisma.sql`(array_agg(m.merchant ORDER BY m."lastDate" DESC, m."lastTransactionId"))[1]`;
  return Prisma.sql`(SELECT COALESCE(json_agg(m ORDER BY m.rank), '[]'::json) FROM (
    SELECT ${named} AS merchant, ${money(Prisma.sql`SUM(m.amount)`)} AS amount, SUM(m."transactionCount")::int AS count,
      row_number() OVER (ORDER BY SUM(m.amount) DESC, ${named}) AS rank
    FROM "MonthlyMerchantSpending" m
    WHERE m."customerId" = ${customerId} AND m.month BETWEEN ${isoDay(period.from)}::date AND ${isoDay(period.to)}::date
    GROUP BY m."merchantKey"
    HAVING SUM(m.amount) > 0
    ORDER BY rank
    LIMIT ${TOP_MERCHANTS}
  ) m)`;
}

function periodRecord(range: DayRange, label: string): SpendingPeriodRecord {
  return { from: isoDay(range.from), to: isoDay(range.to), label };
}

/**
 * The viewer's spending by category for a period against the period before and the average of the three before,
 * their top merchants, income, spending and net, and income against spending by month (issue 12 item 4). Every sum is
 * a SQL aggregate over the daily sums (DailySpending; merchants over spendingLinesSql): splits count by part, excluded
 * transactions and paired transfers never, and refunds (money back in a spending category) reduce that category's
 * spending. A primary category's figures include its subcategories'.
 */
export async function getSpendingBreakdown({
  viewer,
  input,
  now = new Date(),
}: {
  viewer: Viewer | null;
  input: unknown;
  now?: Date;
}): Promise<SpendingBreakdown> {
  authorize(viewer, "own-data:read");
  const parsed = parseInput(spendingBreakdownInputSchema, input ?? {});
  const periods = resolveSpendingPeriods(parsed.period ?? {}, now);
  const months = seriesMonths(periods.current.to, parsed.months ?? 6);
  const [p0, p1, , p3] = [periods.current, ...periods.previous];
  const label = periods.preset ? PRESET_LABELS[periods.preset] : `${isoDay(p0.from)} to ${isoDay(p0.to)}`;
  const db = await getDb();
  const [customer] = await queryRows<{ id: string }>(db, Prisma.sql`SELECT id FROM "Customer" WHERE "userId" = ${viewer.userId}`);
  const base = {
    period: periodRecord(p0, label),
    previousPeriods: periods.previous.map((range) => periodRecord(range, `${isoDay(range.from)} to ${isoDay(range.to)}`)),
  };
  if (!customer) return { ...base, ...emptyFigures(months) };
  const customerId = customer.id;

  // One statement: the sums over every range the figures need (the period and the three before it, and the months of
  // the series) aggregated three ways, and the period's merchants. Whole months (every preset) read the monthly sums;
  // a custom period the daily sums and its own lines.
  const seriesEnd = lastDayOfMonth(months.at(-1)!);
  const from = p3!.from < months[0]! ? p3!.from : months[0]!;
  const through = p0!.to > seriesEnd ? p0!.to : seriesEnd;
  const byMonths = [p0!, ...periods.previous].every((range) => isWholeMonths({ from: range.from, through: range.to }));
  const sums = spendingSumsSql({ customerId, from, through, wholeMonths: byMonths });
  const [answer] = await queryRows<{ figures: Figures | string }>(
    db,
    Prisma.sql`
    WITH l AS MATERIALIZED ${sums},
      -- Looked up once (a join to the lookup would repeat it per line when the planner misjudges the lines' count).
      uncategorized AS MATERIALIZED (
        SELECT (SELECT id FROM "BudgetCategory" WHERE "customerId" IS NULL AND name = 'Uncategorized' LIMIT 1) AS id
      )
    SELECT json_build_object(
      'categories', (SELECT COALESCE(json_agg(c), '[]'::json) FROM (
        SELECT x."primaryId", x."categoryId", GROUPING(x."primaryId", x."categoryId")::int AS level,
          ${money(Prisma.sql`SUM(x.amount) FILTER (WHERE x.date >= ${isoDay(p0!.from)}::date)`)} AS amount,
          ${money(Prisma.sql`SUM(x.amount) FILTER (WHERE x.date BETWEEN ${isoDay(p1!.from)}::date AND ${isoDay(p1!.to)}::date)`)} AS previous,
          ${money(Prisma.sql`ROUND(SUM(x.amount) FILTER (WHERE x.date < ${isoDay(p0!.from)}::date) / 3, 2)`)} AS average
        FROM (
          SELECT l.date, l.amount, COALESCE(l."parentCategoryId", l."budgetCategoryId", u.id) AS "primaryId",
            COALESCE(l."budgetCategoryId", u.id) AS "categoryId"
          FROM l, uncategorized u
          WHERE l.kind = 'EXPENSE' AND l.date BETWEEN ${isoDay(p3!.from)}::date AND ${isoDay(p0!.to)}::date
        ) x
        GROUP BY GROUPING SETS ((), (x."primaryId"), (x."primaryId", x."categoryId"))
      ) c),
      'totals', (SELECT row_to_json(t) FROM (
        SELECT ${money(Prisma.sql`-SUM(l.amount) FILTER (WHERE l.kind = 'INCOME')`)} AS income,
          ${money(Prisma.sql`SUM(l.amount) FILTER (WHERE l.kind = 'EXPENSE')`)} AS spending,
          EXISTS (SELECT 1 FROM "Transaction" t WHERE t."customerId" = ${customerId}) AS "hasTransactions"
        FROM l WHERE l.date BETWEEN ${isoDay(p0!.from)}::date AND ${isoDay(p0!.to)}::date
      ) t),
      'merchants', ${byMonths ? monthlyMerchantsSql(customerId, p0!) : periodMerchantsSql(customerId, p0!)},
      'series', (SELECT COALESCE(json_agg(s), '[]'::json) FROM (
        SELECT to_char(date_trunc('month', l.date), 'YYYY-MM-DD') AS month,
          ${money(Prisma.sql`-SUM(l.amount) FILTER (WHERE l.kind = 'INCOME')`)} AS income,
          ${money(Prisma.sql`SUM(l.amount) FILTER (WHERE l.kind = 'EXPENSE')`)} AS spending
        FROM l WHERE l.date BETWEEN ${isoDay(months[0]!)}::date AND ${isoDay(seriesEnd)}::date
        GROUP BY 1
      ) s),
      'infos', (SELECT COALESCE(json_agg(${Prisma.raw(BUDGET_CATEGORY_JSON)}), '[]'::json)
        FROM "BudgetCategory" c LEFT JOIN "BudgetCategory" cp ON cp.id = c."parentId"
        WHERE c.id IN (SELECT COALESCE(l."parentCategoryId", l."budgetCategoryId") FROM l WHERE l.kind = 'EXPENSE'
          UNION SELECT l."budgetCategoryId" FROM l WHERE l.kind = 'EXPENSE' UNION SELECT id FROM uncategorized))
    ) AS figures`,
  );
  const figures = typeof answer!.figures === "string" ? (JSON.parse(answer!.figures) as Figures) : answer!.figures;
  const { categories: categoryRows, totals, merchants, series } = figures;
  const infos = new Map(figures.infos.map((info) => [info.id, info]));
  const total = totals;
  const grandTotal = categoryRows.find((row) => Number(row.level) === 3);
  const spending = dec(total?.spending ?? null);
  const income = dec(total?.income ?? null);
  const byMonth = new Map(series.map((row) => [row.month, row]));

  return {
    ...base,
    hasTransactions: total?.hasTransactions ?? false,
    income,
    spending,
    net: income.minus(spending),
    previousSpending: dec(grandTotal?.previous ?? null),
    threePeriodAverageSpending: dec(grandTotal?.average ?? null),
    categories: categoryLinesFrom(categoryRows, infos, spending),
    topMerchants: merchants.map((row) => ({ merchant: row.merchant, amount: dec(row.amount), count: Number(row.count) })),
    monthly: months.map((start) => {
      const row = byMonth.get(isoDay(start));
      const monthIncome = dec(row?.income ?? null);
      const monthSpending = dec(row?.spending ?? null);
      return { month: isoDay(start), income: monthIncome, spending: monthSpending, net: monthIncome.minus(monthSpending) };
    }),
  };
}

const UNKNOWN_CATEGORY: SpendingCategoryRef = {
  id: "uncategorized",
  name: "Uncategorized",
  color: "#64748B",
  categoryType: "DISCRETIONARY",
  kind: "EXPENSE",
  budgetGroup: "FLEXIBLE",
  customerId: null,
  parent: null,
};

function categoryLinesFrom(rows: CategoryRow[], infos: Map<string, CategoryInfo>, spending: Prisma.Decimal): SpendingCategoryLine[] {
  const ref = (id: string | null): SpendingCategoryRef => {
    const info = id ? infos.get(id) : undefined;
    if (!info) return UNKNOWN_CATEGORY;
    const { parentId: _parentId, ...category } = info;
    return category;
  };
  const share = (amount: Prisma.Decimal) =>
    spending.gt(0) && amount.gt(0) ? amount.div(spending).toDecimalPlaces(4).toNumber() : null;
  const line = (row: CategoryRow, parent: SpendingCategoryRef | null, subcategories: SpendingCategoryLine[]) => {
    const amount = dec(row.amount);
    return {
      budgetCategory: ref(Number(row.level) === 1 ? row.primaryId : row.categoryId),
      parent,
      amount,
      previousAmount: dec(row.previous),
      threePeriodAverage: dec(row.average),
      share: share(amount),
      subcategories,
    };
  };
  const meaningful = (row: CategoryRow) => [row.amount, row.previous, row.average].some((value) => !dec(value).isZero());
  const byAmount = (a: SpendingCategoryLine, b: SpendingCategoryLine) =>
    b.amount.comparedTo(a.amount) || b.previousAmount.comparedTo(a.previousAmount) || a.budgetCategory.name.localeCompare(b.budgetCategory.name);

  return rows
    .filter((row) => Number(row.level) === 1 && meaningful(row))
    .map((primary) => {
      const parent = ref(primary.primaryId);
      const children = rows
        .filter((row) => Number(row.level) === 0 && row.primaryId === primary.primaryId && meaningful(row))
        .map((row) => line(row, parent, []))
        .sort(byAmount);
      // A primary whose only line is itself (no subcategory used) has nothing to expand.
      const subcategories = children.length === 1 && children[0]!.budgetCategory.id === parent.id ? [] : children;
      return line(primary, null, subcategories);
    })
    .sort(byAmount);
}

function lastDayOfMonth(monthStart: Date): Date {
  return new Date(Date.UTC(monthStart.getUTCFullYear(), monthStart.getUTCMonth() + 1, 0));
}

function emptyFigures(months: Date[]): Omit<SpendingBreakdown, "period" | "previousPeriods"> {
  return {
    hasTransactions: false,
    income: ZERO,
    spending: ZERO,
    net: ZERO,
    previousSpending: ZERO,
    threePeriodAverageSpending: ZERO,
    categories: [],
    topMerchants: [],
    monthly: months.map((start) => ({ month: isoDay(start), income: ZERO, spending: ZERO, net: ZERO })),
  };
}
