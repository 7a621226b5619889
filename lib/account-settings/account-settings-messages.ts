import {
  ALREADY_PRIMARY_EMAIL_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
} from "@/lib/auth/schemas/account-recovery-rules";
import { PASSWORD_NOT_STRONG_ENOUGH_MESSAGE, PASSWORDS_DO_NOT_MATCH_MESSAGE } from "@/lib/auth/schemas/password-reset-rules";

// The account settings form's messages, without zod: the form shows them from first load (account-settings-schema.ts
// builds the checks with them).

export const ACCOUNT_SETTINGS_MESSAGES = {
  emailRequired: EMAIL_REQUIRED_MESSAGE,
  emailInvalid: EMAIL_INVALID_MESSAGE,
  alreadyPrimary: ALREADY_PRIMARY_EMAIL_MESSAGE,
  passwordsDoNotMatch: PASSWORDS_DO_NOT_MATCH_MESSAGE,
  weakPassword: PASSWORD_NOT_STRONG_ENOUGH_MESSAGE,
  currentPasswordRequired: "Please enter your current password.",
  newPasswordRequired: "Please enter a new password.",
  currentPasswordIncorrect: "Your current password is incorrect.",
  codeRequired: "Enter the code we sent to your phone.",
  invalidCode: "Invalid code",
  success: "Account updated successfully",
  networkFailure: "There was an error updating your account",
} as const;
