import { getDb } from "@/lib/db";

/** Longer than any provider call may take (SMTP's socket timeout is 30 s, Twilio's request timeout shorter). */
export const STUCK_AFTER_SECONDS = 5 * 60;

export const STUCK_MESSAGE_ERROR = "The worker stopped while sending; the message may or may not have left. Not re-sent.";

/**
 * The sweep-stuck-messages job: a message claimed for sending long ago whose worker never reported back may have
 * left or not. At most once means it is not sent again: it becomes UNKNOWN, for staff to look at.
 */
export async function sweepStuckMessages({ now = new Date() }: { now?: Date } = {}): Promise<{ marked: number }> {
  const db = await getDb();
  const { count } = await db.outgoingMessage.updateMany({
    where: { status: "SENDING", claimedAt: { lt: new Date(now.getTime() - STUCK_AFTER_SECONDS * 1000) } },
    data: { status: "UNKNOWN", lastError: STUCK_MESSAGE_ERROR, text: "", html: null },
  });
  return { marked: count };
}
