import type { Tx } from "@/lib/db";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { QUEUES } from "@/lib/jobs/queues";

export const REMINDER_LEADS = [
  { kind: "reminder-24h", hours: 24 },
  { kind: "reminder-1h", hours: 1 },
] as const;
export type ReminderKind = (typeof REMINDER_LEADS)[number]["kind"];

/**
 * Queues the 24-hour and 1-hour reminders for the session's current time, in the caller's transaction. Each job
 * names the session's sequence: a reminder queued before a reschedule or cancel finds a newer sequence (or another
 * status) and sends nothing. A reminder whose time has already passed is not queued.
 */
export async function scheduleSessionReminders(
  tx: Tx,
  session: { id: string; startsAt: Date; sequence: number },
  now = new Date(),
): Promise<void> {
  for (const { kind, hours } of REMINDER_LEADS) {
    const sendAt = new Date(session.startsAt.getTime() - hours * 3600_000);
    if (sendAt <= now) continue;
    await enqueueJob(
      tx,
      QUEUES.sendCoachingReminder.name,
      { sessionId: session.id, sequence: session.sequence, kind },
      { startAfter: sendAt, singletonKey: `${session.id}:${session.sequence}:${kind}` },
    );
  }
}
