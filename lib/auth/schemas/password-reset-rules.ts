// The password-reset flow's messages and limits, without zod: the screens need them on first load
// (password-reset-schema.ts builds the step schemas from them).

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
