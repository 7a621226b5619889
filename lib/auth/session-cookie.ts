import { decode, encode } from "next-auth/jwt";
import { getEnv } from "@/lib/env";
import { getAuthSecret } from "@/lib/auth/auth-secret";
import { SESSION_ABSOLUTE_LIFETIME_SECONDS } from "@/lib/auth/session-policy";

/**
 * Secure cookies whenever the site is served over https, named `__Host-`: the browser then accepts them only with
 * Secure, Path=/ and no Domain, so no subdomain (or a man in the middle on http) can set or shadow them.
 */
export function usesSecureCookies(): boolean {
  return getEnv().SITE_URL.startsWith("https://");
}

/** `__Host-` on https; no prefix on a plain-http laptop install (browsers refuse prefixed cookies without Secure). */
export function secureCookiePrefix(): string {
  return usesSecureCookies() ? "__Host-" : "";
}

export function sessionCookieName(): string {
  return `${secureCookiePrefix()}next-auth.session-token`;
}

export type SessionToken = { sub: string; sid: string };

/** The cookie next-auth reads: an encrypted JWT that carries only the user id and the server-side session id. */
export async function encodeSessionToken(token: SessionToken): Promise<string> {
  return encode({ token, secret: getAuthSecret(), maxAge: SESSION_ABSOLUTE_LIFETIME_SECONDS });
}

export async function decodeSessionToken(value: string | undefined): Promise<SessionToken | null> {
  if (!value) return null;
  try {
    const token = await decode({ token: value, secret: getAuthSecret() });
    if (!token || typeof token.sub !== "string" || typeof token.sid !== "string") return null;
    return { sub: token.sub, sid: token.sid };
  } catch {
    return null;
  }
}
