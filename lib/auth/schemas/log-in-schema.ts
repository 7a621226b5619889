import { z } from "zod";

// One schema for the log-in form and the server (spec 000 §2.3, §5).
export const logInSchema = z.object({
  email: z.string().trim().min(1, "Please enter your email").email("Please enter a valid email address"),
  password: z.string().min(1, "Please enter your password"),
});

export type LogInInput = z.infer<typeof logInSchema>;

/** The code screen (spec 000 §2.5, §5): six digits; the Next button stays disabled until then. */
export const mfaCodeSchema = z.object({
  code: z.string().regex(/^\d{6}$/, "Enter the six digits of the code"),
  rememberDevice: z.boolean(),
});

export type MfaCodeInput = z.infer<typeof mfaCodeSchema>;

/** A recovery code as typed at /mfa or in account recovery: ten letters and digits, a dash or spaces allowed. */
export const recoveryCodeField = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^[0-9a-zA-Z]{10}$/, "Enter the 10 characters of a recovery code"));

/** Server messages the screens react to (kept here as literals: this module also runs in the browser). */
export const LOG_IN_SERVER_MESSAGES = {
  twoFactorRequired: "2FA_REQUIRED",
  invalidCode: "Invalid code entered",
  logInExpired: "Your log-in has expired. Please log in again.",
  tooManyAttempts: "Too many attempts. Please try again later",
} as const;

/** The server's login errors and what the screen says for each (spec 000 §8 "Login"). */
export function logInErrorText(serverMessage: string | null | undefined, infoEmail: string): string {
  switch (serverMessage) {
    case "Email or password is incorrect":
      return 'Email or password is incorrect. Try again or click "Sign up" to create an account.';
    case "Password authentication not permitted":
      return "Unable to log in using a password. Try using Google to log in.";
    case "Google authentication not permitted":
      return "Unable to log in using Google. Try using a password to log in.";
    case "Account has been deactivated":
      return "This account has been deactivated.";
    case "Too many attempts. Please try again later":
      return "Too many attempts. Please try again later";
    case "Captcha verification failed. Please try again.":
      return "Captcha verification failed. Please try again.";
    case "Okta authentication required":
    case "staff-must-use-okta":
    case "Mariner employees must sign in using Okta.":
      return "Mariner employees must sign in using Okta.";
    default:
      return `An unknown error occurred. Contact ${infoEmail} for help.`;
  }
}

/** Spec 000 §8 "Code entry": the server's message, or 'Invalid code entered' when there is none. */
export function mfaCodeErrorText(serverMessage: string | null | undefined): string {
  return serverMessage || LOG_IN_SERVER_MESSAGES.invalidCode;
}
