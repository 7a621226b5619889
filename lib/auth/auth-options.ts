import type { NextAuthOptions, User } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import GoogleProvider from "next-auth/providers/google";
import OktaProvider from "next-auth/providers/okta";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { isAppError } from "@/lib/errors";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { getAuthSecret } from "@/lib/auth/auth-secret";
import { enabledIdentityProviders, isStaffEmail } from "@/lib/auth/identity-providers";
import { sessionCookieName, usesSecureCookies } from "@/lib/auth/session-cookie";
import { SESSION_ABSOLUTE_LIFETIME_SECONDS } from "@/lib/auth/session-policy";
import { createSession } from "@/lib/auth/sessions/create-session";
import { revokeSession } from "@/lib/auth/sessions/revoke-session";
import { verifyPasswordSignIn } from "@/lib/auth/verify-password-sign-in";
import { clientIpAddress } from "@/lib/http/request-info";

type SessionUser = User & { sessionId: string };

function headersOf(req: { headers?: Record<string, unknown> } | undefined): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req?.headers ?? {})) {
    if (typeof value === "string") headers.set(name, value);
  }
  return headers;
}

/** An outside identity may sign in only to an existing account with the same verified email. */
async function findUserForIdentity(email: string | null | undefined): Promise<string | null> {
  if (!email) return null;
  const db = await getDb();
  const user = await db.user.findUnique({
    where: { email: email.trim().toLowerCase() },
    select: { id: true, deactivatedAt: true },
  });
  return user && !user.deactivatedAt ? user.id : null;
}

/**
 * next-auth: the session cookie (an encrypted JWT carrying only the user id and a server-side session id), its
 * CSRF protection, and the providers. Every request re-checks the server-side session (findSessionViewer), so
 * logout, password changes and coach-mode exit end a session at once.
 */
export function getAuthOptions(): NextAuthOptions {
  const env = getEnv();
  process.env.NEXTAUTH_URL ??= env.SITE_URL;
  const enabled = enabledIdentityProviders();
  const secure = usesSecureCookies();

  return {
    secret: getAuthSecret(),
    session: { strategy: "jwt", maxAge: SESSION_ABSOLUTE_LIFETIME_SECONDS },
    useSecureCookies: secure,
    cookies: {
      sessionToken: {
        name: sessionCookieName(),
        options: { httpOnly: true, sameSite: "lax", path: "/", secure },
      },
    },
    pages: { signIn: "/log-in", error: "/log-in" },
    providers: [
      CredentialsProvider({
        id: "credentials",
        name: "Email and password",
        credentials: { email: { type: "email" }, password: { type: "password" } },
        async authorize(credentials, req) {
          const headers = headersOf(req);
          try {
            const { userId } = await verifyPasswordSignIn({
              email: credentials?.email ?? "",
              password: credentials?.password ?? "",
              ipAddress: clientIpAddress(headers),
            });
            const session = await createSession({
              userId,
              ipAddress: clientIpAddress(headers),
              userAgent: headers.get("user-agent"),
            });
            return { id: userId, sessionId: session.id } satisfies SessionUser;
          } catch (error) {
            // next-auth hands the message to the client as `error`; only domain messages are meant for people.
            throw new Error(isAppError(error) ? error.message : "An unknown error occurred");
          }
        },
      }),
      ...(enabled.google
        ? [GoogleProvider({ clientId: env.GOOGLE_CLIENT_ID!, clientSecret: env.GOOGLE_CLIENT_SECRET! })]
        : []),
      ...(enabled.okta
        ? [
            OktaProvider({
              clientId: env.OKTA_CLIENT_ID!,
              clientSecret: env.OKTA_CLIENT_SECRET!,
              issuer: env.OKTA_ISSUER!,
              checks: ["pkce", "state", "nonce"],
              authorization: { params: { scope: "openid email profile" } },
            }),
          ]
        : []),
    ],
    callbacks: {
      async signIn({ account, profile, user }) {
        if (!account || account.provider === "credentials") return true;
        const email = profile?.email ?? user.email;
        // Provider staff must use the staff identity provider (spec 000 §6).
        if (account.provider === "google" && email && isStaffEmail(email)) return "/log-in?error=staff-must-use-okta";
        return (await findUserForIdentity(email)) ? true : "/log-in?error=no-account";
      },
      async jwt({ token, user, account, profile }) {
        if (user && account?.provider === "credentials") {
          token.sub = user.id;
          token.sid = (user as SessionUser).sessionId;
        } else if (account && account.provider !== "credentials") {
          const userId = await findUserForIdentity(profile?.email ?? token.email);
          if (!userId) return { ...token, sid: undefined };
          const session = await createSession({ userId });
          token.sub = userId;
          token.sid = session.id;
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
