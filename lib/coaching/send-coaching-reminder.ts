import { getDb } from "@/lib/db";
import { coachingSessionMessage } from "@/lib/emails/coaching-session";
import { queueEmail } from "@/lib/outgoing-messages/queue-message";

import { loadSessionForEmail } from "./load-session-for-email";
import type { ReminderKind } from "./schedule-session-reminders";

/**
 * The send-coaching-reminder job: emails the member, unless the session was cancelled, held or moved since the
 * reminder was queued (its sequence changed). Locks the session so a cancel at the same moment wins or waits.
 */
export async function sendCoachingReminder({
  sessionId,
  sequence,
  kind,
}: {
  sessionId: string;
  sequence: number;
  kind: ReminderKind;
}): Promise<"sent" | "skipped"> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "CoachingSession" WHERE id = ${sessionId} FOR UPDATE`;
    const session = await loadSessionForEmail(tx, sessionId);
    if (!session || session.status !== "BOOKED" || session.sequence !== sequence) return "skipped";
    if (session.startsAt <= new Date()) return "skipped";
    await queueEmail(tx, coachingSessionMessage(kind, session));
    return "sent";
  });
}
