import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { forgetCachedSession } from "@/lib/auth/sessions/session-cache";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { ACCESS_NOT_FOUND_MESSAGE } from "./coach-access-policy";
import { coachAccessSelect, toCoachAccessView, type CoachAccessView } from "./coach-access-view";

/**
 * The member ends a coach's access (approved or emergency) at any time; a request not yet answered is declined
 * instead. The coach's Coach Mode session ends at once, in every process (the session cache hears of it).
 */
export async function revokeCoachAccess({
  viewer,
  grantId,
}: {
  viewer: Viewer | null;
  grantId: string;
}): Promise<CoachAccessView> {
  authorize(viewer, "coach-access:answer");
  const db = await getDb();
  const now = new Date();
  const { revoked, sessionIds } = await db.$transaction(async (tx) => {
    const { count } = await tx.coachAccessGrant.updateMany({
      where: { id: grantId, memberUserId: viewer.userId, status: "APPROVED", expiresAt: { gt: now } },
      data: { status: "REVOKED", endedAt: now, tokenHash: null },
    });
    if (count !== 1) throw new AppError(AppErrorCode.NOT_FOUND, ACCESS_NOT_FOUND_MESSAGE);
    const sessions = await tx.session.findMany({
      where: { coachAccessGrantId: grantId, revokedAt: null },
      select: { id: true },
    });
    await tx.session.updateMany({
      where: { coachAccessGrantId: grantId, revokedAt: null },
      data: { revokedAt: now, revokedReason: "coach-access-revoked" },
    });
    await recordAuditEvent({
      db: tx,
      actorUserId: viewer.actor.id,
      subjectUserId: viewer.userId,
      action: "coach-access.revoked",
      operation: "revokeCoachAccess",
      metadata: { grantId },
    });
    const grant = await tx.coachAccessGrant.findUniqueOrThrow({ where: { id: grantId }, select: coachAccessSelect });
    return { revoked: grant, sessionIds: sessions.map((session) => session.id) };
  });
  await Promise.all(sessionIds.map((id) => forgetCachedSession(id)));
  return toCoachAccessView(revoked, now);
}
