import type { Env } from "@/lib/env";

export type TwilioSettings = { accountSid: string; authToken: string; fromNumber: string };

/** The real Twilio adapter is used only when all three settings are present. */
export function twilioSettings(env: Env): TwilioSettings | undefined {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM_NUMBER: fromNumber } = env;
  return accountSid && authToken && fromNumber ? { accountSid, authToken, fromNumber } : undefined;
}
