import { z } from "zod";
import { nameSchema, PERSON_NAME_MAX_LENGTH } from "@/lib/names/name-schema";
import { newPasswordProblem } from "@/lib/auth/password-strength";

// Sign-up (spec 000 §2.4, §5, §8 "Sign-up"). The form's two steps and the server share these fields; the server adds
// its own password rule (lib/auth/check-password-rule.ts) and answers with the spec's short messages, which
// signUpErrorText turns into what the screen says.

export * from "./sign-up-messages";

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
