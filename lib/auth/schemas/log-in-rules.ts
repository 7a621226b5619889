// The log-in screens' code formats and server messages, without zod: /log-in, /mfa and account recovery need them
// on first load (log-in-schema.ts builds the schemas from the same patterns).

/** A texted or authenticator code: six digits. */
export const MFA_CODE_PATTERN = /^\d{6}$/;
/** A recovery code once its spaces and dashes are taken out: ten letters and digits. */
export const RECOVERY_CODE_PATTERN = /^[0-9a-zA-Z]{10}$/;
export const withoutCodeSeparators = (value: string) => value.replace(/[\s-]/g, "");

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
