import { announceTwoFactorChange } from "@/lib/account-settings/announce-two-factor-change";
import { confirmCurrentPassword } from "@/lib/account-settings/confirm-current-password";
import { createRecoveryCodes } from "@/lib/account-settings/create-recovery-codes";
import { AUTHENTICATOR_MESSAGES, TWO_FACTOR_SETTINGS_MESSAGES } from "@/lib/account-settings/two-factor-settings-messages";
import { findSecondFactors, hasSecondFactor } from "@/lib/auth/two-factor/second-factors";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";

/** Ten new recovery codes in place of the old ones (used or not), after the current password; shown once. */
export async function regenerateRecoveryCodes({
  userId,
  currentPassword,
  ipAddress,
}: {
  userId: string;
  currentPassword: string | null | undefined;
  ipAddress: string | null;
}): Promise<{ recoveryCodes: string[] }> {
  const db = await getDb();
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, isSingleSignOn: true } });
  if (user.isSingleSignOn) throw new AppError(AppErrorCode.INVALID_INPUT, TWO_FACTOR_SETTINGS_MESSAGES.singleSignOn);
  if (!hasSecondFactor(await findSecondFactors({ userId, db }))) {
    throw new AppError(AppErrorCode.INVALID_INPUT, AUTHENTICATOR_MESSAGES.needsSecondFactor);
  }
  await confirmCurrentPassword({ userId, currentPassword });
  return db.$transaction(async (tx) => {
    const recoveryCodes = await createRecoveryCodes({ tx, userId });
    await announceTwoFactorChange({ tx, userId, email: user.email, change: "recovery-codes-created", ipAddress });
    return { recoveryCodes };
  });
}
