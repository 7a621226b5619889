import type { Db, Tx } from "@/lib/db";
import type { SessionForEmail } from "@/lib/emails/coaching-session";

/** A session with what its emails need, or null. */
export async function loadSessionForEmail(
  db: Db | Tx,
  sessionId: string,
): Promise<(SessionForEmail & { status: string }) | null> {
  const row = await db.coachingSession.findUnique({
    where: { id: sessionId },
    select: {
      id: true,
      sequence: true,
      status: true,
      startsAt: true,
      endsAt: true,
      format: true,
      phoneNumber: true,
      meetingUrl: true,
      memberTimeZone: true,
      member: { select: { email: true, firstName: true } },
      coach: { select: { email: true, firstName: true, lastName: true } },
    },
  });
  return row ? { ...row, timeZone: row.memberTimeZone } : null;
}
