import { sendLogInCode, type CodeChannel } from "@/lib/auth/two-factor/send-log-in-code";
import { AppError, AppErrorCode } from "@/lib/errors";
import { US_PHONE_NUMBER_MESSAGE, usPhoneNumber } from "./us-phone-number";

/**
 * The first half of every two-factor change in settings (spec 001 §4): a code to the number being proved, by text
 * or call. Turning two-factor on, changing the number or proving a number sends to the new number; turning it off
 * sends to the number on file (the client sends that one). verifyMfaCode decides what the code changes. The send
 * limits of log-in codes apply (cooldown per number, hourly and daily caps per number, account and IP). Members who
 * sign in with Google or their company get codes too: they prove a phone (opening an investing account, 002 §2
 * verifyPhone), though their two-step verification stays their identity provider's.
 */
export async function sendMfaCode({
  userId,
  phoneNumber,
  channel,
  ipAddress,
}: {
  userId: string;
  phoneNumber: string;
  channel: CodeChannel;
  ipAddress: string | null;
}): Promise<void> {
  const number = usPhoneNumber(phoneNumber);
  if (!number) throw new AppError(AppErrorCode.INVALID_INPUT, US_PHONE_NUMBER_MESSAGE, { field: "phoneNumber" });
  await sendLogInCode({ userId, phoneNumber: number, channel, ipAddress, purpose: "VERIFY_PHONE" });
}
