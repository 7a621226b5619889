import type { NewOutboxMessage, OutboxMessage, RecordOutboxMessage } from "@/lib/integrations/outbox/types";

/** The outbox the local adapters write to, kept in memory so their contract tests need no database. */
export function memoryOutbox(): { record: RecordOutboxMessage; messages: OutboxMessage[] } {
  const messages: OutboxMessage[] = [];
  const record = async (message: NewOutboxMessage): Promise<OutboxMessage> => {
    const stored: OutboxMessage = {
      id: `memory-${messages.length + 1}`,
      channel: message.channel,
      to: message.to,
      subject: message.subject ?? null,
      text: message.text,
      html: message.html ?? null,
      headers: message.headers ?? null,
      attachments: message.attachments ?? null,
      createdAt: new Date(),
    };
    messages.push(stored);
    return stored;
  };
  return { record, messages };
}
