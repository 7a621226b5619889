import { findValidAuthToken } from "@/lib/auth/auth-tokens/find-valid-auth-token";
import { lastFourDigits } from "@/lib/auth/two-factor/last-four-digits";
import { getDb } from "@/lib/db";

export type RecoverAccountTokenDetails = {
  isTokenValid: boolean;
  userEmail: string | null;
  recoveryEmail: string | null;
  /** Two-factor accounts also need a code sent to the phone on file (not in the spec). */
  isCodeRequired: boolean;
  /** That phone, masked ('•••-•••-1234'), when a code is required and two-step verification by phone is on. */
  maskedPhoneNumber: string | null;
  /** The code may come from the account's authenticator app (a recovery code always works when one is required). */
  hasAuthenticatorApp: boolean;
};

export type RecoverableAccount = {
  userId: string;
  userEmail: string;
  recoveryEmail: string;
  /** The number the second factor goes to; null when the account has no two-factor sign-in. */
  secondFactorPhoneNumber: string | null;
  /** A confirmed authenticator app, whose code also recovers the account. */
  hasAuthenticatorApp: boolean;
};

const sameEmail = (a: string | null, b: string | null) =>
  a !== null && b !== null && a.toLowerCase() === b.toLowerCase();

export function maskPhoneNumber(phoneNumber: string): string {
  return `•••-•••-${lastFourDigits(phoneNumber) ?? "••••"}`;
}

/**
 * The account a recovery link may still change, or null: the token is unused, unexpired and of the recovery purpose,
 * the account is active and its recovery email is still the address the link was sent to and is verified (an
 * unverified address was never shown to belong to the owner, so it recovers nothing).
 */
export async function findRecoverableAccount({ token }: { token: string }): Promise<RecoverableAccount | null> {
  const valid = await findValidAuthToken({ token, purpose: "RECOVER_ACCOUNT" });
  if (!valid) return null;
  const db = await getDb();
  const user = await db.user.findUnique({
    where: { id: valid.userId },
    select: {
      id: true,
      email: true,
      recoveryEmail: true,
      isRecoveryEmailVerified: true,
      deactivatedAt: true,
      is2faEnabled: true,
      phoneNumber: true,
      authenticatorApp: { select: { confirmedAt: true } },
    },
  });
  if (!user || user.deactivatedAt || !user.recoveryEmail || !user.isRecoveryEmailVerified) return null;
  if (!sameEmail(valid.email, user.recoveryEmail)) return null;
  return {
    userId: user.id,
    userEmail: user.email,
    recoveryEmail: user.recoveryEmail.toLowerCase(),
    // The same condition as the log-in's code step (lib/auth/log-in/log-in-with-password.ts).
    secondFactorPhoneNumber: user.is2faEnabled && user.phoneNumber ? user.phoneNumber : null,
    hasAuthenticatorApp: Boolean(user.authenticatorApp?.confirmedAt),
  };
}

/** recoverAccountTokenDetails(token): the addresses the recovery screens check the new ones against. */
export async function findRecoverAccountTokenDetails({ token }: { token: string }): Promise<RecoverAccountTokenDetails> {
  const account = await findRecoverableAccount({ token });
  if (!account) {
    return {
      isTokenValid: false,
      userEmail: null,
      recoveryEmail: null,
      isCodeRequired: false,
      maskedPhoneNumber: null,
      hasAuthenticatorApp: false,
    };
  }
  const phone = account.secondFactorPhoneNumber;
  return {
    isTokenValid: true,
    userEmail: account.userEmail,
    recoveryEmail: account.recoveryEmail,
    isCodeRequired: phone !== null || account.hasAuthenticatorApp,
    maskedPhoneNumber: phone ? maskPhoneNumber(phone) : null,
    hasAuthenticatorApp: account.hasAuthenticatorApp,
  };
}
