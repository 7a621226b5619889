import type { Env } from "@/lib/env";

export type PlaidSettings = { clientId: string; secret: string; environment: Env["PLAID_ENV"] };

/** The real provider is used only when both keys are present; otherwise the built-in sandbox stands in. */
export function plaidSettings(env: Env): PlaidSettings | undefined {
  const { PLAID_CLIENT_ID: clientId, PLAID_SECRET: secret, PLAID_ENV: environment } = env;
  return clientId && secret ? { clientId, secret, environment } : undefined;
}
