import type { Env } from "@/lib/env";

export type PlaidSettings = {
  clientId: string;
  secret: string;
  environment: Env["PLAID_ENV"];
  /** Where OAuth banks send the member back (/plaid-oauth); must be registered with the provider. */
  redirectUri?: string;
};

/** The real provider is used only when both keys are present; otherwise the built-in sandbox stands in. */
export function plaidSettings(env: Env): PlaidSettings | undefined {
  const { PLAID_CLIENT_ID: clientId, PLAID_SECRET: secret, PLAID_ENV: environment, PLAID_REDIRECT_URI: redirectUri } = env;
  return clientId && secret ? { clientId, secret, environment, redirectUri } : undefined;
}
