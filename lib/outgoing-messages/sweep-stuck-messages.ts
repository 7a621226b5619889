import { getDb } from "@/lib/db";
import { getEmailSender } from "@/lib/integrations/email/get-email-sender";
import type { EmailSender } from "@/lib/integrations/email/types";
import { getSmsSender } from "@/lib/integrations/sms/get-sms-sender";
import type { MessageSender } from "@/lib/integrations/sms/types";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { QUEUES } from "@/lib/jobs/queues";

import { RECLAIM_AFTER_SECONDS, senderDedupes } from "./deliver-message";

/** Longer than any provider call may take (SMTP's socket timeout is 30 s, Twilio's request timeout shorter). */
export const STUCK_AFTER_SECONDS = 5 * 60;

const SWEEP_BATCH = 500;

export const STUCK_MESSAGE_ERROR = "The worker stopped while sending; the message may or may not have left. Not re-sent.";

/**
 * The sweep-stuck-messages job, every minute: messages claimed for sending whose worker never reported back.
 * - The provider drops a repeated idempotency key: sent again, exactly once. Queued anew with a job of its own, in
 *   one transaction, once the claim is older than RECLAIM_AFTER_SECONDS. A message never tried that long after it
 *   was queued gets a new job too.
 * - It does not: the message may have left or not, and at most once means it is not sent again. After
 *   STUCK_AFTER_SECONDS it becomes UNKNOWN, for staff to look at, and its text is erased.
 */
export async function sweepStuckMessages({
  now = new Date(),
  email = getEmailSender(),
  sms = getSmsSender(),
}: { now?: Date; email?: Pick<EmailSender, "dedupesByIdempotencyKey">; sms?: Pick<MessageSender, "dedupesByIdempotencyKey"> } = {}): Promise<{
  marked: number;
  requeued: number;
}> {
  const db = await getDb();
  const channels = (["EMAIL", "SMS", "VOICE"] as const).filter((channel) => senderDedupes(channel, { email, sms }));
  const requeued = await db.$transaction(async (tx) => {
    const cutoff = new Date(now.getTime() - RECLAIM_AFTER_SECONDS * 1000);
    const stuck = await tx.outgoingMessage.findMany({
      where: { status: "SENDING", channel: { in: [...channels] }, claimedAt: { lt: cutoff } },
      select: { id: true },
      take: SWEEP_BATCH,
    });
    // Never tried although queued long ago: its job went with a dead worker (pg-boss would retry it only once the job
    // expires). Another job is harmless: the claim lets one of them send.
    const orphaned = await tx.outgoingMessage.findMany({
      where: { status: "QUEUED", attempts: 0, createdAt: { lt: cutoff } },
      select: { id: true },
      take: SWEEP_BATCH,
    });
    for (const message of orphaned) await enqueueJob(tx, QUEUES.deliverMessage.name, { messageId: message.id });
    if (stuck.length === 0) return 0;
    await tx.outgoingMessage.updateMany({
      where: { id: { in: stuck.map((message) => message.id) }, status: "SENDING" },
      data: { status: "QUEUED", claimedAt: null, lastError: "The worker stopped while sending; sent again under the same key." },
    });
    for (const message of stuck) await enqueueJob(tx, QUEUES.deliverMessage.name, { messageId: message.id });
    return stuck.length;
  });
  const { count } = await db.outgoingMessage.updateMany({
    where: {
      status: "SENDING",
      channel: { notIn: [...channels] },
      claimedAt: { lt: new Date(now.getTime() - STUCK_AFTER_SECONDS * 1000) },
    },
    data: { status: "UNKNOWN", lastError: STUCK_MESSAGE_ERROR, text: "", html: null },
  });
  return { marked: count, requeued };
}
