import type { ResponseCookies } from "@/lib/http/response-cookies";
import { encodeSessionToken, sessionCookieName } from "@/lib/auth/session-cookie";
import {
  SESSION_ABSOLUTE_LIFETIME_SECONDS,
  SIGNED_IN_HINT_COOKIE,
  SIGNED_IN_HINT_MAX_AGE_SECONDS,
} from "@/lib/auth/session-policy";

/** Sets the session cookie for a server-side session, and the client's `signedin=true` hint (spec 000 §9). */
export async function setSessionCookies(
  cookies: ResponseCookies,
  { userId, sessionId }: { userId: string; sessionId: string },
): Promise<void> {
  cookies.set(sessionCookieName(), await encodeSessionToken({ sub: userId, sid: sessionId }), {
    httpOnly: true,
    maxAge: SESSION_ABSOLUTE_LIFETIME_SECONDS,
  });
  cookies.set(SIGNED_IN_HINT_COOKIE, "true", { maxAge: SIGNED_IN_HINT_MAX_AGE_SECONDS });
}
