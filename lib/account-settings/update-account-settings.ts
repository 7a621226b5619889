import { ACCOUNT_SETTINGS_MESSAGES, updateAccountSettingsSchema } from "@/lib/account-settings/account-settings-schema";
import { recoveryEmailLink, verifyRecoveryEmailMessage } from "@/lib/account-settings/recovery-email-message";
import { AUTH_TOKEN_LIFETIME_MINUTES, issueAuthToken } from "@/lib/auth/auth-tokens/issue-auth-token";
import { isPasswordAllowed } from "@/lib/auth/check-password-rule";
import { newPasswordField } from "@/lib/auth/schemas/password-reset-schema";
import { revokeUserSessions } from "@/lib/auth/sessions/revoke-user-sessions";
import { hashPassword } from "@/lib/crypto/hash-password";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { queueEmail } from "@/lib/outgoing-messages/queue-message";
import { parseInput } from "@/lib/validation/parse-input";
import { TWO_FACTOR_SETTINGS_MESSAGES } from "./two-factor-settings-messages";
import { verifyMfaCode } from "./verify-mfa-code";
import { CURRENT_PASSWORD_CHECKS_PER_15_MINUTES, confirmCurrentPassword } from "./confirm-current-password";
import { consumeRateLimit } from "@/lib/rate-limit/consume-rate-limit";

/** Current-password checks per user in 15 minutes; recovery-email links per user an hour. */
export const ACCOUNT_SETTINGS_LIMITS = {
  passwordChecksPer15Minutes: CURRENT_PASSWORD_CHECKS_PER_15_MINUTES,
  recoveryEmailsPerHour: 5,
} as const;

const invalid = (message: string, field: string | null) =>
  new AppError(AppErrorCode.INVALID_INPUT, message, field ? { field } : {});

const lastTenDigits = (phone: string | null | undefined) => (phone ?? "").replace(/\D/g, "").slice(-10);

/**
 * The account settings form and onboarding step 1 (spec 001 §4 "Account settings save", §7; 000 §2.10). A new
 * recovery email is stored unverified and gets a confirmation link; a password change needs the current password
 * and ends every other session and remembered device. Everything is checked before anything is saved.
 * A two-factor change (is2faEnabled or phoneNumber) needs the code sendMfaCode sent, as verifyMfaCode does.
 */
export async function updateAccountSettings({
  userId,
  sessionId,
  input,
  ipAddress = null,
}: {
  userId: string;
  ipAddress?: string | null;
  /** The caller's own session, which a password change keeps. */
  sessionId: string;
  /** The operation's arguments as sent; the schema checks them. */
  input: unknown;
}): Promise<{ didUpdate: true }> {
  const settings = parseInput(updateAccountSettingsSchema, input);
  const db = await getDb();
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { email: true, firstName: true, recoveryEmail: true, is2faEnabled: true, phoneNumber: true, isSingleSignOn: true },
  });
  if (user.isSingleSignOn && settings.is2faEnabled === true) throw invalid(TWO_FACTOR_SETTINGS_MESSAGES.singleSignOn, "is2faEnabled");

  const changesTwoFactor =
    settings.code != null ||
    (settings.is2faEnabled != null && settings.is2faEnabled !== user.is2faEnabled) ||
    (settings.phoneNumber != null && lastTenDigits(settings.phoneNumber) !== lastTenDigits(user.phoneNumber));
  if (changesTwoFactor) {
    // The spec's form sends two-factor changes here too, with the code sendMfaCode sent: the same change as
    // verifyMfaCode, made first, so a wrong code leaves the rest of the form unsaved.
    if (!settings.code) throw invalid(ACCOUNT_SETTINGS_MESSAGES.codeRequired, "code");
    const { status } = await verifyMfaCode({
      userId,
      code: settings.code,
      phoneNumber: settings.phoneNumber ?? user.phoneNumber ?? "",
      enable2fa: settings.is2faEnabled ?? null,
      ipAddress,
    });
    if (status !== "approved") throw invalid(ACCOUNT_SETTINGS_MESSAGES.invalidCode, "code");
  }

  const newRecoveryEmail =
    settings.recoveryEmail != null && settings.recoveryEmail !== user.recoveryEmail ? settings.recoveryEmail : null;
  if (newRecoveryEmail === user.email) throw invalid(ACCOUNT_SETTINGS_MESSAGES.alreadyPrimary, "recoveryEmail");

  const passwordHash = await checkPasswordChange({ userId, email: user.email, ...settings });

  if (newRecoveryEmail) {
    await consumeRateLimit({
      key: `account-settings:recovery-email:${userId}`,
      limit: ACCOUNT_SETTINGS_LIMITS.recoveryEmailsPerHour,
      windowSeconds: 3600,
    });
  }
  if (!newRecoveryEmail && !passwordHash) return { didUpdate: true };

  const now = new Date();
  await db.$transaction(async (tx) => {
    await tx.user.update({
      where: { id: userId },
      data: {
        ...(newRecoveryEmail ? { recoveryEmail: newRecoveryEmail, isRecoveryEmailVerified: false } : {}),
        ...(passwordHash ? { passwordHash, passwordChangedAt: now } : {}),
      },
      select: { id: true },
    });
    if (passwordHash) {
      await tx.rememberedDevice.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } });
    }
    if (newRecoveryEmail) {
      const { token } = await issueAuthToken({ userId, purpose: "VERIFY_RECOVERY_EMAIL", email: newRecoveryEmail, tx });
      await queueEmail(
        tx,
        verifyRecoveryEmailMessage({
          to: newRecoveryEmail,
          firstName: user.firstName,
          link: recoveryEmailLink(token),
          validMinutes: AUTH_TOKEN_LIFETIME_MINUTES,
        }),
      );
    }
  });

  if (passwordHash) await revokeUserSessions({ userId, reason: "password-change", exceptSessionId: sessionId });
  return { didUpdate: true };
}

/** The new password's hash when a change is asked for and allowed; null when none is asked for. */
async function checkPasswordChange({
  userId,
  email,
  currentPassword,
  newPassword,
}: {
  userId: string;
  email: string;
  currentPassword: string | null;
  newPassword: string | null;
}): Promise<string | null> {
  if (!currentPassword && !newPassword) return null;
  if (!currentPassword) throw invalid(ACCOUNT_SETTINGS_MESSAGES.currentPasswordRequired, "currentPassword");
  if (!newPassword) throw invalid(ACCOUNT_SETTINGS_MESSAGES.newPasswordRequired, "newPassword");
  if (!newPasswordField.safeParse(newPassword).success || !isPasswordAllowed({ password: newPassword, email })) {
    throw invalid(ACCOUNT_SETTINGS_MESSAGES.weakPassword, "newPassword");
  }
  await confirmCurrentPassword({ userId, currentPassword });
  // argon2id takes tens of milliseconds: outside the transaction, so it holds no locks meanwhile.
  return hashPassword(newPassword);
}
