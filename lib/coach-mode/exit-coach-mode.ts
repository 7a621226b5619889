import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { createSession } from "@/lib/auth/sessions/create-session";
import { revokeSession } from "@/lib/auth/sessions/revoke-session";
import { AppError, AppErrorCode, SIGN_IN_AGAIN_MESSAGE } from "@/lib/errors";

export const NOT_IN_COACH_MODE = "You are not in Coach Mode.";

/** Ends the coaching session and gives the staff member a fresh session of their own. */
export async function exitCoachMode({
  viewer,
  ipAddress,
  userAgent,
}: {
  viewer: Viewer | null;
  ipAddress: string | null;
  userAgent: string | null;
}): Promise<{ sessionId: string; staffUserId: string }> {
  if (!viewer) throw new AppError(AppErrorCode.UNAUTHENTICATED, SIGN_IN_AGAIN_MESSAGE);
  if (!viewer.isCoachMode) throw new AppError(AppErrorCode.INVALID_INPUT, NOT_IN_COACH_MODE);
  await revokeSession({ sessionId: viewer.sessionId, reason: "coach-mode-exit" });
  // One grant, one visit: leaving ends the access, and the next visit needs the member's answer again.
  if (viewer.coachAccess) {
    const db = await getDb();
    await db.coachAccessGrant.updateMany({
      where: { id: viewer.coachAccess.grantId, status: "APPROVED" },
      data: { status: "ENDED", endedAt: new Date() },
    });
  }
  const session = await createSession({ userId: viewer.actor.id, ipAddress, userAgent });
  await recordAuditEvent({
    actorUserId: viewer.actor.id,
    subjectUserId: viewer.userId,
    action: "coach-mode.exit",
    operation: "coachLogOutOfCoachedUser",
    metadata: viewer.coachAccess ? { grantId: viewer.coachAccess.grantId } : undefined,
    ipAddress,
  });
  return { sessionId: session.id, staffUserId: viewer.actor.id };
}
