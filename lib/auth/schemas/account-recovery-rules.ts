// The account-recovery flow's messages and email rules, without zod: the screens need them on first load
// (account-recovery-schema.ts builds the step schemas from them).

export const EMAIL_REQUIRED_MESSAGE = "Email is required";
export const EMAIL_INVALID_MESSAGE = "Please enter a valid email";
export const ALREADY_PRIMARY_EMAIL_MESSAGE = "This email is already your primary email";
export const ALREADY_RECOVERY_EMAIL_MESSAGE = "This email is already your recovery email";
/** The new primary belongs to another account (the sign-up message of spec 000 §8). */
export const EMAIL_ALREADY_USED_MESSAGE = "User with that email already exists";

/** A two-factor account's recovery without the code sent to its phone (not in the spec). */
export const RECOVERY_CODE_REQUIRED_MESSAGE = "Enter the code we sent to your phone";

// Spec 000 §8 "Reset and recovery toasts".
export const RECOVERING_ACCOUNT_FAILED_MESSAGE = "An error has occurred recovering account";

/** The account's addresses as the token details show them. */
export type CurrentEmails = { userEmail: string; recoveryEmail: string | null };

const same = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());

/** SET_NEW_RECOVERY is needed only when the new primary is the address that is the recovery email today (§4.6). */
export function needsNewRecoveryEmail(newPrimaryEmail: string, current: CurrentEmails): boolean {
  return same(newPrimaryEmail, current.recoveryEmail);
}

/** New primary: not the current primary, not the recovery email entered with it. */
export function newPrimaryEmailProblem(
  newPrimaryEmail: string,
  current: CurrentEmails,
  enteredRecoveryEmail?: string | null,
): string | null {
  if (same(newPrimaryEmail, current.userEmail)) return ALREADY_PRIMARY_EMAIL_MESSAGE;
  if (same(newPrimaryEmail, enteredRecoveryEmail)) return ALREADY_RECOVERY_EMAIL_MESSAGE;
  return null;
}

/** New recovery: not the current recovery email, not the new primary. */
export function newRecoveryEmailProblem(
  newRecoveryEmail: string,
  current: CurrentEmails,
  newPrimaryEmail: string,
): string | null {
  if (same(newRecoveryEmail, current.recoveryEmail)) return ALREADY_RECOVERY_EMAIL_MESSAGE;
  if (same(newRecoveryEmail, newPrimaryEmail)) return ALREADY_PRIMARY_EMAIL_MESSAGE;
  return null;
}
