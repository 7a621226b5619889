import { getDb } from "@/lib/db";
import { getBankLinking } from "@/lib/integrations/bank-linking/get-bank-linking";
import type { BankLinking } from "@/lib/integrations/bank-linking/types";
import { syncInstitutionItem } from "./sync-institution-item";

const PAGE_SIZE = 100;

/**
 * The scheduled sync (part of the daily job): brings every linked institution up to date, one at a time so the
 * provider is not flooded. A failing item is flagged (isLatestSyncFailed, shown on the accounts page) and the run
 * goes on with the next one.
 */
export async function syncAllInstitutionItems({
  bankLinking = getBankLinking(),
}: { bankLinking?: BankLinking } = {}): Promise<{ synced: number; failed: number }> {
  const db = await getDb();
  let synced = 0;
  let failed = 0;
  let cursor: string | undefined;
  for (;;) {
    const items = await db.institutionItem.findMany({
      orderBy: { id: "asc" },
      take: PAGE_SIZE,
      ...(cursor ? { skip: 1, cursor: { id: cursor } } : {}),
      select: { id: true, customerId: true },
    });
    if (items.length === 0) break;
    for (const item of items) {
      try {
        const outcome = await syncInstitutionItem({ customerId: item.customerId, institutionItemId: item.id, bankLinking });
        if (outcome.isLatestSyncFailed) failed += 1;
        else synced += 1;
      } catch {
        // Removed between the listing and the sync, or an unexpected failure: the next run tries again.
        failed += 1;
      }
    }
    cursor = items[items.length - 1]!.id;
  }
  return { synced, failed };
}
