import { getEnv } from "@/lib/env";

/** Where the provider's Connect sends the employer back (registered with the provider as the redirect URI). */
export function hrCallbackUrl(): string {
  return `${getEnv().SITE_URL.replace(/\/+$/, "")}/api/hr-system/callback`;
}
