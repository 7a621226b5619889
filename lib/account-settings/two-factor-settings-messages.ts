// Two-factor management in settings (spec 001 §4, 002 §8). The client's own words for a wrong code ('Invalid code')
// and for failures ('Unexpected error …') are the spec's; these are the server's.
export const TWO_FACTOR_SETTINGS_MESSAGES = {
  singleSignOn: "You sign in with Google or your company's sign-in, which handles two-step verification for you.",
  noCode: "This code has expired or was used too many times. Please send a new code.",
  otherNumber: "That code was sent to a different number. Please send a code to this number.",
  needsNumber: "Add a phone number to turn on two-step verification.",
} as const;
