import { periodContaining, periodsEndingWith, previousPeriod, utcDay, type PeriodRule } from "@/lib/budgets/budget-periods";
import { BUDGET_MESSAGES, parseDay } from "@/lib/budgets/budget-schema";
import type { BudgetPeriod } from "@/lib/budgets/calendar-month-period";
import { readPeriodRule } from "@/lib/budgets/read-period-rule";
import { ensureCustomer } from "@/lib/customers/ensure-customer";
import { getDb, type Db, type Tx } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { Prisma, type BudgetGroup } from "@/lib/generated/prisma/client";
import { spendingDaysSql } from "@/lib/transactions/spending-days-sql";

/** Below this a category's typical spending is not worth a line of its own: it stays under 'Everything else'. */
export const SUGGESTION_FLOOR = 10;
const ZERO = new Prisma.Decimal(0);
/** The shared fallback category (prisma/seed/reference/budget-categories.ts): nothing to plan for. */
const UNCATEGORIZED_CATEGORY = "Uncategorized";

export type BudgetSuggestion = {
  category: { id: string; name: string; color: string };
  group: BudgetGroup;
  /** Spending in each of the last 3 complete periods, oldest first. */
  history: Prisma.Decimal[];
  suggestedTarget: Prisma.Decimal;
};

/** The median of the values (the mean of the middle two for an even count); 0 for none. */
export function median(values: Prisma.Decimal[]): Prisma.Decimal {
  if (values.length === 0) return ZERO;
  const sorted = [...values].sort((a, b) => a.comparedTo(b));
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : sorted[middle - 1]!.plus(sorted[middle]!).div(2);
}

/** A suggested target: the median spend rounded up to the next $5; null when under $10 (research §1c-3). */
export function suggestedTarget(history: Prisma.Decimal[]): Prisma.Decimal | null {
  const typical = median(history);
  if (typical.lt(SUGGESTION_FLOOR)) return null;
  return typical.div(5).ceil().times(5);
}

/**
 * First-time targets for the period containing `periodStart` (the current one when absent): per primary category
 * (a subcategory's spending counts to its primary), the median of the last 3 complete periods, rounded up to $5.
 * Categories that already have a line in that period (and spending such lines cover), income and transfers,
 * 'Uncategorized' and anything under $10 are left out.
 */
export async function getBudgetSuggestions({
  userId,
  periodStart,
  today = new Date(),
}: {
  userId: string;
  periodStart?: string | null;
  today?: Date;
}): Promise<{ period: BudgetPeriod; suggestions: BudgetSuggestion[] }> {
  const day = periodStart ? parseDay(periodStart) : utcDay(today);
  if (!day) throw new AppError(AppErrorCode.INVALID_INPUT, BUDGET_MESSAGES.periodStart, { field: "periodStart" });
  const db = await getDb();
  const { id: customerId } = await ensureCustomer(db, userId);
  const rule = await readPeriodRule(db, customerId);
  return { period: periodContaining(rule, day), suggestions: await suggestionsFor(db, { customerId, rule, day, today }) };
}

export async function suggestionsFor(
  db: Db | Tx,
  { customerId, rule, day, today }: { customerId: string; rule: PeriodRule; day: Date; today: Date },
): Promise<BudgetSuggestion[]> {
  const period = periodContaining(rule, day);
  const lastComplete = previousPeriod(rule, periodContaining(rule, utcDay(today)));
  const history = periodsEndingWith(rule, lastComplete.start, 3);
  const starts = history.map((item) => item.start.toISOString().slice(0, 10));
  const ends = history.map((item) => item.end.toISOString().slice(0, 10));
  // Spending a line of the target period already covers (a subcategory with its own line) is left out, so a
  // primary category is suggested only for the rest of its spending.
  const existing = await db.budget.findMany({ where: { customerId, periodStart: period.start }, select: { budgetCategoryId: true } });
  const budgetedIds = existing.map((line) => line.budgetCategoryId);
  const rows = await db.$queryRaw<Array<{ periodStart: Date; categoryId: string; spent: string }>>`
    WITH periods AS (
      SELECT p.s::date AS start, p.e::date AS "end" FROM unnest(${starts}::text[], ${ends}::text[]) AS p(s, e)
    )
    SELECT p.start AS "periodStart", COALESCE(l."parentCategoryId", l."budgetCategoryId") AS "categoryId", SUM(l.amount)::text AS spent
    FROM ${spendingDaysSql({ customerId, from: history[0]!.start, through: history[2]!.end })} l
    JOIN periods p ON l.date BETWEEN p.start AND p."end"
    WHERE l.kind = 'EXPENSE' AND l."budgetCategoryId" IS NOT NULL AND NOT (l."budgetCategoryId" = ANY(${budgetedIds}::text[]))
    GROUP BY 1, 2`;
  const categoryIds = [...new Set(rows.map((row) => row.categoryId))];
  if (categoryIds.length === 0) return [];
  const [categories, settings] = await Promise.all([
    db.budgetCategory.findMany({
      where: { id: { in: categoryIds }, kind: "EXPENSE", OR: [{ customerId: null }, { customerId }] },
      select: { id: true, name: true, color: true, budgetGroup: true, customerId: true },
    }),
    db.budgetCategorySetting.findMany({ where: { customerId }, select: { budgetCategoryId: true, budgetGroup: true } }),
  ]);
  const budgeted = new Set(existing.map((line) => line.budgetCategoryId));
  const groupOf = new Map(settings.map((setting) => [setting.budgetCategoryId, setting.budgetGroup]));
  const suggestions: BudgetSuggestion[] = [];
  for (const category of categories) {
    if (budgeted.has(category.id) || (category.customerId === null && category.name === UNCATEGORIZED_CATEGORY)) continue;
    const spentIn = history.map((item) => {
      const row = rows.find((candidate) => candidate.categoryId === category.id && new Date(candidate.periodStart).getTime() === item.start.getTime());
      return row ? new Prisma.Decimal(row.spent) : ZERO;
    });
    const target = suggestedTarget(spentIn);
    if (!target) continue;
    suggestions.push({
      category: { id: category.id, name: category.name, color: category.color },
      group: groupOf.get(category.id) ?? category.budgetGroup,
      history: spentIn,
      suggestedTarget: target,
    });
  }
  return suggestions.sort((a, b) => b.suggestedTarget.comparedTo(a.suggestedTarget) || a.category.name.localeCompare(b.category.name));
}
