import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { consumeAuthToken } from "@/lib/auth/auth-tokens/consume-auth-token";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { consumeRateLimit } from "@/lib/rate-limit/consume-rate-limit";

export const VERIFICATION_TOKEN_INVALID = "Token is invalid or has expired";

/**
 * Uses up a VERIFY_EMAIL link and marks the address it was sent to as verified. The link is proof enough on its own
 * (it may be opened in another browser); it fails when used, expired, of another purpose, or when the account's
 * email changed since it was sent.
 */
export async function verifyEmailWithToken({
  token,
  ipAddress,
}: {
  token: string;
  ipAddress: string | null;
}): Promise<{ userId: string }> {
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
  if (!userId) throw new AppError(AppErrorCode.INVALID_INPUT, VERIFICATION_TOKEN_INVALID);

  await recordAuditEvent({ actorUserId: userId, action: "account.email-verified", operation: "verifyEmail", ipAddress });
  return { userId };
}
