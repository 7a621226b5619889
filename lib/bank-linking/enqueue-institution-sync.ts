import type { Tx } from "@/lib/db";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { QUEUES } from "@/lib/jobs/queues";

/**
 * Queues a sync of one linked institution inside the caller's transaction. The item's id is the singleton key of a
 * stately queue: while one sync waits, another cause (a burst of webhooks) adds nothing.
 */
export async function enqueueInstitutionSync(tx: Tx, institutionItemId: string): Promise<void> {
  await enqueueJob(tx, QUEUES.syncInstitutionItem.name, { institutionItemId }, { singletonKey: institutionItemId });
}
