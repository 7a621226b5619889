import type { EmailAttachment } from "@/lib/integrations/email/types";

// The local outbox: where the local email and SMS/voice adapters put what a real service would have delivered, so that
// developers and end-to-end tests can read codes and links (GET /api/dev/outbox, /dev/outbox).
export type OutboxChannel = "email" | "sms" | "voice";

export type NewOutboxMessage = {
  /** An idempotency key: a second message with the same id is not recorded again (the first one is answered). */
  id?: string;
  channel: OutboxChannel;
  to: string;
  subject?: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  attachments?: EmailAttachment[];
};

export type OutboxMessage = {
  id: string;
  channel: OutboxChannel;
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  headers: Record<string, string> | null;
  attachments: EmailAttachment[] | null;
  createdAt: Date;
};

/** What the local adapters need from the outbox; injected so their contract tests can run without a database. */
export type RecordOutboxMessage = (message: NewOutboxMessage) => Promise<OutboxMessage>;
