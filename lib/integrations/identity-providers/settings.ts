import "server-only";
import { getAppEnv, getEnv } from "@/lib/env";

export type OktaSettings = { issuer: string; clientId: string; clientSecret: string };

/** The Google client id, or null when Google sign-in is not configured (the button is then hidden). */
export function googleClientId(): string | null {
  return getEnv().GOOGLE_CLIENT_ID ?? null;
}

/** The staff identity provider's settings, or null when OKTA_ISSUER / OKTA_CLIENT_ID / OKTA_CLIENT_SECRET are not all set. */
export function oktaSettings(): OktaSettings | null {
  const env = getEnv();
  if (!env.OKTA_ISSUER || !env.OKTA_CLIENT_ID || !env.OKTA_CLIENT_SECRET) return null;
  return { issuer: env.OKTA_ISSUER, clientId: env.OKTA_CLIENT_ID, clientSecret: env.OKTA_CLIENT_SECRET };
}

/**
 * Which staff identity provider this install uses: the configured one, else the built-in local stand-in on a
 * laptop or test install, else none (a staging or production install without OKTA_* settings has no staff sign-in).
 */
export function staffIdentityProviderMode(): "okta" | "local" | null {
  if (oktaSettings()) return "okta";
  const appEnv = getAppEnv();
  return appEnv === "local" || appEnv === "test" ? "local" : null;
}

/** The local stand-in's pages answer only where it is the staff identity provider. */
export function isLocalIdentityProviderEnabled(): boolean {
  return staffIdentityProviderMode() === "local";
}
