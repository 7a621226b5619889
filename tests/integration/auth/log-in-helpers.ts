import { outboxMessages } from "../../helpers/outbox";
import { executeGraphQL } from "@/tests/helpers/graphql";

export const PASSWORD = "Harbor-Lights-2031";

export const PASSWORD_LOG_IN = `mutation($email: String!, $password: String, $code: String, $skip2fa: Boolean, $deviceId: String, $captchaToken: String) {
  passwordLogIn(email: $email, password: $password, code: $code, skip2fa: $skip2fa, deviceId: $deviceId, captchaToken: $captchaToken) {
    payload { email username firstName lastName plans { planId planName adminPermission } last4PhoneNumber }
    error
  }
}`;

export const RESEND_MFA_CODE = `mutation($email: String!, $channel: MfaCodeChannel) {
  resendMfaCode(email: $email, channel: $channel) { success error retryAfterSeconds }
}`;

export type PasswordLogInData = {
  passwordLogIn: {
    payload: {
      email: string;
      username: string | null;
      firstName: string | null;
      lastName: string | null;
      plans: Array<{ planId: string; planName: string; adminPermission: string | null }>;
      last4PhoneNumber: string | null;
    } | null;
    error: string | null;
  };
};

let ipCounter = 0;
/** A fresh caller address per test, so one test's per-IP counts never reach another's. */
export function uniqueIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(Math.random() * 200)}.${ipCounter % 250}`;
}

let phoneCounter = 0;
/** A valid US number (+1, area and exchange codes starting 2-9), unique within the run. */
export function uniquePhone(): string {
  phoneCounter += 1;
  const line = (Math.floor(Math.random() * 9000) + phoneCounter) % 10000;
  return `+1512${String(200 + (Date.now() % 700)).padStart(3, "0")}${String(line).padStart(4, "0")}`;
}

export async function logIn(
  variables: Record<string, unknown>,
  { cookie, ip }: { cookie?: string; ip: string },
) {
  return executeGraphQL<PasswordLogInData>({
    query: PASSWORD_LOG_IN,
    variables,
    cookie,
    headers: { "x-forwarded-for": ip },
  });
}

/** `name=value` of a cookie the response set (not a deletion), for sending back. */
export function cookieFrom(setCookies: string[], name: string): string | undefined {
  const header = setCookies.find((value) => value.startsWith(`${name}=`) && !value.startsWith(`${name}=;`));
  return header?.split(";")[0];
}

export function joinCookies(...cookies: Array<string | undefined>): string {
  return cookies.filter(Boolean).join("; ");
}

/** The newest code texted or read out to a number, from the local outbox. */
export async function latestCode(phoneNumber: string): Promise<{ code: string; channel: string }> {
  const [message] = await outboxMessages({ to: phoneNumber, limit: 1 });
  if (!message) throw new Error(`no message to ${phoneNumber}`);
  const spoken = /code is ([\d, ]+)\./.exec(message.text)?.[1];
  const code = spoken ? spoken.replace(/\D/g, "") : /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code || code.length !== 6) throw new Error(`no code in "${message.text}"`);
  return { code, channel: message.channel };
}

export function wrongCode(code: string): string {
  return code === "000000" ? "111111" : "000000";
}
