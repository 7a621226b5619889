// How long a sign-in lasts. The idle limit matches the `signedin=true` hint cookie (spec 000 §9: 3600 s), so the
// client's hint and the server's truth expire together for an inactive user.
export const SESSION_IDLE_TIMEOUT_SECONDS = 60 * 60;
/** Even an active session ends after this long; the user signs in again. */
export const SESSION_ABSOLUTE_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
/** lastSeenAt is written at most this often per session, so busy pages do not write on every request. */
export const SESSION_TOUCH_INTERVAL_SECONDS = 60;
/** The client-side hint cookie (spec 000 §9). Never trusted by the server. */
export const SIGNED_IN_HINT_COOKIE = "signedin";
export const SIGNED_IN_HINT_MAX_AGE_SECONDS = 3600;
