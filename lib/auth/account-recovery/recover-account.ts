import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import {
  findRecoverableAccount,
  type RecoverableAccount,
} from "@/lib/auth/account-recovery/find-recover-account-token";
import { consumeAuthToken } from "@/lib/auth/auth-tokens/consume-auth-token";
import { isPasswordAllowed } from "@/lib/auth/check-password-rule";
import { queueVerificationEmail } from "@/lib/auth/email-verification/send-verification-email";
import { isStaffEmail } from "@/lib/auth/identity-providers";
import { limitMagicLinkUse } from "@/lib/auth/password-reset/password-reset-limits";
import { EMAIL_ALREADY_USED_MESSAGE, recoverAccountSchema } from "@/lib/auth/schemas/account-recovery-schema";
import { PASSWORD_NOT_STRONG_ENOUGH_MESSAGE, TOKEN_INVALID_MESSAGE } from "@/lib/auth/schemas/password-reset-schema";
import { SIGN_UP_SERVER_MESSAGES } from "@/lib/auth/schemas/sign-up-schema";
import { revokeUserSessions } from "@/lib/auth/sessions/revoke-user-sessions";
import { forgetAllCachedSessions } from "@/lib/auth/sessions/session-cache";
import { verifyRecoverySecondFactor } from "@/lib/auth/account-recovery/verify-recovery-second-factor";
import { verifyCaptchaToken } from "@/lib/auth/verify-captcha-token";
import { hashPassword } from "@/lib/crypto/hash-password";
import { getDb, type Tx } from "@/lib/db";
import { accountRecoveredNoticeMessage } from "@/lib/emails/account-recovery";
import { AppError, AppErrorCode } from "@/lib/errors";
import { queueEmail, queueSms } from "@/lib/outgoing-messages/queue-message";
import { siteConfig } from "@/lib/site-config";

const invalid = (message: string, field?: string) => new AppError(AppErrorCode.INVALID_INPUT, message, { field });

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "P2002";
}

type RecoverAccountArgs = {
  token: string;
  newPassword: string;
  newPrimaryEmail: string;
  newRecoveryEmail?: string | null;
  /** The code sent to the phone on file; required when the account has two-factor sign-in. */
  code?: string | null;
  captchaToken: string | null | undefined;
  ipAddress: string | null;
};

async function parseRecovery(args: RecoverAccountArgs, account: RecoverableAccount) {
  const parsed = recoverAccountSchema({ userEmail: account.userEmail, recoveryEmail: account.recoveryEmail }).safeParse({
    newPassword: args.newPassword,
    newPrimaryEmail: args.newPrimaryEmail,
    newRecoveryEmail: args.newRecoveryEmail ?? undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = typeof issue?.path[0] === "string" ? issue.path[0] : undefined;
    throw invalid(issue?.message ?? PASSWORD_NOT_STRONG_ENOUGH_MESSAGE, field);
  }
  const input = parsed.data;
  if (isStaffEmail(input.newPrimaryEmail)) throw invalid(SIGN_UP_SERVER_MESSAGES.staffEmail, "newPrimaryEmail");
  const db = await getDb();
  const taken = await db.user.findUnique({ where: { email: input.newPrimaryEmail }, select: { id: true } });
  if (taken && taken.id !== account.userId) throw invalid(EMAIL_ALREADY_USED_MESSAGE, "newPrimaryEmail");
  if (!isPasswordAllowed({ password: input.newPassword, email: input.newPrimaryEmail })) {
    throw invalid(PASSWORD_NOT_STRONG_ENOUGH_MESSAGE, "newPassword");
  }
  return input;
}

/**
 * SET_NEW_PRIMARY ... CONFIRM_NEW_PASSWORD (-> the code step) -> SUCCESS (spec 000 §4.6). Checks the captcha, the
 * link, the §5 email rules, the password rule and, for a two-factor account, the code sent to its phone; then, in one
 * transaction, uses the link up, sets the new primary (unverified: the user proved the recovery address, not this
 * one), the recovery email and the password, ends every session, pending log-in and remembered device of the
 * account, and queues the notices to the old primary and recovery addresses and the phone on file and a
 * verification link to the new primary.
 */
export async function recoverAccount(args: RecoverAccountArgs): Promise<{ didRecover: true }> {
  const { token, ipAddress } = args;
  await limitMagicLinkUse({ flow: "recover-account", ipAddress });
  await verifyCaptchaToken({ token: args.captchaToken, ipAddress });
  const account = await findRecoverableAccount({ token });
  if (!account) throw invalid(TOKEN_INVALID_MESSAGE);
  const input = await parseRecovery(args, account);
  // After the input checks, so a typing mistake does not use the code up.
  const { secondFactor } = await verifyRecoverySecondFactor({ account, code: args.code, ipAddress });
  const passwordHash = await hashPassword(input.newPassword);

  const db = await getDb();
  const now = new Date();
  const sessionsEnded = await db.$transaction(async (tx) => {
    const consumed = await consumeAuthToken({ token, purpose: "RECOVER_ACCOUNT", tx });
    if (!consumed || consumed.userId !== account.userId) throw invalid(TOKEN_INVALID_MESSAGE);
    const previous = await tx.user.findUniqueOrThrow({
      where: { id: account.userId },
      select: {
        email: true,
        recoveryEmail: true,
        firstName: true,
        phoneNumber: true,
        phoneNumberVerifiedAt: true,
        is2faEnabled: true,
      },
    });
    const newRecoveryEmail = input.newRecoveryEmail ?? previous.recoveryEmail;
    try {
      await tx.user.update({
        where: { id: account.userId },
        data: {
          email: input.newPrimaryEmail,
          isEmailVerified: false,
          emailVerifiedAt: null,
          recoveryEmail: newRecoveryEmail,
          // Kept: the link just reached it. A new one is unverified until its own link is used.
          ...(input.newRecoveryEmail ? { isRecoveryEmailVerified: false } : { isRecoveryEmailVerified: true }),
          passwordHash,
          passwordChangedAt: now,
        },
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw invalid(EMAIL_ALREADY_USED_MESSAGE, "newPrimaryEmail");
      throw error;
    }
    // Links issued for the old addresses stop working.
    await tx.authToken.updateMany({
      where: {
        userId: account.userId,
        purpose: { in: ["RESET_PASSWORD", "RECOVER_ACCOUNT", "VERIFY_EMAIL", "VERIFY_RECOVERY_EMAIL"] },
        usedAt: null,
      },
      data: { usedAt: now },
    });
    await tx.rememberedDevice.updateMany({
      where: { userId: account.userId, revokedAt: null },
      data: { revokedAt: now },
    });
    // Whoever had the old password and is waiting at the code step does not get to finish.
    await tx.pendingLogin.updateMany({ where: { userId: account.userId, consumedAt: null }, data: { consumedAt: now } });
    await tx.oneTimeCode.updateMany({ where: { userId: account.userId, consumedAt: null }, data: { consumedAt: now } });
    const { revoked } = await revokeUserSessions({ userId: account.userId, reason: "account-recovery", tx });
    // The notices and the new address's verification link commit with the change, or not at all.
    await queueRecoveryMessages(tx, {
      oldAddresses: [previous.email, previous.recoveryEmail],
      // Only a number shown to be the owner's: an unverified one may be a stranger's.
      phoneNumber:
        previous.phoneNumber && (previous.is2faEnabled || previous.phoneNumberVerifiedAt) ? previous.phoneNumber : null,
      at: now,
    });
    await queueVerificationEmail(tx, { userId: account.userId, email: input.newPrimaryEmail, firstName: previous.firstName });
    return revoked;
  });
  await forgetAllCachedSessions();

  await recordAuditEvent({
    actorUserId: account.userId,
    subjectUserId: account.userId,
    action: "account.recovered",
    operation: "recoverAccount",
    metadata: { sessionsEnded, recoveryEmailChanged: Boolean(input.newRecoveryEmail), secondFactor },
    ipAddress,
  });
  return { didRecover: true };
}

/** The text to the phone on file after a recovery; like the emails, it names no new address and carries no link. */
export function accountRecoveredSmsBody(): string {
  return (
    `Your ${siteConfig.name} account was recovered: its email and password were changed and every device was signed ` +
    `out. If this was not you, call us right away at ${siteConfig.phone}.`
  );
}

/** The old primary and recovery addresses and the phone on file are told; none of them learns the new address. */
async function queueRecoveryMessages(
  tx: Tx,
  { oldAddresses, phoneNumber, at }: { oldAddresses: Array<string | null>; phoneNumber: string | null; at: Date },
): Promise<void> {
  const recipients = [...new Set(oldAddresses.filter((address): address is string => Boolean(address)).map((a) => a.toLowerCase()))];
  for (const to of recipients) await queueEmail(tx, accountRecoveredNoticeMessage({ to, changedAt: at }));
  if (phoneNumber) await queueSms(tx, { to: phoneNumber, body: accountRecoveredSmsBody(), channel: "sms" });
}
