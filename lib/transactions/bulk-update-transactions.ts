import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { parseInput } from "@/lib/validation/parse-input";

import { requireCustomerId, requireVisibleCategory, TRANSACTION_MESSAGES } from "./transaction-messages";
import { bulkUpdateTransactionsSchema } from "./transaction-schemas";

const someNotFound = () => new AppError(AppErrorCode.NOT_FOUND, TRANSACTION_MESSAGES.someNotFound, { field: "ids" });

/**
 * One change (a category, excluded, or reviewed) to up to 500 of the member's transactions in one UPDATE. When any
 * id is not the member's (or does not exist) the whole call is refused and nothing changes: a selection that has gone
 * stale should be seen, not half applied.
 */
export async function bulkUpdateTransactions({ userId, data }: { userId: string; data: unknown }): Promise<{ updatedCount: number }> {
  const input = parseInput(bulkUpdateTransactionsSchema, data);
  const ids = [...new Set(input.ids)];
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const customerId = await requireCustomerId(tx, userId, someNotFound);
    if (input.budgetCategoryId) await requireVisibleCategory(tx, customerId, input.budgetCategoryId, "budgetCategoryId");
    const { count } = await tx.transaction.updateMany({
      where: { id: { in: ids }, customerId },
      data:
        input.budgetCategoryId !== undefined
          ? { budgetCategoryId: input.budgetCategoryId, categorySource: "USER", needsReview: false }
          : input.excluded !== undefined
            ? { excluded: input.excluded }
            : { needsReview: !input.reviewed },
    });
    // Fewer rows than ids: some were not the member's. Throwing rolls the UPDATE back.
    if (count !== ids.length) throw someNotFound();
    return { updatedCount: count };
  });
}
