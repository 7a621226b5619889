import { ACCOUNT_SETTINGS_MESSAGES } from "@/lib/account-settings/account-settings-schema";
import { verifyPassword } from "@/lib/crypto/hash-password";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { consumeRateLimit } from "@/lib/rate-limit/consume-rate-limit";

/** Current-password checks per user in 15 minutes, across every setting that asks for it. */
export const CURRENT_PASSWORD_CHECKS_PER_15_MINUTES = 10;

/**
 * The signed-in member proves it is them again before a change to how they sign in (a password change, an
 * authenticator app, recovery codes): a session left open on a shared computer is not enough. Rate-limited per user,
 * as every check of a secret is. Throws with the field's message when it is missing or wrong.
 */
export async function confirmCurrentPassword({
  userId,
  currentPassword,
}: {
  userId: string;
  currentPassword: string | null | undefined;
}): Promise<void> {
  if (!currentPassword) {
    throw new AppError(AppErrorCode.INVALID_INPUT, ACCOUNT_SETTINGS_MESSAGES.currentPasswordRequired, {
      field: "currentPassword",
    });
  }
  await consumeRateLimit({
    key: `account-settings:current-password:${userId}`,
    limit: CURRENT_PASSWORD_CHECKS_PER_15_MINUTES,
    windowSeconds: 15 * 60,
  });
  const db = await getDb();
  const { passwordHash } = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } });
  if (!(await verifyPassword(passwordHash, currentPassword))) {
    throw new AppError(AppErrorCode.INVALID_INPUT, ACCOUNT_SETTINGS_MESSAGES.currentPasswordIncorrect, {
      field: "currentPassword",
    });
  }
}
