import { findRecoverableAccount } from "@/lib/auth/account-recovery/find-recover-account-token";
import { limitMagicLinkUse } from "@/lib/auth/password-reset/password-reset-limits";
import { TOKEN_INVALID_MESSAGE } from "@/lib/auth/schemas/password-reset-schema";
import { sendLogInCode, type CodeChannel } from "@/lib/auth/two-factor/send-log-in-code";
import { AppError, AppErrorCode } from "@/lib/errors";

export const RECOVERY_CODE_NOT_NEEDED_MESSAGE = "This account does not need a code to be recovered";

/**
 * The recovery screen's code step for a two-factor account: a code by text or call to the phone on file. Only the
 * holder of a live recovery link can ask, and the two-factor limits apply (one code per number per 30 seconds, a few
 * an hour per number, account and IP address), so the link cannot be used to flood the phone.
 */
export async function sendRecoverAccountCode({
  token,
  channel,
  ipAddress,
}: {
  token: string;
  channel: CodeChannel;
  ipAddress: string | null;
}): Promise<void> {
  await limitMagicLinkUse({ flow: "recover-account", ipAddress });
  const account = await findRecoverableAccount({ token });
  if (!account) throw new AppError(AppErrorCode.INVALID_INPUT, TOKEN_INVALID_MESSAGE);
  if (!account.secondFactorPhoneNumber) throw new AppError(AppErrorCode.INVALID_INPUT, RECOVERY_CODE_NOT_NEEDED_MESSAGE);
  await sendLogInCode({
    userId: account.userId,
    phoneNumber: account.secondFactorPhoneNumber,
    channel,
    ipAddress,
    purpose: "RECOVER_ACCOUNT",
  });
}
