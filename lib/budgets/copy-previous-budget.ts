import { addPeriodLines } from "@/lib/budgets/add-period-lines";
import { periodContaining, previousPeriod, utcDay } from "@/lib/budgets/budget-periods";
import { periodStartSchema } from "@/lib/budgets/budget-schema";
import { readPeriodRule } from "@/lib/budgets/read-period-rule";
import { ensureCustomer } from "@/lib/customers/ensure-customer";
import { getDb } from "@/lib/db";
import { parseInput } from "@/lib/validation/parse-input";

/**
 * 'Copy last period': every line of the previous period (target, goal, order) into the period containing
 * `periodStart` (the current one when absent), in one statement; categories that already have a line keep it.
 */
export async function copyPreviousBudget({
  userId,
  input,
  today = new Date(),
}: {
  userId: string;
  input: unknown;
  today?: Date;
}): Promise<{ created: number }> {
  const { periodStart } = parseInput(periodStartSchema, input);
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const { id: customerId } = await ensureCustomer(tx, userId);
    const rule = await readPeriodRule(tx, customerId);
    const period = periodContaining(rule, periodStart ?? utcDay(today));
    const previous = await tx.budget.findMany({
      where: { customerId, periodStart: previousPeriod(rule, period).start },
      select: { budgetCategoryId: true, financialGoalId: true, target: true, sortOrder: true, isCustom: true },
    });
    return addPeriodLines({ tx, customerId, period, lines: previous });
  });
}
