import { logInErrorText } from "@/lib/auth/schemas/log-in-rules";

// The server's Google messages (spec 000 §7, §8) and what the screens say for each. Shared by server and client.
export const GOOGLE_MESSAGES = {
  /** A GraphQL error (not the `error` field): the token could not be verified. */
  failedToAuthenticate: "Failed to authenticate with Google.",
  notPermitted: "Google authentication not permitted",
  staffMustSignIn: "Mariner employees must sign in using Okta.",
  staffMustSignUp: "Mariner employees must sign up using Okta.",
  signUpFailed: "There was an error in the sign up process.  We are looking into it.",
  userExists: "User with that email already exists",
} as const;

export function googleLogInErrorText(serverMessage: string | null | undefined, infoEmail: string): string {
  if (serverMessage === GOOGLE_MESSAGES.staffMustSignIn) return serverMessage;
  return logInErrorText(serverMessage, infoEmail);
}

export function googleSignUpErrorText(serverMessage: string | null | undefined): string {
  switch (serverMessage) {
    case GOOGLE_MESSAGES.staffMustSignUp:
    case "Too many attempts. Please try again later":
      return serverMessage;
    case GOOGLE_MESSAGES.userExists:
      return "An account with that email already exists. Already have an account? Log in.";
    default:
      return GOOGLE_MESSAGES.signUpFailed;
  }
}
