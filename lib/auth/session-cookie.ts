import { hkdfSync } from "node:crypto";
import { jwtDecrypt } from "jose";
import { encode } from "next-auth/jwt";
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

let derivedKey: { secret: string; key: Uint8Array } | undefined;

/**
 * The cookie's encryption key, derived from the secret the way next-auth's `encode` derives it (HKDF-SHA256, empty
 * salt, its fixed info string). next-auth's own `decode` derives it again on every call, which was the largest single
 * cost of checking a session (docs/benchmarks.md, bench:api); the key only changes with the secret.
 */
function sessionEncryptionKey(): Uint8Array {
  const secret = getAuthSecret();
  if (derivedKey?.secret !== secret) {
    const key = new Uint8Array(hkdfSync("sha256", secret, "", "NextAuth.js Generated Encryption Key", 32));
    derivedKey = { secret, key };
  }
  return derivedKey.key;
}

// Decrypted cookies by value, for the burst of requests one page makes: a cookie's content never changes, so only its
// expiry is checked again. Revocation is not decided here but by the server-side session (findSessionViewer).
const DECODED_CACHE_MAX = 5_000;
const decodedCookies = new Map<string, { token: SessionToken; expiresAtMs: number; secret: string }>();

/** Reads the cookie next-auth wrote (JWE, dir + A256GCM); null when it is missing, tampered with or expired. */
export async function decodeSessionToken(value: string | undefined): Promise<SessionToken | null> {
  if (!value) return null;
  const secret = getAuthSecret();
  const cached = decodedCookies.get(value);
  if (cached && cached.secret === secret) {
    if (cached.expiresAtMs > Date.now()) return cached.token;
    decodedCookies.delete(value);
    return null;
  }
  try {
    const { payload } = await jwtDecrypt(value, sessionEncryptionKey(), { clockTolerance: 15 });
    if (typeof payload.sub !== "string" || typeof payload.sid !== "string" || typeof payload.exp !== "number") return null;
    const token = { sub: payload.sub, sid: payload.sid };
    if (decodedCookies.size >= DECODED_CACHE_MAX) decodedCookies.clear();
    decodedCookies.set(value, { token, expiresAtMs: (payload.exp + 15) * 1000, secret });
    return token;
  } catch {
    return null;
  }
}
