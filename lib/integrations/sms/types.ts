export type MessageChannel = "sms" | "voice";

export type OutgoingMessage = {
  /** E.164 US number: +1 and ten digits, the first of them 2-9. Anything else is rejected with AppError INVALID_INPUT. */
  to: string;
  /** For "voice" the text is read aloud. */
  body: string;
  channel: MessageChannel;
  /** The same key never delivers twice where the provider supports it (the local outbox; Twilio does not). */
  idempotencyKey?: string;
};

/** Delivers a text message or a phone call that reads the text; the product makes and checks the codes itself. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<{ sid: string }>;
  /** As EmailSender's: a second send with the same key is dropped (the local outbox), so a retry is safe. */
  readonly dedupesByIdempotencyKey?: boolean;
}
