import { AUTH_TOKEN_LIFETIME_MINUTES, issueAuthToken } from "@/lib/auth/auth-tokens/issue-auth-token";
import { getDb, type Tx } from "@/lib/db";
import { verifyEmailMessage } from "@/lib/emails/verify-email";
import { AppError, AppErrorCode } from "@/lib/errors";
import { queueEmail } from "@/lib/outgoing-messages/queue-message";
import { absoluteUrl } from "@/lib/site-url";

export const EMAIL_ALREADY_VERIFIED = "Your email is already verified.";
export const VERIFY_EMAIL_PATH = "/verify-user-email";

/** The link in the email: the token in the query of the verification page, on the configured site URL. */
export function verificationLink(token: string): string {
  return absoluteUrl(`${VERIFY_EMAIL_PATH}?token=${encodeURIComponent(token)}`);
}

/**
 * Emails the user a single-use link (60 minutes) that verifies their current address; earlier links stop working.
 * Callers apply the sending limits (limitVerificationEmails) first.
 */
export async function sendVerificationEmail({ userId }: { userId: string }): Promise<{ email: string }> {
  const db = await getDb();
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { email: true, firstName: true, isEmailVerified: true },
  });
  if (!user) throw new AppError(AppErrorCode.NOT_FOUND, "User not found");
  if (user.isEmailVerified) throw new AppError(AppErrorCode.CONFLICT, EMAIL_ALREADY_VERIFIED);

  await db.$transaction((tx) => queueVerificationEmail(tx, { userId, ...user }));
  return { email: user.email };
}

/** Issues the link and queues its email inside the caller's transaction (e.g. the one that changed the address). */
export async function queueVerificationEmail(
  tx: Tx,
  user: { userId: string; email: string; firstName: string },
): Promise<void> {
  const { token } = await issueAuthToken({ userId: user.userId, purpose: "VERIFY_EMAIL", email: user.email, tx });
  await queueEmail(
    tx,
    verifyEmailMessage({
      to: user.email,
      firstName: user.firstName,
      link: verificationLink(token),
      validMinutes: AUTH_TOKEN_LIFETIME_MINUTES,
    }),
  );
}
