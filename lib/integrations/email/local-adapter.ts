import type { RecordOutboxMessage } from "@/lib/integrations/outbox/types";
import { noticeOutboxDelivery } from "@/lib/integrations/outbox/notice-outbox-delivery";
import type { EmailMessage, EmailSender } from "./types";
import { validateEmailMessage } from "./validate-email-message";

/** Puts the message in the local outbox instead of sending it. */
export class LocalEmailSender implements EmailSender {
  // The outbox keeps one row per key, as a provider with idempotency keys would.
  readonly dedupesByIdempotencyKey = true;

  constructor(private readonly record: RecordOutboxMessage) {}

  async send(message: EmailMessage): Promise<{ messageId: string }> {
    const { to, subject, text, html, attachments } = validateEmailMessage(message);
    const stored = await this.record({
      id: message.idempotencyKey,
      channel: "email",
      to,
      subject,
      text,
      html,
      headers: message.headers,
      attachments,
    });
    noticeOutboxDelivery(stored);
    return { messageId: `<${stored.id}@outbox.local>` };
  }
}
