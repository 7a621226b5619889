import type { Env } from "@/lib/env";

export type ApexSettings = {
  /** The API's origin (https://…); paths such as /accounts/v1/… and /oauth2/token are appended. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
};

/** Apex is used only when all three settings are present; otherwise the built-in sandbox answers. */
export function apexSettings(env: Env): ApexSettings | undefined {
  const { APEX_API_URL: apiUrl, APEX_CLIENT_ID: clientId, APEX_CLIENT_SECRET: clientSecret } = env;
  return apiUrl && clientId && clientSecret ? { apiUrl, clientId, clientSecret } : undefined;
}
