import type { Env } from "@/lib/env";

export type FinchSettings = {
  clientId: string;
  clientSecret: string;
  /** The webhook endpoint's signing secret; without it every webhook is refused. */
  webhookSecret?: string;
  /** Connect's sandbox ("finch": Finch's fake providers; "provider": providers' test accounts); unset: live. */
  sandbox?: "finch" | "provider";
  baseUrl?: string;
};

/** Finch is used only when both keys are present; otherwise the built-in stand-in serves a sample company. */
export function finchSettings(env: Env): FinchSettings | undefined {
  const {
    FINCH_CLIENT_ID: clientId,
    FINCH_CLIENT_SECRET: clientSecret,
    FINCH_WEBHOOK_SECRET: webhookSecret,
    FINCH_SANDBOX: sandbox,
    FINCH_BASE_URL: baseUrl,
  } = env;
  return clientId && clientSecret ? { clientId, clientSecret, webhookSecret, sandbox, baseUrl } : undefined;
}
