import { Prisma } from "@/lib/generated/prisma/client";

/**
 * The member's spending lines summed per day and category between two days (inclusive), from the DailySpending
 * table the database keeps current (see its model): the same figures as summing spendingLinesSql by date and
 * category, in a few rows per day. For sums by period and category; what needs single transactions (merchants,
 * pending, counts of transactions) reads spendingLinesSql.
 *
 * Columns: date, "budgetCategoryId" (null for lines without one), "parentCategoryId", kind (EXPENSE, INCOME or
 * TRANSFER; EXPENSE when the category is missing), amount (provider sign), "lineCount".
 */
/** Days as text: a Date would reach PostgreSQL through the pg driver in the server's local time. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function spendingDaysSql({ customerId, from, through }: { customerId: string; from: Date; through: Date }): Prisma.Sql {
  return Prisma.sql`(
    SELECT d.date, NULLIF(d."budgetCategoryId", '') AS "budgetCategoryId", c."parentId" AS "parentCategoryId",
      COALESCE(c.kind, 'EXPENSE'::"CategoryKind") AS kind, d.amount, d."lineCount"
    FROM "DailySpending" d
    LEFT JOIN "BudgetCategory" c ON c.id = NULLIF(d."budgetCategoryId", '')
    WHERE d."customerId" = ${customerId}
      AND d.date BETWEEN ${isoDay(from)}::date AND ${isoDay(through)}::date
  )`;
}

/**
 * The same columns as spendingDaysSql, from the monthly sums (MonthlySpending): one row per category and month, dated
 * the month's first day, for months `fromMonth` through `throughMonth` (first days). For figures over whole months.
 */
export function spendingMonthsSql({ customerId, fromMonth, throughMonth }: { customerId: string; fromMonth: Date; throughMonth: Date }): Prisma.Sql {
  return Prisma.sql`(
    SELECT m.month AS date, NULLIF(m."budgetCategoryId", '') AS "budgetCategoryId", c."parentId" AS "parentCategoryId",
      COALESCE(c.kind, 'EXPENSE'::"CategoryKind") AS kind, m.amount, m."lineCount"
    FROM "MonthlySpending" m
    LEFT JOIN "BudgetCategory" c ON c.id = NULLIF(m."budgetCategoryId", '')
    WHERE m."customerId" = ${customerId}
      AND m.month BETWEEN ${isoDay(fromMonth)}::date AND ${isoDay(throughMonth)}::date
  )`;
}

/** Whether a range runs from a month's first day to a month's last day (whole months). */
export function isWholeMonths({ from, through }: { from: Date; through: Date }): boolean {
  const dayAfter = new Date(through.getTime() + 86_400_000);
  return from.getUTCDate() === 1 && dayAfter.getUTCDate() === 1;
}

/**
 * The sums of a range whose every sub-range the caller filters on is whole months, from the monthly sums; else from
 * the daily sums. The caller says which with `wholeMonths` (see isWholeMonths).
 */
export function spendingSumsSql({ customerId, from, through, wholeMonths }: { customerId: string; from: Date; through: Date; wholeMonths: boolean }): Prisma.Sql {
  return wholeMonths
    ? spendingMonthsSql({ customerId, fromMonth: from, throughMonth: through })
    : spendingDaysSql({ customerId, from, through });
}
