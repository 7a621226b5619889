import { BUDGET_MESSAGES } from "@/lib/budgets/budget-schema";
import { ensureCustomer } from "@/lib/customers/ensure-customer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";

/** Removes one of the member's budgets. Another member's budget answers exactly like a missing one. */
export async function deleteBudget({ userId, id }: { userId: string; id: string }): Promise<void> {
  const db = await getDb();
  const { id: customerId } = await ensureCustomer(db, userId);
  const { count } = await db.budget.deleteMany({ where: { id, customerId } });
  if (count === 0) throw new AppError(AppErrorCode.NOT_FOUND, BUDGET_MESSAGES.notFound, { field: "id" });
}
