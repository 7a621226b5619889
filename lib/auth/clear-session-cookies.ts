import type { ResponseCookies } from "@/lib/http/response-cookies";
import { sessionCookieName } from "@/lib/auth/session-cookie";
import { SIGNED_IN_HINT_COOKIE } from "@/lib/auth/session-policy";

export function clearSessionCookies(cookies: ResponseCookies): void {
  cookies.delete(sessionCookieName(), { httpOnly: true });
  cookies.delete(SIGNED_IN_HINT_COOKIE);
}
