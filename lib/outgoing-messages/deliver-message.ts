import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { getEmailSender } from "@/lib/integrations/email/get-email-sender";
import type { EmailSender } from "@/lib/integrations/email/types";
import { getSmsSender } from "@/lib/integrations/sms/get-sms-sender";
import type { MessageSender } from "@/lib/integrations/sms/types";
import { QUEUES } from "@/lib/jobs/queues";
import { attachmentsFromJson, headersFromJson } from "@/lib/integrations/outbox/headers-from-json";

import { classifySendFailure } from "./classify-send-failure";

/** A refusal the provider may not repeat: the job fails and pg-boss tries again after its backoff. */
export class MessageRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MessageRefusedError";
  }
}

export type DeliveryOutcome = "sent" | "skipped" | "retrying" | "failed" | "unknown";

const MAX_ATTEMPTS = QUEUES.deliverMessage.retry.retryLimit + 1;
/** Longer than a send may take (SMTP's socket timeout is 30 s): a claim older than this belongs to a dead worker. */
export const RECLAIM_AFTER_SECONDS = 45;

/** Whether the provider of this channel drops a second send with the same idempotency key. */
export function senderDedupes(
  channel: "EMAIL" | "SMS" | "VOICE",
  { email, sms }: { email: Pick<EmailSender, "dedupesByIdempotencyKey">; sms: Pick<MessageSender, "dedupesByIdempotencyKey"> },
): boolean {
  return Boolean(channel === "EMAIL" ? email.dedupesByIdempotencyKey : sms.dedupesByIdempotencyKey);
}

/**
 * The deliver-message job: sends one outgoing message once. The row is claimed first with a conditional update
 * (QUEUED -> SENDING); only the claimant calls the provider, with the message id as its idempotency key. A worker that
 * dies after the claim leaves it SENDING. Where the provider drops a repeated key (dedupesByIdempotencyKey), the
 * message may be claimed again once the claim is older than any send takes (RECLAIM_AFTER_SECONDS): the retried job,
 * or sweepStuckMessages, sends it again and the provider delivers it once. Elsewhere it is never sent twice:
 * sweepStuckMessages marks it UNKNOWN.
 */
export async function deliverMessage({
  messageId,
  email = getEmailSender(),
  sms = getSmsSender(),
  now = new Date(),
}: {
  messageId: string;
  email?: EmailSender;
  sms?: MessageSender;
  now?: Date;
}): Promise<DeliveryOutcome> {
  const db = await getDb();
  const queued = await db.outgoingMessage.findUnique({ where: { id: messageId }, select: { channel: true } });
  if (!queued) return "skipped";
  const reclaimable = senderDedupes(queued.channel, { email, sms })
    ? [{ status: "SENDING" as const, claimedAt: { lt: new Date(now.getTime() - RECLAIM_AFTER_SECONDS * 1000) } }]
    : [];
  const claimed = await db.outgoingMessage.updateMany({
    where: { id: messageId, OR: [{ status: "QUEUED" }, ...reclaimable] },
    data: { status: "SENDING", claimedAt: now, attempts: { increment: 1 } },
  });
  // Sent, settled or being sent by another worker (a job retried after its worker vanished): nothing to do.
  if (claimed.count === 0) return "skipped";
  const message = await db.outgoingMessage.findUniqueOrThrow({
    where: { id: messageId },
    select: { channel: true, to: true, subject: true, text: true, html: true, headers: true, attachments: true, attempts: true },
  });
  let providerMessageId: string;
  try {
    providerMessageId =
      message.channel === "EMAIL"
        ? (
            await email.send({
              to: message.to,
              subject: message.subject ?? "",
              text: message.text,
              html: message.html ?? undefined,
              headers: headersFromJson(message.headers) ?? undefined,
              attachments: attachmentsFromJson(message.attachments) ?? undefined,
              idempotencyKey: messageId,
            })
          ).messageId
        : (
            await sms.send({
              to: message.to,
              body: message.text,
              channel: message.channel === "VOICE" ? "voice" : "sms",
              idempotencyKey: messageId,
            })
          ).sid;
  } catch (error) {
    const lastError = describe(error);
    const failure = classifySendFailure(error);
    if (failure === "refused" && message.attempts < MAX_ATTEMPTS) {
      await db.outgoingMessage.update({
        where: { id: messageId },
        data: { status: "QUEUED", claimedAt: null, lastError },
        select: { id: true },
      });
      throw new MessageRefusedError(lastError);
    }
    await settle(messageId, { status: failure === "unknown" ? "UNKNOWN" : "FAILED", lastError });
    return failure === "unknown" ? "unknown" : "failed";
  }
  await settle(messageId, { status: "SENT", providerMessageId, sentAt: new Date() });
  return "sent";
}

// A settled message keeps who, what channel and how it went; its text (codes, sign-in links) is erased.
async function settle(
  messageId: string,
  data: { status: "SENT" | "FAILED" | "UNKNOWN"; lastError?: string; providerMessageId?: string; sentAt?: Date },
): Promise<void> {
  const db = await getDb();
  await db.outgoingMessage.update({
    where: { id: messageId },
    data: { ...data, text: "", html: null, headers: Prisma.DbNull, attachments: Prisma.DbNull },
    select: { id: true },
  });
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${message}${cause}`.slice(0, 500);
}
