import { z } from "zod";
import { isPasswordStrongEnough, newPasswordProblem } from "@/lib/auth/password-strength";

// One schema per input of the password-reset flow (spec 000 §2.6, §5), shared by the form and the server. The
// account-recovery schema reuses the password parts.

export const RESET_EMAIL_INVALID_MESSAGE = "Please enter a valid email address";
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = "Passwords do not match";
/** The server's message for a password it will not accept (spec 000 §8 "Sign-up"); the meter explains why. */
export const PASSWORD_NOT_STRONG_ENOUGH_MESSAGE = "Password not strong enough";

// Spec 000 §8 "Reset and recovery toasts".
export const TOKEN_INVALID_MESSAGE = "Token is invalid or has expired";
export const VALIDATING_TOKEN_FAILED_MESSAGE = "An error has occurred validating token";
export const SENDING_EMAIL_FAILED_MESSAGE = "An error has occurred sending email";
export const RESETTING_PASSWORD_FAILED_MESSAGE = "An error has occurred resetting password";

/** Longest email we accept (RFC 5321's path limit); longer input is not an address. */
export const EMAIL_MAX_LENGTH = 254;
/** argon2 hashes any length, but a cap keeps a megabyte "password" from costing the server anything. */
export const PASSWORD_MAX_LENGTH = 256;

/** ENTRY: the account's email. Submit stays disabled until this passes. */
export const resetEmailSchema = z.object({
  email: z.string().trim().max(EMAIL_MAX_LENGTH, RESET_EMAIL_INVALID_MESSAGE).email(RESET_EMAIL_INVALID_MESSAGE),
});
export type ResetEmailInput = z.infer<typeof resetEmailSchema>;

/**
 * A new password for the account that signs in with `email`: what the strength meter accepts, i.e. the five
 * requirements and the server's rule against that email. The message says why when the rule refuses it.
 */
export function newPasswordFieldFor(email: string | null) {
  return z
    .string()
    .max(PASSWORD_MAX_LENGTH, PASSWORD_NOT_STRONG_ENOUGH_MESSAGE)
    .superRefine((password, context) => {
      const message = newPasswordProblem({ password, email }, PASSWORD_NOT_STRONG_ENOUGH_MESSAGE);
      if (message) context.addIssue({ code: "custom", message });
    });
}

/**
 * What the server checks before it knows the account (a reset or recovery token is looked up after): the five
 * requirements and the common passwords, answered with the spec's one message; the server then applies its rule
 * with the account's email.
 */
export const newPasswordField = z
  .string()
  .max(PASSWORD_MAX_LENGTH, PASSWORD_NOT_STRONG_ENOUGH_MESSAGE)
  .refine((password) => isPasswordStrongEnough({ password, email: null }), PASSWORD_NOT_STRONG_ENOUGH_MESSAGE);

/** SET_NEW (and the recovery flow's SET_NEW_PASSWORD), for the account signing in with `email`. */
export function newPasswordSchema(email: string) {
  return z.object({ newPassword: newPasswordFieldFor(email) });
}
export type NewPasswordInput = { newPassword: string };

/** CONFIRM_NEW: must equal the password chosen on the step before. */
export function confirmPasswordSchema(newPassword: string) {
  return z.object({
    confirmPassword: z.string().refine((value) => value === newPassword, PASSWORDS_DO_NOT_MATCH_MESSAGE),
  });
}
export type ConfirmPasswordInput = { confirmPassword: string };

/** resetPassword(token, newPassword) on the server. */
export const resetPasswordSchema = z.object({
  token: z.string().min(1, TOKEN_INVALID_MESSAGE).max(512, TOKEN_INVALID_MESSAGE),
  newPassword: newPasswordField,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
