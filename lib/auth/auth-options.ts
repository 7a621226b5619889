import type { NextAuthOptions, User } from "next-auth";
import { getEnv } from "@/lib/env";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { getAuthSecret } from "@/lib/auth/auth-secret";
import { secureCookiePrefix, sessionCookieName, usesSecureCookies } from "@/lib/auth/session-cookie";
import { SESSION_ABSOLUTE_LIFETIME_SECONDS } from "@/lib/auth/session-policy";
import { revokeSession } from "@/lib/auth/sessions/revoke-session";

type SessionUser = User & { sessionId: string };

/**
 * next-auth: the session cookie (an encrypted JWT carrying only the user id and a server-side session id), its
 * CSRF protection, and the providers. Every request re-checks the server-side session (findSessionViewer), so
 * logout, password changes and coach-mode exit end a session at once.
 */
export function getAuthOptions(): NextAuthOptions {
  const env = getEnv();
  process.env.NEXTAUTH_URL ??= env.SITE_URL;
  const secure = usesSecureCookies();
  // Every next-auth cookie `__Host-` on https (its defaults use `__Secure-` for most), host-only and Path=/.
  const hostOnly = (name: string, options: { httpOnly: boolean; maxAge?: number } = { httpOnly: true }) => ({
    name: `${secureCookiePrefix()}next-auth.${name}`,
    options: { ...options, sameSite: "lax" as const, path: "/", secure },
  });

  return {
    secret: getAuthSecret(),
    session: { strategy: "jwt", maxAge: SESSION_ABSOLUTE_LIFETIME_SECONDS },
    useSecureCookies: secure,
    cookies: {
      sessionToken: { name: sessionCookieName(), options: { httpOnly: true, sameSite: "lax", path: "/", secure } },
      callbackUrl: hostOnly("callback-url"),
      csrfToken: hostOnly("csrf-token"),
      pkceCodeVerifier: hostOnly("pkce.code_verifier", { httpOnly: true, maxAge: 60 * 15 }),
      state: hostOnly("state", { httpOnly: true, maxAge: 60 * 15 }),
      nonce: hostOnly("nonce"),
    },
    pages: { signIn: "/log-in", error: "/log-in" },
    // Google and the staff identity provider do not go through next-auth: GraphQL (googleLogIn, oktaLogIn) and
    // /api/auth/okta handle them (lib/auth/google, lib/auth/okta).
    providers: [],
    callbacks: {
      async jwt({ token, user, account }) {
        if (user && account?.provider === "credentials") {
          token.sub = user.id;
          token.sid = (user as SessionUser).sessionId;
        }
        // Nothing else goes into the cookie: the server-side session holds the truth.
        return { sub: token.sub, sid: token.sid };
      },
      async session({ session, token }) {
        return { ...session, user: { id: token.sub } } as typeof session;
      },
    },
    events: {
      async signIn({ user }) {
        await recordAuditEvent({ actorUserId: user.id, action: "session.sign-in", operation: "next-auth" });
      },
      async signOut({ token }) {
        if (typeof token?.sid === "string") await revokeSession({ sessionId: token.sid, reason: "logout" });
      },
    },
  };
}
