import "server-only";
import type { Tx } from "@/lib/db";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { QUEUES } from "@/lib/jobs/queues";

/**
 * A sync of the plan's roster from its HR system, inside the caller's transaction. One waits per plan (the queue is
 * stately on `hr:{planId}`): a burst of causes while one waits adds nothing.
 */
export function enqueueHrSync(tx: Tx, planId: string, { refresh = false }: { refresh?: boolean } = {}): Promise<string> {
  return enqueueJob(tx, QUEUES.syncHrDirectory.name, refresh ? { planId, refresh } : { planId }, { singletonKey: `hr:${planId}` });
}
