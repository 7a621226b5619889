import type { Env } from "@/lib/env";

export type SmtpSettings = { url: string; from: string };

/** The real SMTP adapter is used when SMTP_URL is set. */
export function smtpSettings(env: Env): SmtpSettings | undefined {
  return env.SMTP_URL ? { url: env.SMTP_URL, from: env.EMAIL_FROM } : undefined;
}
