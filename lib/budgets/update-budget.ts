import { budgetSelect, type BudgetRecord } from "@/lib/budgets/budget-record";
import { BUDGET_MESSAGES, updateBudgetSchema } from "@/lib/budgets/budget-schema";
import { ensureCustomer } from "@/lib/customers/ensure-customer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { toMoneyDecimal } from "@/lib/format/decimal";
import { parseInput } from "@/lib/validation/parse-input";

/** Sets a budget's target. Another member's budget answers exactly like a missing one. */
export async function updateBudget({ userId, input }: { userId: string; input: unknown }): Promise<BudgetRecord> {
  const { id, target } = parseInput(updateBudgetSchema, input);
  const db = await getDb();
  const { id: customerId } = await ensureCustomer(db, userId);
  const { count } = await db.budget.updateMany({ where: { id, customerId }, data: { target: toMoneyDecimal(target) } });
  if (count === 0) throw new AppError(AppErrorCode.NOT_FOUND, BUDGET_MESSAGES.notFound, { field: "id" });
  return db.budget.findUniqueOrThrow({ where: { id }, select: budgetSelect });
}
