import { noticeOutboxDelivery } from "@/lib/integrations/outbox/notice-outbox-delivery";
import type { RecordOutboxMessage } from "@/lib/integrations/outbox/types";
import type { MessageSender, OutgoingMessage } from "./types";
import { validateOutgoingMessage } from "./validate-outgoing-message";

/** Puts the text (or what a call would read aloud) in the local outbox. */
export class LocalMessageSender implements MessageSender {
  readonly dedupesByIdempotencyKey = true;

  constructor(private readonly record: RecordOutboxMessage) {}

  async send(message: OutgoingMessage): Promise<{ sid: string }> {
    const { to, body, channel } = validateOutgoingMessage(message);
    const stored = await this.record({ id: message.idempotencyKey, channel, to, text: body });
    noticeOutboxDelivery(stored);
    return { sid: `local-${stored.id}` };
  }
}
