import { getDb } from "@/lib/db";

import { requireCustomerId, transactionNotFound } from "./transaction-messages";
import { transactionSelect, type TransactionRecord } from "./transaction-records";

/** Removes the parts of one of the member's transactions: it counts whole again, in its own category. */
export async function unsplitTransaction({ userId, id }: { userId: string; id: string }): Promise<TransactionRecord> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const customerId = await requireCustomerId(tx, userId);
    const found = await tx.transaction.count({ where: { id, customerId } });
    if (found === 0) throw transactionNotFound();
    await tx.transactionSplit.deleteMany({ where: { transactionId: id } });
    return tx.transaction.findUniqueOrThrow({ where: { id }, select: transactionSelect });
  });
}
