import { addPeriodLines } from "@/lib/budgets/add-period-lines";
import { periodContaining, utcDay } from "@/lib/budgets/budget-periods";
import { BUDGET_MESSAGES, budgetSuggestionChoicesSchema } from "@/lib/budgets/budget-schema";
import { readPeriodRule } from "@/lib/budgets/read-period-rule";
import { ensureCustomer } from "@/lib/customers/ensure-customer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { toMoneyDecimal } from "@/lib/format/decimal";
import { parseInput } from "@/lib/validation/parse-input";

/**
 * 'Use suggestions': lines for the chosen categories in the period containing `periodStart` (the current one when
 * absent), all in one transaction. A category that already has a line in that period keeps it unchanged, so sending
 * the same choices twice creates nothing the second time. Answers how many lines were created.
 */
export async function applyBudgetSuggestions({
  userId,
  input,
  today = new Date(),
}: {
  userId: string;
  input: unknown;
  today?: Date;
}): Promise<{ created: number }> {
  const { periodStart, lines } = parseInput(budgetSuggestionChoicesSchema, input);
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const { id: customerId } = await ensureCustomer(tx, userId);
    const period = periodContaining(await readPeriodRule(tx, customerId), periodStart ?? utcDay(today));
    const ids = [...new Set(lines.map((line) => line.budgetCategoryId))];
    const known = await tx.budgetCategory.count({
      where: { id: { in: ids }, kind: "EXPENSE", OR: [{ customerId: null }, { customerId }] },
    });
    if (known !== ids.length) {
      throw new AppError(AppErrorCode.INVALID_INPUT, BUDGET_MESSAGES.unknownCategory, { field: "lines" });
    }
    return addPeriodLines({
      tx,
      customerId,
      period,
      lines: lines.map((line) => ({ budgetCategoryId: line.budgetCategoryId, target: toMoneyDecimal(line.target) })),
    });
  });
}
