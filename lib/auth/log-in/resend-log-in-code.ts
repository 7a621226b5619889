import { AppError, AppErrorCode } from "@/lib/errors";
import { findPendingLogIn } from "@/lib/auth/log-in/find-pending-log-in";
import { LOG_IN_EXPIRED_MESSAGE } from "@/lib/auth/log-in/log-in-messages";
import { sendLogInCode, type CodeChannel } from "@/lib/auth/two-factor/send-log-in-code";

/**
 * 'Resend code via SMS' / 'Send code via phone call' on /mfa. Only a browser holding a live pending log-in (it passed
 * the password) for this email can ask, so the answer says nothing about whether an email has an account, and
 * nobody can make the product text or call a user without knowing their password.
 */
export async function resendLogInCode({
  email,
  channel,
  cookieHeader,
  ipAddress,
}: {
  email: string;
  channel: CodeChannel;
  cookieHeader: string | null;
  ipAddress: string | null;
}): Promise<void> {
  const pending = await findPendingLogIn({ cookieHeader });
  if (!pending || pending.email !== email.trim().toLowerCase() || !pending.phoneNumber) {
    throw new AppError(AppErrorCode.INVALID_INPUT, LOG_IN_EXPIRED_MESSAGE);
  }
  await sendLogInCode({ userId: pending.userId, phoneNumber: pending.phoneNumber, channel, ipAddress });
}
