import { isAppError } from "@/lib/errors";
import { TwilioRequestError } from "@/lib/integrations/sms/twilio-adapter";

export type SendFailure =
  /** The provider said no for good (a bad address or number): never retried. */
  | "rejected"
  /** The provider answered with a refusal, so it did not take the message: safe to try again later. */
  | "refused"
  /** No answer (a timeout, a cut connection): it may have been sent, so it is never tried again (at most once). */
  | "unknown";

// SMTP: connecting, the greeting and logging in fail before any message is handed over.
const SMTP_BEFORE_HANDOVER = new Set(["ECONNECTION", "EDNS", "EAUTH", "ETLS", "ECONNREFUSED", "ENOTFOUND"]);

/** What an adapter's error says about whether the message left. */
export function classifySendFailure(error: unknown): SendFailure {
  if (isAppError(error) && error.code === "INVALID_INPUT") return "rejected";
  const cause = isAppError(error) ? error.cause : error;
  // Twilio answered with an error status: the message or call was not created.
  if (cause instanceof TwilioRequestError && cause.status >= 400) return "refused";
  if (typeof cause === "object" && cause !== null) {
    const { code, command, responseCode } = cause as { code?: string; command?: string; responseCode?: number };
    // An SMTP reply code: the server answered, and a refusal means it did not accept the message.
    if (typeof responseCode === "number" && responseCode >= 400) return "refused";
    if (code && SMTP_BEFORE_HANDOVER.has(code)) return "refused";
    // nodemailer names the step that failed: CONN is the connection itself, before any message was handed over.
    if (command === "CONN") return "refused";
  }
  return "unknown";
}
