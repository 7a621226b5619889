import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { coachingSessionMessage } from "@/lib/emails/coaching-session";
import { queueEmail } from "@/lib/outgoing-messages/queue-message";
import { consumeRateLimit } from "@/lib/rate-limit/consume-rate-limit";
import { parseInput } from "@/lib/validation/parse-input";

import { claimCoachSlot } from "./claim-coach-slot";
import { CHANGE_NOTICE_HOURS, rescheduleCoachingSessionSchema } from "./coaching-rules";
import { memberSessionSelect, toMemberSession, type MemberCoachingSession } from "./coaching-session-view";
import { loadSessionForEmail } from "./load-session-for-email";
import { ownedBookedSession } from "./owned-booked-session";
import { scheduleSessionReminders } from "./schedule-session-reminders";

/**
 * Moves the member's session (same length and format) to another free slot, with the same or another coach, until
 * 24 hours before it. The calendar event keeps its UID with a higher SEQUENCE, so the member's calendar moves the
 * event; reminders queued for the old time find the new sequence and send nothing.
 */
export async function rescheduleCoachingSession({
  viewer,
  input,
  now = new Date(),
}: {
  viewer: Viewer;
  input: unknown;
  now?: Date;
}): Promise<MemberCoachingSession> {
  authorize(viewer, "coaching:book");
  const data = parseInput(rescheduleCoachingSessionSchema, input);
  await consumeRateLimit({ key: `coaching-book:${viewer.userId}`, limit: 20, windowSeconds: 3600 });
  const db = await getDb();
  await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${viewer.userId} FOR UPDATE`;
    const session = await ownedBookedSession(tx, { sessionId: data.sessionId, memberUserId: viewer.userId, now });
    const durationMinutes = Math.round((session.endsAt.getTime() - session.startsAt.getTime()) / 60_000);
    const slot = await claimCoachSlot(tx, {
      coachUserId: data.coachUserId,
      startsAt: data.startsAt,
      durationMinutes,
      exceptSessionId: session.id,
      now,
    });
    const moved = await tx.coachingSession.update({
      where: { id: session.id },
      data: { coachUserId: data.coachUserId, startsAt: slot.startsAt, endsAt: slot.endsAt, sequence: { increment: 1 } },
      select: { id: true, startsAt: true, sequence: true },
    });
    await scheduleSessionReminders(tx, moved, now);
    await queueEmail(tx, coachingSessionMessage("rescheduled", (await loadSessionForEmail(tx, session.id))!));
    await recordAuditEvent({
      db: tx,
      actorUserId: viewer.actor.id,
      subjectUserId: viewer.userId,
      action: "coaching-session.rescheduled",
      operation: "rescheduleCoachingSession",
      metadata: { sessionId: session.id, from: session.startsAt.toISOString(), to: slot.startsAt.toISOString() },
    });
  });
  const row = await db.coachingSession.findUniqueOrThrow({ where: { id: data.sessionId }, select: memberSessionSelect });
  return toMemberSession(row, now, CHANGE_NOTICE_HOURS * 3600_000);
}
