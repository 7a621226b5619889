import { z } from "zod";
import { EMAIL_MAX_LENGTH, newPasswordField } from "@/lib/auth/schemas/password-reset-schema";

// One schema per input of the account-recovery flow (spec 000 §2.7, §4.6, §5), shared by the form and the server.
// The email rules live in the functions below, which the step schemas and the server's schema both use.

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

export const recoveryFlowEmailField = z
  .string()
  .trim()
  .min(1, EMAIL_REQUIRED_MESSAGE)
  .max(EMAIL_MAX_LENGTH, EMAIL_INVALID_MESSAGE)
  .email(EMAIL_INVALID_MESSAGE)
  .transform((email) => email.toLowerCase());

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

/** ENTRY: the recovery email the link goes to. */
export const recoverAccountEmailSchema = z.object({ email: recoveryFlowEmailField });
export type RecoverAccountEmailInput = z.input<typeof recoverAccountEmailSchema>;

/** SET_NEW_PRIMARY. */
export function newPrimaryEmailSchema(current: CurrentEmails) {
  return z.object({ newPrimaryEmail: recoveryFlowEmailField }).superRefine(({ newPrimaryEmail }, context) => {
    const problem = newPrimaryEmailProblem(newPrimaryEmail, current);
    if (problem) context.addIssue({ code: "custom", path: ["newPrimaryEmail"], message: problem });
  });
}
export type NewPrimaryEmailInput = { newPrimaryEmail: string };

/** SET_NEW_RECOVERY. */
export function newRecoveryEmailSchema(current: CurrentEmails, newPrimaryEmail: string) {
  return z.object({ newRecoveryEmail: recoveryFlowEmailField }).superRefine(({ newRecoveryEmail }, context) => {
    const problem = newRecoveryEmailProblem(newRecoveryEmail, current, newPrimaryEmail);
    if (problem) context.addIssue({ code: "custom", path: ["newRecoveryEmail"], message: problem });
  });
}
export type NewRecoveryEmailInput = { newRecoveryEmail: string };

/** recoverAccount on the server: every rule above, checked against the account the token belongs to. */
export function recoverAccountSchema(current: CurrentEmails) {
  return z
    .object({
      newPassword: newPasswordField,
      newPrimaryEmail: recoveryFlowEmailField,
      // An empty field from the client means "not given".
      newRecoveryEmail: z.preprocess(
        (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
        recoveryFlowEmailField.optional(),
      ),
    })
    .superRefine(({ newPrimaryEmail, newRecoveryEmail }, context) => {
      const primaryProblem = newPrimaryEmailProblem(newPrimaryEmail, current, newRecoveryEmail);
      if (primaryProblem) context.addIssue({ code: "custom", path: ["newPrimaryEmail"], message: primaryProblem });
      if (newRecoveryEmail === undefined) {
        if (needsNewRecoveryEmail(newPrimaryEmail, current)) {
          context.addIssue({ code: "custom", path: ["newRecoveryEmail"], message: EMAIL_REQUIRED_MESSAGE });
        }
        return;
      }
      const recoveryProblem = newRecoveryEmailProblem(newRecoveryEmail, current, newPrimaryEmail);
      if (recoveryProblem) context.addIssue({ code: "custom", path: ["newRecoveryEmail"], message: recoveryProblem });
    });
}
export type RecoverAccountInput = z.output<ReturnType<typeof recoverAccountSchema>>;
