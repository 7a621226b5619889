import type { Tx } from "@/lib/db";
import type { EmailAttachment, EmailMessage } from "@/lib/integrations/email/types";
import { validateEmailMessage } from "@/lib/integrations/email/validate-email-message";
import type { OutgoingMessage as SmsMessage } from "@/lib/integrations/sms/types";
import { validateOutgoingMessage } from "@/lib/integrations/sms/validate-outgoing-message";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { QUEUES } from "@/lib/jobs/queues";

/**
 * Writes an email to the outgoing messages inside the caller's transaction and enqueues its delivery there too: it
 * goes out (at most once) exactly when the caller's writes commit. The address is checked now, as the provider would.
 */
export async function queueEmail(tx: Tx, message: EmailMessage): Promise<{ messageId: string }> {
  const { to, subject, text, html, headers, attachments } = validateEmailMessage(message);
  return queueRow(tx, { channel: "EMAIL", to, subject, text, html: html ?? null, headers, attachments });
}

/** The same for a text message or a phone call that reads the text (two-factor codes). */
export async function queueSms(tx: Tx, message: SmsMessage): Promise<{ messageId: string }> {
  const { to, body, channel } = validateOutgoingMessage(message);
  return queueRow(tx, { channel: channel === "voice" ? "VOICE" : "SMS", to, subject: null, text: body, html: null });
}

async function queueRow(
  tx: Tx,
  data: {
    channel: "EMAIL" | "SMS" | "VOICE";
    to: string;
    subject: string | null;
    text: string;
    html: string | null;
    headers?: Record<string, string>;
    attachments?: EmailAttachment[];
  },
): Promise<{ messageId: string }> {
  const { attachments, ...fields } = data;
  const { id } = await tx.outgoingMessage.create({
    data: { ...fields, ...(attachments?.length ? { attachments } : {}) },
    select: { id: true },
  });
  await enqueueJob(tx, QUEUES.deliverMessage.name, { messageId: id });
  return { messageId: id };
}
