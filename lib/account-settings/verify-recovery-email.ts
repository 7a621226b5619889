import { consumeAuthToken } from "@/lib/auth/auth-tokens/consume-auth-token";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { consumeRateLimit } from "@/lib/rate-limit/consume-rate-limit";

export const RECOVERY_TOKEN_INVALID = "Token is invalid or has expired";

/**
 * Uses up the link sent to a new recovery email and marks that address verified. The link is proof enough (it may
 * be opened on another device); it fails when used, expired, or when the recovery email changed since it was sent.
 */
export async function verifyRecoveryEmail({
  token,
  ipAddress,
}: {
  token: string;
  ipAddress: string | null;
}): Promise<{ userId: string }> {
  if (ipAddress) {
    await consumeRateLimit({ key: `verify-recovery-email:ip:${ipAddress}`, limit: 30, windowSeconds: 15 * 60 });
  }
  const db = await getDb();
  const userId = await db.$transaction(async (tx) => {
    const used = await consumeAuthToken({ token, purpose: "VERIFY_RECOVERY_EMAIL", tx });
    if (!used?.email) return null;
    const { count } = await tx.user.updateMany({
      where: { id: used.userId, recoveryEmail: used.email, deactivatedAt: null },
      data: { isRecoveryEmailVerified: true },
    });
    return count === 1 ? used.userId : null;
  });
  if (!userId) throw new AppError(AppErrorCode.INVALID_INPUT, RECOVERY_TOKEN_INVALID);
  return { userId };
}
