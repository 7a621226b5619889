import { z } from "zod";
import { isPasswordStrongEnough, newPasswordProblem } from "@/lib/auth/password-strength";
import {
  RESET_EMAIL_INVALID_MESSAGE,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  PASSWORD_NOT_STRONG_ENOUGH_MESSAGE,
  TOKEN_INVALID_MESSAGE,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
} from "./password-reset-rules";

// One schema per input of the password-reset flow (spec 000 §2.6, §5), shared by the form and the server. The
// account-recovery schema reuses the password parts.

export * from "./password-reset-rules";

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
