import type { RecoverableAccount } from "@/lib/auth/account-recovery/find-recover-account-token";
import { RECOVERY_CODE_REQUIRED_MESSAGE } from "@/lib/auth/schemas/account-recovery-schema";
import { verifySecondFactor, type SecondFactorMethod } from "@/lib/auth/two-factor/verify-second-factor";
import { AppError, AppErrorCode } from "@/lib/errors";

/**
 * The second factor a two-factor account's recovery needs on top of the recovery-email link (as GitHub and Google
 * do): a code texted or read out to the phone on file, the authenticator app's code, or one of the recovery codes.
 * This is the one place that decides it. Throws with the message the screen shows; uses the code up on success.
 */
export async function verifyRecoverySecondFactor({
  account,
  code,
  ipAddress,
}: {
  account: RecoverableAccount;
  code: string | null | undefined;
  ipAddress: string | null;
}): Promise<{ secondFactor: "none" | SecondFactorMethod }> {
  if (!account.secondFactorPhoneNumber && !account.hasAuthenticatorApp) return { secondFactor: "none" };
  const trimmed = code?.trim();
  if (!trimmed) throw new AppError(AppErrorCode.INVALID_INPUT, RECOVERY_CODE_REQUIRED_MESSAGE, { field: "code" });
  const { method } = await verifySecondFactor({ userId: account.userId, code: trimmed, ipAddress, purpose: "RECOVER_ACCOUNT" });
  return { secondFactor: method };
}
