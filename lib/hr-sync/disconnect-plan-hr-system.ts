import "server-only";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { decryptSecret } from "@/lib/crypto/decrypt-secret";
import { getHrSystem } from "@/lib/integrations/hr-system/get-hr-system";
import { HrSystemError, type HrSystem } from "@/lib/integrations/hr-system/types";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { QUEUES } from "@/lib/jobs/queues";

/**
 * 'Disconnect' (owners and editors): the roster stops following the HR system (it stays as it is, and can be kept by
 * files and by hand), the failure banner goes, and a job ends the connection at the provider. Disconnecting what is
 * not connected succeeds (a retried request does nothing more).
 */
export async function disconnectPlanHrSystem({ viewer, planId }: { viewer: Viewer | null; planId: string }): Promise<{ disconnected: true }> {
  authorize(viewer, "plan:edit", { planId });
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const connection = await tx.hrConnection.findUnique({ where: { employerPlanId: planId } });
    if (!connection) return;
    await tx.hrConnection.delete({ where: { id: connection.id } });
    await tx.employerPlan.update({ where: { id: planId }, data: { isFinchSyncFailed: false } });
    // The token travels encrypted in the job, which is all that is left of it.
    await enqueueJob(tx, QUEUES.disconnectHrConnection.name, {
      provider: connection.provider,
      connectionId: connection.providerConnectionId,
      accessTokenEncrypted: connection.accessTokenEncrypted,
    });
    await recordAuditEvent({ db: tx, actorUserId: viewer.actor.id, action: "plan-hr-sync.disconnected", operation: "disconnectPlanHrSystem", employerPlanId: planId });
  });
  return { disconnected: true };
}

/** The disconnect-hr-connection job: a token the provider already refuses is as good as disconnected. */
export async function endHrConnectionAtProvider(
  { provider, connectionId, accessTokenEncrypted }: { provider: string; connectionId: string; accessTokenEncrypted: string },
  hrSystem: HrSystem = getHrSystem(),
): Promise<{ ended: boolean }> {
  if (provider !== hrSystem.name) return { ended: false };
  try {
    await hrSystem.disconnect({ accessToken: decryptSecret(accessTokenEncrypted), connectionId });
  } catch (error) {
    if (error instanceof HrSystemError && error.kind === "REAUTH_REQUIRED") return { ended: true };
    throw error;
  }
  return { ended: true };
}
