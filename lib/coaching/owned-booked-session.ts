import type { Tx } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";

import { CHANGE_NOTICE_HOURS, COACHING_MESSAGES } from "./coaching-rules";

/**
 * Locks the member's own session for a change and checks it can still be changed: booked, and 24 hours or more
 * away. Another member's session reads as not found, so ids reveal nothing.
 */
export async function ownedBookedSession(
  tx: Tx,
  { sessionId, memberUserId, now }: { sessionId: string; memberUserId: string; now: Date },
) {
  await tx.$queryRaw`SELECT id FROM "CoachingSession" WHERE id = ${sessionId} FOR UPDATE`;
  const session = await tx.coachingSession.findFirst({
    where: { id: sessionId, memberUserId },
    select: { id: true, coachUserId: true, startsAt: true, endsAt: true, status: true, sequence: true },
  });
  if (!session) throw new AppError(AppErrorCode.NOT_FOUND, COACHING_MESSAGES.notFound, { field: "sessionId" });
  if (session.status !== "BOOKED") {
    throw new AppError(AppErrorCode.INVALID_INPUT, COACHING_MESSAGES.notBooked, { field: "sessionId" });
  }
  if (session.startsAt.getTime() - now.getTime() < CHANGE_NOTICE_HOURS * 3600_000) {
    throw new AppError(AppErrorCode.INVALID_INPUT, COACHING_MESSAGES.tooLate, { field: "sessionId" });
  }
  return session;
}
