import { parse as parseCookies } from "cookie";
import type { Viewer } from "@/lib/authz/viewer";
import { decodeSessionToken, sessionCookieName } from "@/lib/auth/session-cookie";
import { findSessionViewer } from "@/lib/auth/sessions/find-session-viewer";

/** Reads the session cookie and checks the server-side session behind it (revocation, idle and absolute expiry). */
export async function findViewerForCookieHeader(cookieHeader: string | null): Promise<Viewer | null> {
  if (!cookieHeader) return null;
  const token = await decodeSessionToken(parseCookies(cookieHeader)[sessionCookieName()]);
  if (!token) return null;
  return findSessionViewer({ sessionId: token.sid, userId: token.sub });
}
