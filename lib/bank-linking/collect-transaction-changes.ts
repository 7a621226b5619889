import type { BankLinking, LinkedTransaction } from "@/lib/integrations/bank-linking/types";

/** A runaway guard: 100 pages of 500 is far beyond 90 days of any member's history. */
const MAX_PAGES = 100;

export type TransactionChanges = { upserts: LinkedTransaction[]; removedIds: string[]; cursor: string };

/**
 * Pages through the provider's incremental sync from `cursor` (none: the item's whole history) to the end, folding
 * the pages into one set of changes: a later page's version of a transaction wins, and a removal cancels it.
 */
export async function collectTransactionChanges({
  bankLinking,
  accessToken,
  cursor,
}: {
  bankLinking: BankLinking;
  accessToken: string;
  cursor?: string;
}): Promise<TransactionChanges> {
  const upserts = new Map<string, LinkedTransaction>();
  const removedIds = new Set<string>();
  let next = cursor;
  for (let page = 0; page < MAX_PAGES; page++) {
    const result = await bankLinking.syncTransactions({ accessToken, cursor: next });
    for (const transaction of [...result.added, ...result.modified]) {
      upserts.set(transaction.transactionId, transaction);
      removedIds.delete(transaction.transactionId);
    }
    for (const { transactionId } of result.removed) {
      upserts.delete(transactionId);
      removedIds.add(transactionId);
    }
    next = result.nextCursor;
    if (!result.hasMore) return { upserts: [...upserts.values()], removedIds: [...removedIds], cursor: next };
  }
  throw new Error("collectTransactionChanges: the provider kept answering hasMore.");
}
