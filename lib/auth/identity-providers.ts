import { getEnv } from "@/lib/env";

/** Which outside sign-in buttons to show: each only when its settings are present. */
export function enabledIdentityProviders(): { google: boolean; okta: boolean } {
  const env = getEnv();
  return {
    google: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    okta: Boolean(env.OKTA_ISSUER && env.OKTA_CLIENT_ID && env.OKTA_CLIENT_SECRET),
  };
}

export function isStaffEmail(email: string): boolean {
  return email.trim().toLowerCase().endsWith(`@${getEnv().STAFF_EMAIL_DOMAIN.toLowerCase()}`);
}
