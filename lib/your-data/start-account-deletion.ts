import type { Tx } from "@/lib/db";
import { enqueueJob } from "@/lib/jobs/enqueue-job";

/**
 * Closes the account for a deletion nothing stands in the way of, inside the caller's transaction: deactivated,
 * remembered devices forgotten, the `delete-account-data` job queued for the request. The caller ends every session
 * once the transaction commits (revokeUserSessions). Used when the member asks and when staff complete a request
 * that waited on a legal hold or an investing account.
 */
export async function startAccountDeletion(tx: Tx, { userId, requestId, now }: { userId: string; requestId: string; now: Date }) {
  await tx.user.update({ where: { id: userId }, data: { deactivatedAt: now }, select: { id: true } });
  await tx.rememberedDevice.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } });
  await enqueueJob(tx, "delete-account-data", { requestId }, { singletonKey: requestId });
}
