import { AUTH_TOKEN_LIFETIME_MINUTES, issueAuthToken } from "@/lib/auth/auth-tokens/issue-auth-token";
import { isStaffEmail } from "@/lib/auth/identity-providers";
import { limitMagicLinkEmails } from "@/lib/auth/password-reset/password-reset-limits";
import { RESET_EMAIL_INVALID_MESSAGE, resetEmailSchema } from "@/lib/auth/schemas/password-reset-schema";
import { getDb } from "@/lib/db";
import { passwordResetMessage } from "@/lib/emails/password-reset";
import { queueEmail } from "@/lib/outgoing-messages/queue-message";
import { absoluteUrl } from "@/lib/site-url";
import { parseInput } from "@/lib/validation/parse-input";

export const PASSWORD_RESET_PATH = "/password-reset";

/** The link in the email, on the configured site URL (never the request's Host). */
export function passwordResetLink(token: string): string {
  return absoluteUrl(`${PASSWORD_RESET_PATH}?token=${encodeURIComponent(token)}`);
}

/**
 * ENTRY -> SENT (spec 000 §4.5): emails a reset link when the address belongs to an account that signs in with our
 * own credentials. The answer is the same whether or not it does, so the screen cannot be used to find accounts.
 * Staff (who sign in through the identity provider) and deactivated accounts get no link.
 */
export async function sendResetPasswordEmail({
  email,
  ipAddress,
}: {
  email: string;
  ipAddress: string | null;
}): Promise<{ didSend: true }> {
  const normalizedEmail = parseInput(resetEmailSchema, { email }, { message: RESET_EMAIL_INVALID_MESSAGE }).email.toLowerCase();
  await limitMagicLinkEmails({ flow: "reset-password", email: normalizedEmail, ipAddress });

  const db = await getDb();
  const user = await db.user.findUnique({
    where: { email: normalizedEmail },
    select: { id: true, email: true, firstName: true, isStaff: true, deactivatedAt: true },
  });
  if (!user || user.deactivatedAt || user.isStaff || isStaffEmail(user.email)) return { didSend: true };

  await db.$transaction(async (tx) => {
    const { token } = await issueAuthToken({ userId: user.id, purpose: "RESET_PASSWORD", email: user.email, tx });
    await queueEmail(
      tx,
      passwordResetMessage({
        to: user.email,
        firstName: user.firstName,
        link: passwordResetLink(token),
        validMinutes: AUTH_TOKEN_LIFETIME_MINUTES,
      }),
    );
  });
  return { didSend: true };
}
