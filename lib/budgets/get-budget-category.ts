import { periodContaining, periodsEndingWith, periodsPerYear, utcDay } from "@/lib/budgets/budget-periods";
import { BUDGET_MESSAGES, parseDay } from "@/lib/budgets/budget-schema";
import type { BudgetPeriod } from "@/lib/budgets/calendar-month-period";
import { computeBudgetLines, type ComputedLine } from "@/lib/budgets/compute-budget-lines";
import { readPeriodRule } from "@/lib/budgets/read-period-rule";
import { defaultRolloverMode } from "@/lib/budgets/rollover";
import { ensureCustomer } from "@/lib/customers/ensure-customer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { Prisma, type BudgetGroup, type RolloverMode } from "@/lib/generated/prisma/client";
import { spendingDaysSql } from "@/lib/transactions/spending-days-sql";
import { spendingLinesSql } from "@/lib/transactions/spending-lines-sql";

export const HISTORY_PERIODS = 6;
const TRANSACTIONS_SHOWN = 50;

export type BudgetCategoryView = {
  category: { id: string; name: string; color: string; parentName: string | null };
  period: BudgetPeriod & { isCurrent: boolean };
  periodsPerYear: number;
  group: BudgetGroup;
  rolloverMode: RolloverMode;
  /** This period's line, when the category has one. */
  line: ComputedLine | null;
  /** The other lines of the period, for 'Move money from …'. */
  otherLines: ComputedLine[];
  /** The last 6 periods, oldest first: target (null without a line) and what was spent. */
  history: Array<BudgetPeriod & { target: Prisma.Decimal | null; spent: Prisma.Decimal }>;
  transactions: Array<{ id: string; date: Date; merchant: string; amount: Prisma.Decimal; pending: boolean; categoryName: string | null }>;
};

/**
 * /budget-category/{id}: one category's target against its spending in the period containing `periodStart` (the
 * current one when absent), its last 6 periods and the period's transactions. A category counts its own spending and
 * that of its subcategories without a line of their own, as its budget line does.
 */
export async function getBudgetCategory({
  userId,
  budgetCategoryId,
  periodStart,
  today = new Date(),
}: {
  userId: string;
  budgetCategoryId: string;
  periodStart?: string | null;
  today?: Date;
}): Promise<BudgetCategoryView> {
  const day = periodStart ? parseDay(periodStart) : utcDay(today);
  if (!day) throw new AppError(AppErrorCode.INVALID_INPUT, BUDGET_MESSAGES.periodStart, { field: "periodStart" });
  const db = await getDb();
  const { id: customerId } = await ensureCustomer(db, userId);
  const category = await db.budgetCategory.findFirst({
    where: { id: budgetCategoryId, OR: [{ customerId: null }, { customerId }] },
    select: { id: true, name: true, color: true, budgetGroup: true, parent: { select: { name: true } } },
  });
  if (!category) throw new AppError(AppErrorCode.NOT_FOUND, BUDGET_MESSAGES.unknownCategory, { field: "budgetCategoryId" });

  const rule = await readPeriodRule(db, customerId);
  const period = periodContaining(rule, day);
  const history = periodsEndingWith(rule, period.start, HISTORY_PERIODS);
  const starts = history.map((item) => item.start.toISOString().slice(0, 10));
  const ends = history.map((item) => item.end.toISOString().slice(0, 10));
  const ownSpending = Prisma.sql`(l."budgetCategoryId" = ${category.id} OR (l."parentCategoryId" = ${category.id} AND NOT EXISTS (
      SELECT 1 FROM "Budget" b WHERE b."customerId" = ${customerId} AND b."budgetCategoryId" = l."budgetCategoryId" AND b."periodStart" = p.start)))`;

  const [{ lines }, setting, targets, spentRows, transactions] = await Promise.all([
    computeBudgetLines(db, { customerId, rule, period }),
    db.budgetCategorySetting.findUnique({
      where: { customerId_budgetCategoryId: { customerId, budgetCategoryId: category.id } },
      select: { rolloverMode: true, budgetGroup: true },
    }),
    db.budget.findMany({
      where: { customerId, budgetCategoryId: category.id, periodStart: { gte: history[0]!.start, lte: period.start } },
      select: { periodStart: true, target: true },
    }),
    db.$queryRaw<Array<{ periodStart: Date; spent: string }>>`
      WITH periods AS (
        SELECT p.s::date AS start, p.e::date AS "end" FROM unnest(${starts}::text[], ${ends}::text[]) AS p(s, e)
      )
      SELECT p.start AS "periodStart", SUM(l.amount)::text AS spent
      FROM ${spendingDaysSql({ customerId, from: history[0]!.start, through: period.end })} l
      JOIN periods p ON l.date BETWEEN p.start AND p."end"
      WHERE l.kind = 'EXPENSE' AND ${ownSpending}
      GROUP BY 1`,
    db.$queryRaw<Array<{ id: string; date: Date; merchant: string; amount: string; pending: boolean; categoryName: string | null }>>`
      SELECT l."transactionId" AS id, l.date, l.merchant, l.amount::text AS amount, l.pending, c.name AS "categoryName"
      FROM ${spendingLinesSql({ customerId, from: period.start, through: period.end })} l
      JOIN (SELECT ${period.start}::date AS start) p ON true
      LEFT JOIN "BudgetCategory" c ON c.id = l."budgetCategoryId"
      WHERE l.kind = 'EXPENSE' AND ${ownSpending}
      ORDER BY l.date DESC, l."transactionId" DESC
      LIMIT ${TRANSACTIONS_SHOWN}`,
  ]);
  const line = lines.find((candidate) => candidate.budgetCategoryId === category.id) ?? null;
  const group = line?.group ?? setting?.budgetGroup ?? category.budgetGroup;
  const targetOf = new Map(targets.map((row) => [row.periodStart.getTime(), row.target]));
  const spentOf = new Map(spentRows.map((row) => [new Date(row.periodStart).getTime(), new Prisma.Decimal(row.spent)]));
  const todayDay = utcDay(today);
  return {
    category: { id: category.id, name: category.name, color: category.color, parentName: category.parent?.name ?? null },
    period: { ...period, isCurrent: period.start <= todayDay && todayDay <= period.end },
    periodsPerYear: periodsPerYear(rule),
    group,
    rolloverMode: line?.rolloverMode ?? setting?.rolloverMode ?? defaultRolloverMode(group),
    line,
    otherLines: lines.filter((candidate) => candidate.budgetCategoryId !== category.id),
    history: history.map((item) => ({
      ...item,
      target: targetOf.get(item.start.getTime()) ?? null,
      spent: spentOf.get(item.start.getTime()) ?? new Prisma.Decimal(0),
    })),
    transactions: transactions.map((row) => ({ ...row, date: new Date(row.date), amount: new Prisma.Decimal(row.amount) })),
  };
}
