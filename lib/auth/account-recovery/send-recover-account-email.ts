import { AUTH_TOKEN_LIFETIME_MINUTES, issueAuthToken } from "@/lib/auth/auth-tokens/issue-auth-token";
import { isStaffEmail } from "@/lib/auth/identity-providers";
import { limitMagicLinkEmails } from "@/lib/auth/password-reset/password-reset-limits";
import { recoverAccountEmailSchema } from "@/lib/auth/schemas/account-recovery-schema";
import { getDb } from "@/lib/db";
import { accountRecoveryMessage } from "@/lib/emails/account-recovery";
import { queueEmail } from "@/lib/outgoing-messages/queue-message";
import { absoluteUrl } from "@/lib/site-url";
import { parseInput } from "@/lib/validation/parse-input";

export const RECOVER_ACCOUNT_PATH = "/recover-account";
/** A recovery address is not unique; links go to at most this many accounts that share one. */
export const MAX_ACCOUNTS_PER_RECOVERY_EMAIL = 5;

export function recoverAccountLink(token: string): string {
  return absoluteUrl(`${RECOVER_ACCOUNT_PATH}?token=${encodeURIComponent(token)}`);
}

/**
 * ENTRY -> RECOVER_EMAIL_SENT (spec 000 §2.7): the address typed is an account's RECOVERY email, and the link goes to
 * that address, one per account that names it as a VERIFIED recovery email (an unverified one was never shown to be
 * the owner's). The answer never says whether any account does. Staff and deactivated accounts are not recovered
 * this way.
 */
export async function sendRecoverAccountEmail({
  email,
  ipAddress,
}: {
  email: string;
  ipAddress: string | null;
}): Promise<{ didSend: true }> {
  const recoveryEmail = parseInput(recoverAccountEmailSchema, { email }).email;
  await limitMagicLinkEmails({ flow: "recover-account", email: recoveryEmail, ipAddress });

  const db = await getDb();
  const users = await db.user.findMany({
    where: {
      recoveryEmail: { equals: recoveryEmail, mode: "insensitive" },
      isRecoveryEmailVerified: true,
      deactivatedAt: null,
      isStaff: false,
    },
    select: { id: true, email: true },
    orderBy: { createdAt: "asc" },
    take: MAX_ACCOUNTS_PER_RECOVERY_EMAIL,
  });
  for (const user of users) {
    if (isStaffEmail(user.email)) continue;
    await db.$transaction(async (tx) => {
      const { token } = await issueAuthToken({ userId: user.id, purpose: "RECOVER_ACCOUNT", email: recoveryEmail, tx });
      await queueEmail(
        tx,
        accountRecoveryMessage({
          to: recoveryEmail,
          link: recoverAccountLink(token),
          validMinutes: AUTH_TOKEN_LIFETIME_MINUTES,
        }),
      );
    });
  }
  return { didSend: true };
}
