import { z } from "zod";
import { newPasswordField } from "@/lib/auth/schemas/password-reset-schema";
import { EMAIL_MAX_LENGTH } from "@/lib/auth/schemas/password-reset-rules";
import {
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  needsNewRecoveryEmail,
  newPrimaryEmailProblem,
  newRecoveryEmailProblem,
  type CurrentEmails,
} from "./account-recovery-rules";

// One schema per input of the account-recovery flow (spec 000 §2.7, §4.6, §5), shared by the form and the server.
// The email rules live in the functions below, which the step schemas and the server's schema both use.

export * from "./account-recovery-rules";

export const recoveryFlowEmailField = z
  .string()
  .trim()
  .min(1, EMAIL_REQUIRED_MESSAGE)
  .max(EMAIL_MAX_LENGTH, EMAIL_INVALID_MESSAGE)
  .email(EMAIL_INVALID_MESSAGE)
  .transform((email) => email.toLowerCase());

/** ENTRY: the recovery email the link goes to. */
export const recoverAccountEmailSchema = z.object({ email: recoveryFlowEmailField });
export type RecoverAccountEmailInput = z.input<typeof recoverAccountEmailSchema>;

/** SET_NEW_PRIMARY. */
export function newPrimaryEmailSchema(current: CurrentEmails) {
  return z.object({ newPrimaryEmail: recoveryFlowEmailField }).superRefine(({ newPrimaryEmail }, context) => {
    const problem = newPrimaryEmailProblem(newPrimaryEmail, current);
    if (problem) context.addIssue({ code: "custom", path: ["newPrimaryEmail"], message: problem });
  });
}
export type NewPrimaryEmailInput = { newPrimaryEmail: string };

/** SET_NEW_RECOVERY. */
export function newRecoveryEmailSchema(current: CurrentEmails, newPrimaryEmail: string) {
  return z.object({ newRecoveryEmail: recoveryFlowEmailField }).superRefine(({ newRecoveryEmail }, context) => {
    const problem = newRecoveryEmailProblem(newRecoveryEmail, current, newPrimaryEmail);
    if (problem) context.addIssue({ code: "custom", path: ["newRecoveryEmail"], message: problem });
  });
}
export type NewRecoveryEmailInput = { newRecoveryEmail: string };

/** recoverAccount on the server: every rule above, checked against the account the token belongs to. */
export function recoverAccountSchema(current: CurrentEmails) {
  return z
    .object({
      newPassword: newPasswordField,
      newPrimaryEmail: recoveryFlowEmailField,
      // An empty field from the client means "not given".
      newRecoveryEmail: z.preprocess(
        (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
        recoveryFlowEmailField.optional(),
      ),
    })
    .superRefine(({ newPrimaryEmail, newRecoveryEmail }, context) => {
      const primaryProblem = newPrimaryEmailProblem(newPrimaryEmail, current, newRecoveryEmail);
      if (primaryProblem) context.addIssue({ code: "custom", path: ["newPrimaryEmail"], message: primaryProblem });
      if (newRecoveryEmail === undefined) {
        if (needsNewRecoveryEmail(newPrimaryEmail, current)) {
          context.addIssue({ code: "custom", path: ["newRecoveryEmail"], message: EMAIL_REQUIRED_MESSAGE });
        }
        return;
      }
      const recoveryProblem = newRecoveryEmailProblem(newRecoveryEmail, current, newPrimaryEmail);
      if (recoveryProblem) context.addIssue({ code: "custom", path: ["newRecoveryEmail"], message: recoveryProblem });
    });
}
export type RecoverAccountInput = z.output<ReturnType<typeof recoverAccountSchema>>;
