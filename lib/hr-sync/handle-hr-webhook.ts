import "server-only";
import { getDb } from "@/lib/db";
import { getHrSystem } from "@/lib/integrations/hr-system/get-hr-system";
import type { HrSystem } from "@/lib/integrations/hr-system/types";
import { logger } from "@/lib/log/logger";
import { enqueueHrSync } from "./enqueue-hr-sync";
import { HR_SYNC_FAILURE_MESSAGES } from "./hr-sync-messages";
import { recordHrSyncFailure } from "./record-hr-sync-failure";

/**
 * The provider's webhook: fresh data enqueues a sync of the plan (a burst makes one: the queue keeps one waiting per
 * plan); a connection that needs re-authorization is marked failed at once, so the banner does not wait for the next
 * sync. Unsigned or forged requests are refused (401) and change nothing; events for unknown connections are
 * acknowledged (the provider would otherwise retry them for days).
 */
export async function handleHrWebhook({
  body,
  headers,
  hrSystem = getHrSystem(),
}: {
  body: string;
  headers: Headers;
  hrSystem?: HrSystem;
}): Promise<{ status: 200 | 401 }> {
  const event = hrSystem.verifyWebhook({ body, headers });
  if (!event) return { status: 401 };
  const db = await getDb();
  const connection = await db.hrConnection.findFirst({
    where: { provider: hrSystem.name, providerConnectionId: event.connectionId },
    select: { id: true, employerPlanId: true, status: true },
  });
  if (!connection || event.kind === "OTHER") return { status: 200 };
  if (event.kind === "SYNC_COMPLETED" && connection.status === "CONNECTED") {
    await db.$transaction((tx) => enqueueHrSync(tx, connection.employerPlanId));
  } else if (event.kind === "REAUTH_REQUIRED") {
    await recordHrSyncFailure(db, {
      connectionId: connection.id,
      planId: connection.employerPlanId,
      message: HR_SYNC_FAILURE_MESSAGES.REAUTH_REQUIRED,
      needsReconnect: true,
    });
  }
  logger.info({ planId: connection.employerPlanId, kind: event.kind }, "HR system webhook");
  return { status: 200 };
}
