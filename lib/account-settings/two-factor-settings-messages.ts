// Two-factor management in settings (spec 001 §4, 002 §8). The client's own words for a wrong code ('Invalid code')
// and for failures ('Unexpected error …') are the spec's; these are the server's.
export const TWO_FACTOR_SETTINGS_MESSAGES = {
  singleSignOn: "You sign in with Google or your company's sign-in, which handles two-step verification for you.",
  noCode: "This code has expired or was used too many times. Please send a new code.",
  otherNumber: "That code was sent to a different number. Please send a code to this number.",
  needsNumber: "Add a phone number to turn on two-step verification.",
} as const;

// The authenticator app and recovery codes (issue 13; not in the spec).
export const AUTHENTICATOR_MESSAGES = {
  alreadySetUp: "An authenticator app is already set up. Remove it first to set up another.",
  setupExpired: "This set-up has expired. Please start again.",
  invalidCode: "That code did not match. Check the time on your phone and enter the newest code.",
  notSetUp: "No authenticator app is set up.",
  needsSecondFactor: "Turn on two-step verification first: recovery codes are a way past it.",
} as const;
