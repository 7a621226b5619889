import "server-only";
import { z } from "zod";
import { AppError, AppErrorCode } from "@/lib/errors";
import type { TwilioSettings } from "./settings";
import type { MessageSender, OutgoingMessage } from "./types";
import { INVALID_PHONE_MESSAGE, validateOutgoingMessage } from "./validate-outgoing-message";

export const SMS_UNAVAILABLE_MESSAGE = "Codes cannot be sent right now. Please try again later.";

export type TwilioAdapterOptions = TwilioSettings & {
  /** Twilio's REST host; tests point it at a loopback stand-in. */
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/** Twilio's answers that mean "this number cannot be reached", i.e. the user typed a wrong number. */
const INVALID_NUMBER_CODES = new Set([21211, 21214, 21217, 21614]);

const createdSchema = z.object({ sid: z.string().min(1) });
const errorSchema = z.object({ code: z.number(), message: z.string(), more_info: z.string().optional() });

/** A failed Twilio call, kept as the cause of the AppError. Carries Twilio's code, never the credentials or the body. */
export class TwilioRequestError extends Error {
  constructor(
    readonly status: number,
    readonly twilioCode: number | undefined,
    message: string,
  ) {
    super(message);
    this.name = "TwilioRequestError";
  }
}

/**
 * Twilio's REST API with plain fetch: two form posts (Messages, Calls with inline TwiML) do not justify the SDK's
 * dependency tree, and a base URL keeps the adapter testable against a loopback stand-in.
 */
export class TwilioMessageSender implements MessageSender {
  private readonly baseUrl: string;
  private readonly fetch: typeof fetch;
  private readonly timeoutMs: number;

  constructor(private readonly options: TwilioAdapterOptions) {
    this.baseUrl = (options.baseUrl ?? "https://api.twilio.com").replace(/\/+$/, "");
    this.fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async send(message: OutgoingMessage): Promise<{ sid: string }> {
    const { to, body, channel } = validateOutgoingMessage(message);
    const { accountSid, authToken, fromNumber } = this.options;
    const form = new URLSearchParams({ To: to, From: fromNumber });
    if (channel === "sms") form.set("Body", body);
    else form.set("Twiml", `<Response><Say language="en-US">${escapeXml(body)}</Say></Response>`);

    const resource = channel === "sms" ? "Messages" : "Calls";
    let response: Response;
    try {
      response = await this.fetch(`${this.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/${resource}.json`, {
        method: "POST",
        headers: {
          Authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`,
          "Content-Type": "application/x-www-form-urlencoded",
          Accept: "application/json",
        },
        body: form,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new AppError(AppErrorCode.UNAVAILABLE, SMS_UNAVAILABLE_MESSAGE, { cause: error });
    }

    const payload: unknown = await response.json().catch(() => undefined);
    if (response.ok) {
      const created = createdSchema.safeParse(payload);
      if (created.success) return { sid: created.data.sid };
      throw new AppError(AppErrorCode.UNAVAILABLE, SMS_UNAVAILABLE_MESSAGE, {
        cause: new TwilioRequestError(response.status, undefined, "Twilio answered without a sid."),
      });
    }

    const failure = errorSchema.safeParse(payload);
    const cause = new TwilioRequestError(
      response.status,
      failure.success ? failure.data.code : undefined,
      failure.success ? failure.data.message : `Twilio answered ${response.status}.`,
    );
    if (failure.success && INVALID_NUMBER_CODES.has(failure.data.code)) {
      throw new AppError(AppErrorCode.INVALID_INPUT, INVALID_PHONE_MESSAGE, { field: "phoneNumber", cause });
    }
    throw new AppError(AppErrorCode.UNAVAILABLE, SMS_UNAVAILABLE_MESSAGE, { cause });
  }
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}
