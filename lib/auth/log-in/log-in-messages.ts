/** The password step passed and a code is due (spec 000 §4.1): the screen goes to /mfa. */
export const TWO_FACTOR_REQUIRED = "2FA_REQUIRED";
/** A code arrived without a live pending log-in (it lasts 10 minutes, like the code). */
export const LOG_IN_EXPIRED_MESSAGE = "Your log-in has expired. Please log in again.";
