import { AppError, AppErrorCode } from "@/lib/errors";
import { assertSignInAllowed, recordSignInFailure, recordSignInStepPassed } from "@/lib/auth/log-in/sign-in-throttle";
import { consumeOneTimeCode } from "@/lib/auth/two-factor/consume-one-time-code";
import type { PhoneCodePurpose } from "@/lib/auth/two-factor/send-log-in-code";

/** Spec 000 §8 "Code entry": wrong, expired and dead codes all get this message. */
export const INVALID_CODE_MESSAGE = "Invalid code entered";

/**
 * Checks a log-in (or recovery) code against the user's newest one of that purpose (consumeOneTimeCode: once, for
 * 10 minutes, 5 tries). Recovery codes count towards the same per-account delay: both guess the phone's factor.
 */
export async function verifyLogInCode({
  userId,
  code,
  ipAddress,
  purpose = "LOGIN",
}: {
  userId: string;
  code: string;
  ipAddress: string | null;
  purpose?: PhoneCodePurpose;
}): Promise<void> {
  await assertSignInAllowed({ userId, step: "code", ipAddress });
  const invalid = async (reason: "wrong-code" | "expired-code") => {
    await recordSignInFailure({ userId, step: "code", reason, ipAddress });
    throw new AppError(AppErrorCode.INVALID_INPUT, INVALID_CODE_MESSAGE);
  };

  const outcome = await consumeOneTimeCode({ userId, purpose, code });
  if (outcome.kind === "wrong") return invalid("wrong-code");
  if (outcome.kind !== "used") return invalid("expired-code");
  await recordSignInStepPassed({ userId, step: "code", ipAddress });
}
