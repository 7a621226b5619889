import { getDb } from "@/lib/db";
import { getBankLinking } from "@/lib/integrations/bank-linking/get-bank-linking";
import type { BankLinking } from "@/lib/integrations/bank-linking/types";
import { syncErrorMessage, syncInstitutionItem } from "./sync-institution-item";

const PAGE_SIZE = 100;

/** Institutions synced at once: faster than one by one, without flooding the provider (or the database pool). */
export const SYNC_CONCURRENCY = 4;

export interface SyncAllOutcome {
  synced: number;
  /** Items whose sync failed at the provider: flagged (isLatestSyncFailed) with the reason (latestSyncError). */
  failed: number;
  /** Unexpected errors (not the provider's answer), per item, also recorded on the item: the job fails with them. */
  errors: Array<{ institutionItemId: string; message: string }>;
}

/**
 * The scheduled sync (the daily-snapshot job): brings every linked institution up to date, SYNC_CONCURRENCY at a
 * time. A failing item is flagged with its reason (shown on the accounts page) and the run goes on with the others.
 */
export async function syncAllInstitutionItems({
  bankLinking = getBankLinking(),
  concurrency = SYNC_CONCURRENCY,
}: { bankLinking?: BankLinking; concurrency?: number } = {}): Promise<SyncAllOutcome> {
  const db = await getDb();
  const outcome: SyncAllOutcome = { synced: 0, failed: 0, errors: [] };
  let cursor: string | undefined;
  for (;;) {
    const items = await db.institutionItem.findMany({
      orderBy: { id: "asc" },
      take: PAGE_SIZE,
      ...(cursor ? { skip: 1, cursor: { id: cursor } } : {}),
      select: { id: true, customerId: true },
    });
    if (items.length === 0) break;
    await forEachBounded(items, concurrency, async (item) => {
      try {
        const result = await syncInstitutionItem({ customerId: item.customerId, institutionItemId: item.id, bankLinking });
        if (result.isLatestSyncFailed) outcome.failed += 1;
        else outcome.synced += 1;
      } catch (error) {
        const message = syncErrorMessage(error);
        outcome.errors.push({ institutionItemId: item.id, message });
        // Removed since the listing: nothing to flag.
        await db.institutionItem.updateMany({
          where: { id: item.id },
          data: { isLatestSyncFailed: true, latestSyncError: message, latestSyncErrorKind: "PROVIDER_ERROR", lastSyncAttemptAt: new Date() },
        });
      }
    });
    cursor = items[items.length - 1]!.id;
  }
  return outcome;
}

/** Runs `work` over `items` with at most `limit` in flight. */
async function forEachBounded<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}
