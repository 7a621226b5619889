import { getDb } from "@/lib/db";
import { hashToken } from "@/lib/crypto/hash-token";
import { readPendingLogInToken } from "@/lib/auth/log-in/pending-log-in-cookie";
import { lastFourDigits } from "@/lib/auth/two-factor/last-four-digits";

export type PendingLogIn = {
  id: string;
  userId: string;
  email: string;
  phoneNumber: string | null;
  last4PhoneNumber: string | null;
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
      user: { select: { email: true, phoneNumber: true, deactivatedAt: true } },
    },
  });
  if (!row || row.consumedAt || row.expiresAt <= new Date() || row.user.deactivatedAt) return null;
  return {
    id: row.id,
    userId: row.userId,
    email: row.user.email,
    phoneNumber: row.user.phoneNumber,
    last4PhoneNumber: lastFourDigits(row.user.phoneNumber),
  };
}
