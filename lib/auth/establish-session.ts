import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { createSession } from "@/lib/auth/sessions/create-session";
import { setSessionCookies } from "@/lib/auth/set-session-cookies";
import type { ResponseCookies } from "@/lib/http/response-cookies";

/**
 * Signs a user in: a new server-side session, its cookies on the response, and a line in the audit log. Every sign-in
 * path (password + code, sign-up, Google, the staff identity provider, recovery) ends here.
 */
export async function establishSession({
  userId,
  method,
  cookies,
  ipAddress,
  userAgent,
}: {
  userId: string;
  method: "password" | "google" | "okta" | "sign-up" | "recovery";
  cookies: ResponseCookies;
  ipAddress: string | null;
  userAgent: string | null;
}): Promise<{ sessionId: string }> {
  const session = await createSession({ userId, ipAddress, userAgent });
  await setSessionCookies(cookies, { userId, sessionId: session.id });
  await recordAuditEvent({ actorUserId: userId, action: "session.sign-in", operation: method, ipAddress });
  return { sessionId: session.id };
}
