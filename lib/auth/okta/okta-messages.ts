// The staff identity provider's messages (spec 000 §8 "Staff identity provider"). Shared by server and callback page.
export const OKTA_MESSAGES = {
  /** Log-in with a verified identity that has no usable account (unknown, not staff domain, deactivated). */
  logInFailed: "Failed to authenticate using given Okta code. Please try again",
  /** Sign-up with a verified identity that cannot become a staff account. */
  signUpFailed: "Error occurred while attempting to sign up. Please try again.",
  /** The code could not be verified: missing or mismatched flow, state, nonce, PKCE, or the provider said no. */
  verifyFailed: "Error occurred while attempting to verify Okta authentication code. Please try again",
} as const;

export const OKTA_SUCCESS_TEXT = "Successfully authenticated through Okta. You will be redirected shortly.";
