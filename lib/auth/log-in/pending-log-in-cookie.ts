import { parse as parseCookies } from "cookie";
import { secureCookiePrefix } from "@/lib/auth/session-cookie";
import type { ResponseCookies } from "@/lib/http/response-cookies";

/** Between the password and the code: 10 minutes, the life of the code it waits for. */
export const PENDING_LOG_IN_SECONDS = 10 * 60;

export function pendingLogInCookieName(): string {
  return `${secureCookiePrefix()}mariner.pending-log-in`;
}

export function readPendingLogInToken(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  return parseCookies(cookieHeader)[pendingLogInCookieName()] || null;
}

export function setPendingLogInCookie(cookies: ResponseCookies, token: string): void {
  cookies.set(pendingLogInCookieName(), token, { httpOnly: true, sameSite: "lax", maxAge: PENDING_LOG_IN_SECONDS });
}

export function clearPendingLogInCookie(cookies: ResponseCookies): void {
  cookies.delete(pendingLogInCookieName(), { httpOnly: true });
}
