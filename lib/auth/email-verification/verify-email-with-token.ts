import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { consumeAuthToken } from "@/lib/auth/auth-tokens/consume-auth-token";
import { hashToken } from "@/lib/crypto/hash-token";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { consumeRateLimit } from "@/lib/rate-limit/consume-rate-limit";

export const VERIFICATION_TOKEN_INVALID = "Token is invalid or has expired";

/**
 * Uses up a VERIFY_EMAIL link and marks the address it was sent to as verified. The link is proof enough on its own
 * (it may be opened in another browser); it fails when used, expired, of another purpose, or when the account's
 * email changed since it was sent - except that a used or expired link to an address that is verified by now answers
 * `alreadyVerified` (the member opened it twice, or verified through a newer link): nothing is wrong, they go on.
 */
export async function verifyEmailWithToken({
  token,
  ipAddress,
}: {
  token: string;
  ipAddress: string | null;
}): Promise<{ userId: string; alreadyVerified: boolean }> {
  if (ipAddress) await consumeRateLimit({ key: `verify-email-token:ip:${ipAddress}`, limit: 30, windowSeconds: 15 * 60 });

  const db = await getDb();
  const userId = await db.$transaction(async (tx) => {
    const used = await consumeAuthToken({ token, purpose: "VERIFY_EMAIL", tx });
    if (!used) return null;
    const user = await tx.user.findUnique({ where: { id: used.userId }, select: { email: true, deactivatedAt: true } });
    if (!user || user.deactivatedAt || !used.email || user.email !== used.email) return null;
    await tx.user.update({ where: { id: used.userId }, data: { isEmailVerified: true, emailVerifiedAt: new Date() } });
    return used.userId;
  });
  if (!userId) {
    const verifiedOwner = await findVerifiedOwner({ token });
    if (verifiedOwner) return { userId: verifiedOwner, alreadyVerified: true };
    throw new AppError(AppErrorCode.INVALID_INPUT, VERIFICATION_TOKEN_INVALID);
  }

  await recordAuditEvent({ actorUserId: userId, action: "account.email-verified", operation: "verifyEmail", ipAddress });
  return { userId, alreadyVerified: false };
}

/** The user a spent verification link was sent to, when that very address is verified now; otherwise null. */
async function findVerifiedOwner({ token }: { token: string }): Promise<string | null> {
  if (!token) return null;
  const db = await getDb();
  const row = await db.authToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { purpose: true, email: true, user: { select: { id: true, email: true, isEmailVerified: true, deactivatedAt: true } } },
  });
  if (!row || row.purpose !== "VERIFY_EMAIL" || !row.email) return null;
  const { user } = row;
  return user.isEmailVerified && !user.deactivatedAt && user.email === row.email ? user.id : null;
}
