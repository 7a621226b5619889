import "server-only";
import type { Tx } from "@/lib/db";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { QUEUES } from "@/lib/jobs/queues";

/** A read of the account's state from the clearing firm, inside the caller's transaction; one waits per account. */
export function enqueueInvestingAccountSync(tx: Tx, investingAccountId: string): Promise<string> {
  return enqueueJob(tx, QUEUES.syncInvestingAccount.name, { investingAccountId }, {
    singletonKey: `investing:${investingAccountId}`,
  });
}
