import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { coachingSessionMessage } from "@/lib/emails/coaching-session";
import { AppError, AppErrorCode } from "@/lib/errors";
import { getMeetingLinkProvider } from "@/lib/integrations/meeting-links/get-meeting-link-provider";
import { queueEmail } from "@/lib/outgoing-messages/queue-message";
import { consumeRateLimit } from "@/lib/rate-limit/consume-rate-limit";
import { parseInput } from "@/lib/validation/parse-input";

import { claimCoachSlot } from "./claim-coach-slot";
import {
  bookCoachingSessionSchema,
  CHANGE_NOTICE_HOURS,
  COACHING_MESSAGES,
  isTimeZone,
  MAX_UPCOMING_SESSIONS,
  normalizePhoneNumber,
} from "./coaching-rules";
import { memberSessionSelect, toMemberSession, type MemberCoachingSession } from "./coaching-session-view";
import { hasCoachingPlan } from "./has-coaching-plan";
import { loadSessionForEmail } from "./load-session-for-email";
import { scheduleSessionReminders } from "./schedule-session-reminders";

/**
 * Books a 30- or 60-minute phone or video session with a coach at a free slot of their hours, for a member whose plan
 * includes coaching. In one transaction: the slot is claimed under the coach's row lock, the session written, its
 * reminders queued and the confirmation (with its calendar file) queued. A phone session needs a number: the one
 * typed, or the member's verified number.
 */
export async function bookCoachingSession({
  viewer,
  input,
  timeZone,
  now = new Date(),
}: {
  viewer: Viewer;
  input: unknown;
  /** The member's time zone, for the times written in the emails. */
  timeZone?: string | null;
  now?: Date;
}): Promise<MemberCoachingSession> {
  authorize(viewer, "coaching:book");
  const data = parseInput(bookCoachingSessionSchema, input);
  await consumeRateLimit({ key: `coaching-book:${viewer.userId}`, limit: 20, windowSeconds: 3600 });
  const db = await getDb();
  if (!(await hasCoachingPlan(db, viewer.userId))) throw new AppError(AppErrorCode.FORBIDDEN, COACHING_MESSAGES.notEligible);

  const phoneNumber = data.format === "PHONE" ? await phoneFor(viewer.userId, data.phoneNumber) : null;
  const endsAt = new Date(data.startsAt.getTime() + data.durationMinutes * 60_000);
  // Made before the transaction (a real provider is a network call); an unused room from a refused booking is harmless.
  const meetingUrl =
    data.format === "VIDEO" ? (await getMeetingLinkProvider().createMeetingLink({ startsAt: data.startsAt, endsAt })).url : null;

  const sessionId = await db.$transaction(async (tx) => {
    // The member's row first, then the coach's: every booking locks in this order, so two never wait on each other.
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${viewer.userId} FOR UPDATE`;
    const upcoming = await tx.coachingSession.count({
      where: { memberUserId: viewer.userId, status: "BOOKED", startsAt: { gt: now } },
    });
    if (upcoming >= MAX_UPCOMING_SESSIONS) {
      throw new AppError(AppErrorCode.INVALID_INPUT, COACHING_MESSAGES.tooManyUpcoming, { field: "startsAt" });
    }
    const slot = await claimCoachSlot(tx, {
      coachUserId: data.coachUserId,
      startsAt: data.startsAt,
      durationMinutes: data.durationMinutes,
      now,
    });
    const session = await tx.coachingSession.create({
      data: {
        memberUserId: viewer.userId,
        coachUserId: data.coachUserId,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        format: data.format,
        phoneNumber,
        meetingUrl,
        memberTimeZone: timeZone && isTimeZone(timeZone) ? timeZone : "UTC",
      },
      select: { id: true, startsAt: true, sequence: true },
    });
    await scheduleSessionReminders(tx, session, now);
    const forEmail = await loadSessionForEmail(tx, session.id);
    await queueEmail(tx, coachingSessionMessage("booked", forEmail!));
    await recordAuditEvent({
      db: tx,
      actorUserId: viewer.actor.id,
      subjectUserId: viewer.userId,
      action: "coaching-session.booked",
      operation: "bookCoachingSession",
      metadata: { sessionId: session.id, startsAt: slot.startsAt.toISOString(), format: data.format },
    });
    return session.id;
  });
  const row = await db.coachingSession.findUniqueOrThrow({ where: { id: sessionId }, select: memberSessionSelect });
  return toMemberSession(row, now, CHANGE_NOTICE_HOURS * 3600_000);
}

async function phoneFor(userId: string, typed: string | null | undefined): Promise<string> {
  if (typed) {
    const normalized = normalizePhoneNumber(typed);
    if (!normalized) throw new AppError(AppErrorCode.INVALID_INPUT, COACHING_MESSAGES.phoneInvalid, { field: "phoneNumber" });
    return normalized;
  }
  const db = await getDb();
  const user = await db.user.findUnique({ where: { id: userId }, select: { phoneNumber: true, phoneNumberVerifiedAt: true } });
  if (user?.phoneNumber && user.phoneNumberVerifiedAt) return user.phoneNumber;
  throw new AppError(AppErrorCode.INVALID_INPUT, COACHING_MESSAGES.phoneRequired, { field: "phoneNumber" });
}
