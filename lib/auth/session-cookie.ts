import { decode, encode } from "next-auth/jwt";
import { getEnv } from "@/lib/env";
import { getAuthSecret } from "@/lib/auth/auth-secret";
import { SESSION_ABSOLUTE_LIFETIME_SECONDS } from "@/lib/auth/session-policy";

/** Secure cookies (and their `__Secure-` prefix) whenever the site is served over https. */
export function usesSecureCookies(): boolean {
  return getEnv().SITE_URL.startsWith("https://");
}

export function sessionCookieName(): string {
  return `${usesSecureCookies() ? "__Secure-" : ""}next-auth.session-token`;
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
