import { AppError, AppErrorCode } from "@/lib/errors";
import { assertSignInAllowed, recordSignInFailure, recordSignInStepPassed } from "@/lib/auth/log-in/sign-in-throttle";
import { consumeAuthenticatorCode } from "@/lib/auth/two-factor/consume-authenticator-code";
import { consumeOneTimeCode } from "@/lib/auth/two-factor/consume-one-time-code";
import { normalizeRecoveryCode } from "@/lib/auth/two-factor/recovery-codes";
import { redeemRecoveryCode } from "@/lib/auth/two-factor/redeem-recovery-code";
import { findSecondFactors } from "@/lib/auth/two-factor/second-factors";
import type { PhoneCodePurpose } from "@/lib/auth/two-factor/send-log-in-code";

/** Spec 000 §8 "Code entry": wrong, expired and dead codes all get this message. */
export const INVALID_CODE_MESSAGE = "Invalid code entered";

export type SecondFactorMethod = "phone-code" | "authenticator-app" | "recovery-code";

/**
 * Checks the second factor of a log-in (or an account recovery) and uses it up. What was typed decides what it is
 * tried as: ten characters are a recovery code; six digits are the authenticator app's current code when one is set
 * up, and otherwise (or when that does not match) the newest code texted for `purpose` (consumeOneTimeCode: once, for
 * 10 minutes, 5 tries). Every miss counts towards the same per-account delay: they all guess the same account.
 */
export async function verifySecondFactor({
  userId,
  code,
  ipAddress,
  purpose = "LOGIN",
}: {
  userId: string;
  code: string;
  ipAddress: string | null;
  purpose?: PhoneCodePurpose;
}): Promise<{ method: SecondFactorMethod }> {
  await assertSignInAllowed({ userId, step: "code", ipAddress });
  const invalid = async (reason: "wrong-code" | "expired-code") => {
    await recordSignInFailure({ userId, step: "code", reason, ipAddress });
    throw new AppError(AppErrorCode.INVALID_INPUT, INVALID_CODE_MESSAGE);
  };
  const passed = async (method: SecondFactorMethod) => {
    await recordSignInStepPassed({ userId, step: "code", ipAddress });
    return { method };
  };
  const typed = code.trim();

  if (normalizeRecoveryCode(typed)) {
    return (await redeemRecoveryCode({ userId, code: typed, ipAddress })) ? passed("recovery-code") : invalid("wrong-code");
  }
  const factors = await findSecondFactors({ userId });
  if (factors.hasAuthenticatorApp && (await consumeAuthenticatorCode({ userId, code: typed }))) {
    return passed("authenticator-app");
  }
  if (!factors.phoneNumber) return invalid("wrong-code");
  const outcome = await consumeOneTimeCode({ userId, purpose, code: typed });
  if (outcome.kind === "wrong") return invalid("wrong-code");
  if (outcome.kind !== "used") return invalid("expired-code");
  return passed("phone-code");
}
