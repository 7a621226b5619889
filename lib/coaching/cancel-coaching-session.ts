import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { coachingSessionMessage } from "@/lib/emails/coaching-session";
import { queueEmail } from "@/lib/outgoing-messages/queue-message";

import { CHANGE_NOTICE_HOURS } from "./coaching-rules";
import { memberSessionSelect, toMemberSession, type MemberCoachingSession } from "./coaching-session-view";
import { loadSessionForEmail } from "./load-session-for-email";
import { ownedBookedSession } from "./owned-booked-session";

/**
 * Cancels the member's session until 24 hours before it. The email's calendar file (METHOD:CANCEL, same UID, higher
 * SEQUENCE) removes the event; the queued reminders see the cancellation and send nothing.
 */
export async function cancelCoachingSession({
  viewer,
  sessionId,
  now = new Date(),
}: {
  viewer: Viewer;
  sessionId: string;
  now?: Date;
}): Promise<MemberCoachingSession> {
  authorize(viewer, "coaching:book");
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const session = await ownedBookedSession(tx, { sessionId, memberUserId: viewer.userId, now });
    await tx.coachingSession.update({
      where: { id: session.id },
      data: { status: "CANCELLED", cancelledAt: now, sequence: { increment: 1 } },
      select: { id: true },
    });
    await queueEmail(tx, coachingSessionMessage("cancelled", (await loadSessionForEmail(tx, session.id))!));
    await recordAuditEvent({
      db: tx,
      actorUserId: viewer.actor.id,
      subjectUserId: viewer.userId,
      action: "coaching-session.cancelled",
      operation: "cancelCoachingSession",
      metadata: { sessionId: session.id, startsAt: session.startsAt.toISOString() },
    });
  });
  const row = await db.coachingSession.findUniqueOrThrow({ where: { id: sessionId }, select: memberSessionSelect });
  return toMemberSession(row, now, CHANGE_NOTICE_HOURS * 3600_000);
}
