import type { RecoverableAccount } from "@/lib/auth/account-recovery/find-recover-account-token";
import { RECOVERY_CODE_REQUIRED_MESSAGE } from "@/lib/auth/schemas/account-recovery-schema";
import { verifyLogInCode } from "@/lib/auth/two-factor/verify-log-in-code";
import { AppError, AppErrorCode } from "@/lib/errors";

/**
 * The second factor a two-factor account's recovery needs on top of the recovery-email link (as GitHub and Google
 * do): today the code texted or read out to the phone on file. This is the one place that decides it; recovery codes
 * (issue 13) are to be accepted here as well. Throws with the message the screen shows; uses the code up on success.
 */
export async function verifyRecoverySecondFactor({
  account,
  code,
  ipAddress,
}: {
  account: RecoverableAccount;
  code: string | null | undefined;
  ipAddress: string | null;
}): Promise<{ secondFactor: "none" | "phone-code" }> {
  if (!account.secondFactorPhoneNumber) return { secondFactor: "none" };
  const trimmed = code?.trim();
  if (!trimmed) throw new AppError(AppErrorCode.INVALID_INPUT, RECOVERY_CODE_REQUIRED_MESSAGE, { field: "code" });
  await verifyLogInCode({ userId: account.userId, code: trimmed, ipAddress, purpose: "RECOVER_ACCOUNT" });
  return { secondFactor: "phone-code" };
}
