/** A file sent with an email, as text (an .ics calendar invitation). */
export type EmailAttachment = {
  filename: string;
  /** e.g. 'text/calendar; charset=utf-8; method=REQUEST'. */
  contentType: string;
  content: string;
};

export type EmailMessage = {
  /** One bare address ("name@example.com"); an invalid address is rejected with AppError INVALID_INPUT. */
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on every non-security email. */
  headers?: Record<string, string>;
  /** The same key never delivers twice: the outbox keeps one row per key; SMTP uses it in the Message-ID. */
  idempotencyKey?: string;
  attachments?: EmailAttachment[];
};

export interface EmailSender {
  send(message: EmailMessage): Promise<{ messageId: string }>;
  /**
   * Whether a second send with the same idempotencyKey is dropped by the provider. Then a message whose worker died
   * mid-send is sent again (exactly once); otherwise it is never re-sent (at most once) and left for staff.
   */
  readonly dedupesByIdempotencyKey?: boolean;
}
