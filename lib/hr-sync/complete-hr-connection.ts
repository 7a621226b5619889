import "server-only";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { encryptSecret } from "@/lib/crypto/encrypt-secret";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { getHrSystem } from "@/lib/integrations/hr-system/get-hr-system";
import type { HrSystem } from "@/lib/integrations/hr-system/types";
import { enqueueHrSync } from "./enqueue-hr-sync";
import { hrCallbackUrl } from "./hr-callback-url";
import { readHrConnectState } from "./hr-connect-state";

/**
 * The callback of Connect: the code is exchanged for a connection, stored (the token encrypted) for the plan named
 * in the signed state, replacing any earlier one, and the first sync is enqueued in the same transaction. Only the
 * administrator who started it, still allowed to edit the plan, completes it.
 */
export async function completeHrConnection({
  viewer,
  code,
  stateCookie,
  hrSystem = getHrSystem(),
}: {
  viewer: Viewer | null;
  code: string;
  stateCookie: string | undefined;
  hrSystem?: HrSystem;
}): Promise<{ planId: string }> {
  const state = readHrConnectState(stateCookie);
  if (!state || !viewer || viewer.actor.id !== state.userId) {
    throw new AppError(AppErrorCode.INVALID_INPUT, "Connecting your HR system took too long or was started elsewhere. Try again.");
  }
  authorize(viewer, "plan:edit", { planId: state.planId });
  const grant = await hrSystem.exchangeCode({ code, redirectUri: hrCallbackUrl() });
  const db = await getDb();
  const data = {
    provider: hrSystem.name,
    providerConnectionId: grant.connectionId,
    providerName: grant.providerName,
    accessTokenEncrypted: encryptSecret(grant.accessToken),
    status: "CONNECTED" as const,
    connectedByUserId: viewer.actor.id,
    lastFailureMessage: null,
  };
  await db.$transaction(async (tx) => {
    await tx.hrConnection.upsert({ where: { employerPlanId: state.planId }, create: { employerPlanId: state.planId, ...data }, update: data });
    await tx.employerPlan.update({ where: { id: state.planId }, data: { isFinchSyncFailed: false } });
    await enqueueHrSync(tx, state.planId);
    await recordAuditEvent({
      db: tx,
      actorUserId: viewer.actor.id,
      action: "plan-hr-sync.connected",
      employerPlanId: state.planId,
      metadata: { providerName: grant.providerName },
    });
  });
  return { planId: state.planId };
}
