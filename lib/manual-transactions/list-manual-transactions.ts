import { getDb } from "@/lib/db";
import { transactionSelect, type TransactionRecord } from "@/lib/transactions/transaction-records";

export const RECENT_MANUAL_TRANSACTIONS = 20;

/**
 * The latest transactions the member entered on one of their manual accounts, newest first (the account's row on
 * /accounts; the full list is /transactions). Another member's account lists nothing.
 */
export async function listManualTransactions({ userId, accountId }: { userId: string; accountId: string }): Promise<TransactionRecord[]> {
  const db = await getDb();
  return db.transaction.findMany({
    where: {
      customer: { userId },
      plaidTransactionId: null,
      OR: [{ assetId: accountId }, { creditCardId: accountId }, { loanId: accountId }],
    },
    orderBy: [{ date: "desc" }, { id: "desc" }],
    take: RECENT_MANUAL_TRANSACTIONS,
    select: transactionSelect,
  });
}
