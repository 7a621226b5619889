import { z } from "zod";
import {
  ALREADY_PRIMARY_EMAIL_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
} from "@/lib/auth/schemas/account-recovery-schema";
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_NOT_STRONG_ENOUGH_MESSAGE,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  newPasswordFieldFor,
} from "@/lib/auth/schemas/password-reset-schema";
import { ACCOUNT_SETTINGS_MESSAGES } from "./account-settings-messages";

// The account settings form and updateAccountSettings (spec 001 §2 "Account settings form", §4, §5, §7, §8; 000 §5
// recovery emails, onboarding step 1). The form sends the recovery email, and the passwords only when a current
// password is typed.

export * from "./account-settings-messages";

/** A recovery email as typed: required, a valid address, compared and stored lower-cased. */
export const recoveryEmailField = z
  .string()
  .trim()
  .min(1, EMAIL_REQUIRED_MESSAGE)
  .max(EMAIL_MAX_LENGTH, EMAIL_INVALID_MESSAGE)
  .pipe(z.email(EMAIL_INVALID_MESSAGE))
  .transform((email) => email.toLowerCase());

/** Onboarding step 1 'Set a recovery email' (spec 000 §2.10, §5): not the account's own address. */
export function recoveryEmailFormSchema(primaryEmail: string) {
  return z.object({
    recoveryEmail: recoveryEmailField.refine(
      (email) => email !== primaryEmail.trim().toLowerCase(),
      ALREADY_PRIMARY_EMAIL_MESSAGE,
    ),
  });
}

/**
 * The settings form (spec 001 §5) of the member signing in with `email`: a typed current password asks for a new one
 * the strength meter accepts (the server's rule against that email included), confirmed.
 */
export function accountSettingsFormSchema(email: string) {
  const newPasswordField = newPasswordFieldFor(email);
  return z
    .object({
      recoveryEmail: recoveryEmailField,
      currentPassword: z.string().max(PASSWORD_MAX_LENGTH),
      newPassword: z.string().max(PASSWORD_MAX_LENGTH),
      confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
    })
    .superRefine(({ currentPassword, newPassword, confirmPassword }, context) => {
      if (currentPassword === "") return;
      if (newPassword === "") {
        context.addIssue({ code: "custom", path: ["newPassword"], message: ACCOUNT_SETTINGS_MESSAGES.newPasswordRequired });
      } else {
        const problem = newPasswordField.safeParse(newPassword).error?.issues[0]?.message;
        if (problem) context.addIssue({ code: "custom", path: ["newPassword"], message: problem });
      }
      if (confirmPassword !== newPassword) {
        context.addIssue({ code: "custom", path: ["confirmPassword"], message: PASSWORDS_DO_NOT_MATCH_MESSAGE });
      }
    });
}
export type AccountSettingsFormInput = z.input<ReturnType<typeof accountSettingsFormSchema>>;

const optionalPassword = z
  .string()
  .max(PASSWORD_MAX_LENGTH, PASSWORD_NOT_STRONG_ENOUGH_MESSAGE)
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

/** What updateAccountSettings accepts; each part optional. */
export const updateAccountSettingsSchema = z.object({
  recoveryEmail: recoveryEmailField.nullable().optional(),
  currentPassword: optionalPassword,
  newPassword: optionalPassword,
  code: z.string().max(32).nullable().optional(),
  is2faEnabled: z.boolean().nullable().optional(),
  phoneNumber: z.string().max(32).nullable().optional(),
});
export type UpdateAccountSettingsInput = z.input<typeof updateAccountSettingsSchema>;
