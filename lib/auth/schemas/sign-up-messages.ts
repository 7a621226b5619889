// Sign-up's server messages and what the screen says for each, without zod: the form needs them on first load
// (sign-up-schema.ts builds the step schemas).

export const SIGN_UP_SERVER_MESSAGES = {
  duplicateEmail: "User with that email already exists",
  invalidEmail: "Invalid email",
  weakPassword: "Password not strong enough",
  staffEmail: "Mariner employees must sign up using Okta.",
  missingFirstName: "Missing first name",
  missingLastName: "Missing last name",
} as const;

export const PASSWORD_RULE_TEXT =
  "Use at least 8 characters, not only numbers, nothing close to your email and not a commonly used password.";

/** Where the screen shows a message: on the email step, with the password, or above the form. */
export type SignUpErrorKind = "duplicate" | "email" | "password" | "general";

/** The screen's text for a server message (spec 000 §8 "Sign-up"); `kind` says where the screen shows it. */
export function signUpErrorText(serverMessage: string | null | undefined, infoEmail: string): { kind: SignUpErrorKind; text: string } {
  switch (serverMessage) {
    case SIGN_UP_SERVER_MESSAGES.duplicateEmail:
      return { kind: "duplicate", text: "An account with that email already exists." };
    case SIGN_UP_SERVER_MESSAGES.invalidEmail:
      return { kind: "email", text: "Please enter a valid email." };
    case SIGN_UP_SERVER_MESSAGES.weakPassword:
      return { kind: "password", text: `Password not strong enough. ${PASSWORD_RULE_TEXT}` };
    case SIGN_UP_SERVER_MESSAGES.staffEmail:
      return { kind: "email", text: SIGN_UP_SERVER_MESSAGES.staffEmail };
    case SIGN_UP_SERVER_MESSAGES.missingFirstName:
      return { kind: "general", text: "Please enter your first name." };
    case SIGN_UP_SERVER_MESSAGES.missingLastName:
      return { kind: "general", text: "Please enter your last name." };
    case "Too many attempts. Please try again later":
    case "Captcha verification failed. Please try again.":
    case "We could not check that you are human right now. Please try again later.":
      return { kind: "general", text: serverMessage };
    default:
      return { kind: "general", text: `An unknown error occurred. Contact ${infoEmail} for help.` };
  }
}
