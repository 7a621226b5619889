import { budgetSelect, type BudgetRecord } from "@/lib/budgets/budget-record";
import { periodContaining, type PeriodRule } from "@/lib/budgets/budget-periods";
import type { BudgetPeriod } from "@/lib/budgets/calendar-month-period";
import { readPeriodRule } from "@/lib/budgets/read-period-rule";
import { BUDGET_MESSAGES, createBudgetSchema } from "@/lib/budgets/budget-schema";
import { ensureCustomer } from "@/lib/customers/ensure-customer";
import { getDb, type Tx } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { toMoneyDecimal } from "@/lib/format/decimal";
import type { BudgetCategoryType } from "@/lib/generated/prisma/client";
import { parseInput } from "@/lib/validation/parse-input";

/** The category the onboarding situation step budgets against (spec 000 §7), created on first use if missing. */
export const RENT_MORTGAGE_CATEGORY = {
  name: "Rent/Mortgage",
  color: "#1E3A8A",
  categoryType: "ESSENTIAL" as BudgetCategoryType,
} as const;

/**
 * A budget line for a category and month (spec 000 §4.9: the situation step sends target 0). One per member,
 * category and period: when it exists already it is returned unchanged, so repeating the step never overwrites a
 * target the member has set since. The month names one of the member's periods (periodForMonth); none means the
 * current period.
 */
export async function createBudget({ userId, input }: { userId: string; input: unknown }): Promise<BudgetRecord> {
  const { target, budgetCategoryName, monthYear } = parseInput(createBudgetSchema, input);
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const { id: customerId } = await ensureCustomer(tx, userId);
    const budgetCategoryId = await findCategoryId(tx, customerId, budgetCategoryName);
    const period = periodForMonth(await readPeriodRule(tx, customerId), monthYear);
    return tx.budget.upsert({
      where: { customerId_budgetCategoryId_periodStart: { customerId, budgetCategoryId, periodStart: period.start } },
      create: {
        customerId,
        budgetCategoryId,
        monthYear: monthOf(period.start),
        periodStart: period.start,
        periodEnd: period.end,
        target: toMoneyDecimal(target),
      },
      update: {},
      select: budgetSelect,
    });
  });
}

/** The member's own category of that name, else the shared one; the shared Rent/Mortgage category is made if absent. */
async function findCategoryId(tx: Tx, customerId: string, name: string): Promise<string> {
  const category = await tx.budgetCategory.findFirst({
    where: { name: { equals: name, mode: "insensitive" }, OR: [{ customerId }, { customerId: null }] },
    orderBy: { customerId: { sort: "asc", nulls: "last" } },
    select: { id: true },
  });
  if (category) return category.id;
  if (name.toLowerCase() !== RENT_MORTGAGE_CATEGORY.name.toLowerCase()) {
    throw new AppError(AppErrorCode.INVALID_INPUT, BUDGET_MESSAGES.unknownCategory, { field: "budgetCategoryName" });
  }
  // Shared categories have customerId null, which the unique key cannot guard; a transaction-scoped advisory lock
  // keeps two first-time callers from creating it twice.
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('budget-category:rent-mortgage'))`;
  const created = await tx.budgetCategory.findFirst({
    where: { name: RENT_MORTGAGE_CATEGORY.name, customerId: null },
    select: { id: true },
  });
  if (created) return created.id;
  const { id } = await tx.budgetCategory.create({ data: { ...RENT_MORTGAGE_CATEGORY }, select: { id: true } });
  return id;
}

/** The first day of the month `day` falls in: a line's monthYear (the spec's field). */
export function monthOf(day: Date): Date {
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
}

/**
 * The period the spec's monthYear means (docs/decisions.md, "Budget"): monthly budgets, the period that starts in
 * that month (on the member's start day); pay periods, the one containing the 1st of that month; no month, the period
 * containing today.
 */
export function periodForMonth(rule: PeriodRule, monthYear: Date | null, today: Date = new Date()): BudgetPeriod {
  if (!monthYear) return periodContaining(rule, today);
  if (rule.kind === "MONTHLY") {
    return periodContaining(rule, new Date(Date.UTC(monthYear.getUTCFullYear(), monthYear.getUTCMonth(), rule.monthStartDay)));
  }
  return periodContaining(rule, monthYear);
}
