import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { usesSecureCookies } from "@/lib/auth/session-cookie";
import { getSecretsKey } from "@/lib/crypto/secrets-key";

// Connecting an HR system leaves the product (the provider's Connect) and comes back to the callback. The cookie
// set on the way out says who started it for which plan, signed, for 30 minutes: the callback acts only for that
// administrator and that plan, so a code planted in someone else's browser connects nothing.

export const HR_CONNECT_COOKIE = "hr_connect";
export const HR_CONNECT_TTL_SECONDS = 30 * 60;

/** Sent back only to the connect routes, never readable by scripts. */
export function hrConnectCookieOptions() {
  return { httpOnly: true, sameSite: "lax" as const, path: "/api/hr-system", secure: usesSecureCookies() };
}

type ConnectState = { planId: string; userId: string; expiresAt: number };

const sign = (payload: string) => createHmac("sha256", getSecretsKey()).update(`hr-connect.${payload}`).digest("base64url");

export function signHrConnectState({ planId, userId, now = new Date() }: { planId: string; userId: string; now?: Date }): string {
  const payload = Buffer.from(JSON.stringify({ planId, userId, expiresAt: now.getTime() + HR_CONNECT_TTL_SECONDS * 1000 })).toString("base64url");
  return `${payload}.${sign(payload)}`;
}

/** The state the cookie holds, or null when it is missing, forged or expired. */
export function readHrConnectState(value: string | undefined, now = new Date()): ConnectState | null {
  const [payload, signature] = (value ?? "").split(".");
  if (!payload || !signature) return null;
  const expected = sign(payload);
  if (signature.length !== expected.length || !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) return null;
  try {
    const state = JSON.parse(Buffer.from(payload, "base64url").toString()) as ConnectState;
    return state.expiresAt > now.getTime() && typeof state.planId === "string" && typeof state.userId === "string" ? state : null;
  } catch {
    return null;
  }
}
