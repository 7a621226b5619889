import { limitVerificationEmails } from "@/lib/auth/email-verification/limit-verification-emails";
import { sendVerificationEmail } from "@/lib/auth/email-verification/send-verification-email";

/** 'Resend magic link' on /verify-user-email: within the sending limits, a fresh link to the signed-in user. */
export async function resendVerificationEmail({
  userId,
  ipAddress,
}: {
  userId: string;
  ipAddress: string | null;
}): Promise<{ email: string }> {
  await limitVerificationEmails({ userId, ipAddress });
  return sendVerificationEmail({ userId });
}
