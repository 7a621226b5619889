import { z } from "zod";
import { nameSchema, PERSON_NAME_MAX_LENGTH } from "@/lib/names/name-schema";
import { newPasswordProblem } from "@/lib/auth/password-strength";

// Sign-up (spec 000 §2.4, §5, §8 "Sign-up"). The form's two steps and the server share these fields; the server adds
// its own password rule (lib/auth/check-password-rule.ts) and answers with the spec's short messages, which
// signUpErrorText turns into what the screen says.

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

const PASSWORD_MAX_LENGTH = 200;

const email = z.string().trim().toLowerCase().pipe(z.email("Please enter a valid email."));
const firstName = nameSchema({
  max: PERSON_NAME_MAX_LENGTH,
  missing: "Please enter your first name.",
  tooLong: "Please enter a shorter first name.",
});
const lastName = nameSchema({
  max: PERSON_NAME_MAX_LENGTH,
  missing: "Please enter your last name.",
  tooLong: "Please enter a shorter last name.",
});

/** Step 1: the email; 'Sign up' stays disabled until it parses. */
export const signUpEmailSchema = z.object({ email });
export type SignUpEmailInput = z.infer<typeof signUpEmailSchema>;

/**
 * Step 2 'Create an Account' for the email of step 1: names and a password the strength meter accepts (its five
 * requirements, and the server's rule against that email, whose refusal it names).
 */
export function signUpAccountSchema(email: string) {
  return z.object({
    firstName,
    lastName,
    password: z
      .string()
      .min(1, "Please enter a password.")
      .max(PASSWORD_MAX_LENGTH, "Please enter a shorter password.")
      .superRefine((password, context) => {
        const message = newPasswordProblem({ password, email }, "Your password must meet all five requirements.");
        if (message) context.addIssue({ code: "custom", message });
      }),
  });
}
export type SignUpAccountInput = { firstName: string; lastName: string; password: string };

/** What createNewUserViaPassword accepts. The password's strength is the server rule's business, not the meter's. */
export const createNewUserViaPasswordSchema = z.object({
  email,
  firstName,
  lastName,
  password: z.string().max(PASSWORD_MAX_LENGTH),
});
export type CreateNewUserViaPasswordInput = z.infer<typeof createNewUserViaPasswordSchema>;

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
