import { getDb } from "@/lib/db";
import { hashToken } from "@/lib/crypto/hash-token";
import { readPendingLogInToken } from "@/lib/auth/log-in/pending-log-in-cookie";
import { lastFourDigits } from "@/lib/auth/two-factor/last-four-digits";

export type PendingLogIn = {
  id: string;
  userId: string;
  email: string;
  /** The number codes are texted to; null when two-step verification by phone is off. */
  phoneNumber: string | null;
  last4PhoneNumber: string | null;
  /** The code asked for is the authenticator app's (texts only on request). */
  hasAuthenticatorApp: boolean;
};

/** The live pending log-in this browser's cookie points to, or null (none, expired, used, or the user deactivated). */
export async function findPendingLogIn({ cookieHeader }: { cookieHeader: string | null }): Promise<PendingLogIn | null> {
  const token = readPendingLogInToken(cookieHeader);
  if (!token) return null;
  const db = await getDb();
  const row = await db.pendingLogin.findUnique({
    where: { tokenHash: hashToken(token) },
    select: {
      id: true,
      userId: true,
      expiresAt: true,
      consumedAt: true,
      user: {
        select: {
          email: true,
          phoneNumber: true,
          is2faEnabled: true,
          deactivatedAt: true,
          authenticatorApp: { select: { confirmedAt: true } },
        },
      },
    },
  });
  if (!row || row.consumedAt || row.expiresAt <= new Date() || row.user.deactivatedAt) return null;
  const phoneNumber = row.user.is2faEnabled ? row.user.phoneNumber : null;
  return {
    id: row.id,
    userId: row.userId,
    email: row.user.email,
    phoneNumber,
    last4PhoneNumber: lastFourDigits(phoneNumber),
    hasAuthenticatorApp: Boolean(row.user.authenticatorApp?.confirmedAt),
  };
}
