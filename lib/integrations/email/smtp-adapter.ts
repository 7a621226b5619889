import "server-only";
import nodemailer from "nodemailer";
import { AppError, AppErrorCode } from "@/lib/errors";
import type { SmtpSettings } from "./settings";
import type { EmailMessage, EmailSender } from "./types";
import { INVALID_EMAIL_MESSAGE, validateEmailMessage } from "./validate-email-message";

export const EMAIL_UNAVAILABLE_MESSAGE = "Email cannot be sent right now. Please try again later.";

/** Sends through any SMTP server named by SMTP_URL (smtp://user:pass@host:587, smtps://... for implicit TLS). */
export class SmtpEmailSender implements EmailSender {
  private readonly transport: nodemailer.Transporter;
  private readonly from: string;

  constructor(settings: SmtpSettings) {
    this.from = settings.from;
    // No logger: nodemailer's debug log would print message bodies (reset links, codes) and the SMTP credentials.
    this.transport = nodemailer.createTransport(withTimeouts(settings.url), { from: settings.from });
  }

  async send(message: EmailMessage): Promise<{ messageId: string }> {
    const { to, subject, text, html, attachments } = validateEmailMessage(message);
    try {
      const info = await this.transport.sendMail({
        to,
        subject,
        text,
        html,
        ...(message.headers ? { headers: message.headers } : {}),
        ...(attachments?.length
          ? { attachments: attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })) }
          : {}),
        // A stable Message-ID lets receiving servers drop a duplicate of the same outgoing message.
        ...(message.idempotencyKey ? { messageId: `<${message.idempotencyKey}@${messageIdDomain(this.from)}>` } : {}),
      });
      return { messageId: info.messageId };
    } catch (error) {
      if (isRecipientRejected(error)) {
        throw new AppError(AppErrorCode.INVALID_INPUT, INVALID_EMAIL_MESSAGE, { field: "to", cause: error });
      }
      throw new AppError(AppErrorCode.UNAVAILABLE, EMAIL_UNAVAILABLE_MESSAGE, { cause: error });
    }
  }
}

/**
 * nodemailer waits up to two minutes for a connection and ten for a reply; a request that sends a code should fail
 * sooner. Settings in the URL's query (`?connectionTimeout=...`) win.
 */
const TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function withTimeouts(smtpUrl: string): string {
  // Not the parser's error: it carries the input, password included.
  const url = URL.canParse(smtpUrl) ? new URL(smtpUrl) : undefined;
  if (url?.protocol !== "smtp:" && url?.protocol !== "smtps:") {
    throw new Error("SMTP_URL is not an SMTP URL (smtp://user:password@host:port, or smtps:// for implicit TLS).");
  }
  for (const [name, milliseconds] of Object.entries(TIMEOUTS_MS)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(milliseconds));
  }
  return url.toString();
}

function messageIdDomain(from: string): string {
  return /@([^>\s]+)/.exec(from)?.[1] ?? "localhost";
}

/** The server refused the recipient with a permanent (5xx) reply to RCPT TO. */
function isRecipientRejected(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, command, responseCode } = error as { code?: string; command?: string; responseCode?: number };
  return code === "EENVELOPE" && command === "RCPT TO" && typeof responseCode === "number" && responseCode >= 500;
}
