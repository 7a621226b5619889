import "server-only";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { enqueueHrSync } from "./enqueue-hr-sync";
import { MANUAL_REFRESH_INTERVAL_MS, nextManualRefreshAt } from "./plan-hr-sync-view";

export const NOT_CONNECTED_MESSAGE = "Connect your HR system first.";
export const RECONNECT_FIRST_MESSAGE = "Connect your HR system again before refreshing.";
export const refreshTooSoonMessage = (at: Date) =>
  `Your HR system allows one refresh an hour. You can refresh again after ${at.toISOString().slice(11, 16)} UTC.`;

/**
 * 'Refresh now' (owners and editors): a sync that first asks the provider to pull from the HR system, at most once
 * an hour per plan (the provider's own limit). The time is taken in the same transaction as the job, so a double
 * click or a retried request makes one refresh.
 */
export async function refreshPlanHrSync({
  viewer,
  planId,
  now = new Date(),
}: {
  viewer: Viewer | null;
  planId: string;
  now?: Date;
}): Promise<{ nextRefreshAt: Date }> {
  authorize(viewer, "plan:edit", { planId });
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const [connection] = await tx.$queryRaw<{ id: string; status: string; lastManualRefreshAt: Date | null }[]>`
      SELECT id, status::text, "lastManualRefreshAt" FROM "HrConnection" WHERE "employerPlanId" = ${planId} FOR UPDATE`;
    if (!connection) throw new AppError(AppErrorCode.INVALID_INPUT, NOT_CONNECTED_MESSAGE);
    if (connection.status !== "CONNECTED") throw new AppError(AppErrorCode.INVALID_INPUT, RECONNECT_FIRST_MESSAGE);
    const allowedAt = nextManualRefreshAt(connection.lastManualRefreshAt, now);
    if (allowedAt) {
      throw new AppError(AppErrorCode.RATE_LIMITED, refreshTooSoonMessage(allowedAt), {
        retryAfterSeconds: Math.ceil((allowedAt.getTime() - now.getTime()) / 1000),
      });
    }
    await tx.hrConnection.update({ where: { id: connection.id }, data: { lastManualRefreshAt: now } });
    await enqueueHrSync(tx, planId, { refresh: true });
    await recordAuditEvent({ db: tx, actorUserId: viewer.actor.id, action: "plan-hr-sync.refreshed", operation: "refreshPlanHrSync", employerPlanId: planId });
    return { nextRefreshAt: new Date(now.getTime() + MANUAL_REFRESH_INTERVAL_MS) };
  });
}
