export type EmailMessage = {
  /** One bare address ("name@example.com"); an invalid address is rejected with AppError INVALID_INPUT. */
  to: string;
  subject: string;
  text: string;
  html?: string;
};

export interface EmailSender {
  send(message: EmailMessage): Promise<{ messageId: string }>;
}
