import { announceTwoFactorChange } from "@/lib/account-settings/announce-two-factor-change";
import { confirmCurrentPassword } from "@/lib/account-settings/confirm-current-password";
import { AUTHENTICATOR_MESSAGES } from "@/lib/account-settings/two-factor-settings-messages";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";

/**
 * Removes the member's authenticator app after the current password. Remembered devices are forgotten, as when
 * two-step verification by phone is turned off; with no second factor left, the recovery codes go too (they would
 * otherwise come back to life if two-step verification were turned on again).
 */
export async function removeAuthenticatorApp({
  userId,
  currentPassword,
  ipAddress,
}: {
  userId: string;
  currentPassword: string | null | undefined;
  ipAddress: string | null;
}): Promise<{ didRemove: true }> {
  const db = await getDb();
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { email: true, is2faEnabled: true, phoneNumber: true, authenticatorApp: { select: { confirmedAt: true } } },
  });
  if (!user.authenticatorApp?.confirmedAt) throw new AppError(AppErrorCode.INVALID_INPUT, AUTHENTICATOR_MESSAGES.notSetUp);
  await confirmCurrentPassword({ userId, currentPassword });

  await db.$transaction(async (tx) => {
    const { count } = await tx.authenticatorApp.deleteMany({ where: { userId } });
    if (count === 0) throw new AppError(AppErrorCode.INVALID_INPUT, AUTHENTICATOR_MESSAGES.notSetUp);
    const now = new Date();
    await tx.rememberedDevice.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } });
    if (!(user.is2faEnabled && user.phoneNumber)) await tx.recoveryCode.deleteMany({ where: { userId } });
    await announceTwoFactorChange({ tx, userId, email: user.email, change: "authenticator-removed", ipAddress });
  });
  return { didRemove: true };
}
