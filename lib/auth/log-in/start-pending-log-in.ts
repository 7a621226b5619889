import { getDb } from "@/lib/db";
import { createToken, hashToken } from "@/lib/crypto/hash-token";
import type { ResponseCookies } from "@/lib/http/response-cookies";
import { PENDING_LOG_IN_SECONDS, setPendingLogInCookie } from "@/lib/auth/log-in/pending-log-in-cookie";

/**
 * Records that this browser passed the password check and now owes a code. The browser keeps only a random token in
 * an HttpOnly cookie (never the password); its hash is in PendingLogin. Earlier pending log-ins of the user end.
 */
export async function startPendingLogIn({ userId, cookies }: { userId: string; cookies: ResponseCookies }): Promise<void> {
  const db = await getDb();
  const now = new Date();
  const token = createToken();
  await db.$transaction([
    db.pendingLogin.updateMany({ where: { userId, consumedAt: null }, data: { consumedAt: now } }),
    db.pendingLogin.create({
      data: { userId, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + PENDING_LOG_IN_SECONDS * 1000) },
    }),
  ]);
  setPendingLogInCookie(cookies, token);
}
