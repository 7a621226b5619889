import { z } from "zod";
import {
  PLAN_EMAIL_KINDS,
  SIGN_UP_LINK_REQUIRED_MESSAGE,
  UNKNOWN_PLACEHOLDER_MESSAGE,
  hasOnlyKnownPlaceholders,
} from "./plan-email-text";

// The invitation and reminder emails an employer may word for its plan (Communications tab). Placeholders in curly
// braces are filled per employee; values are escaped in the HTML version, and the link is the only anchor.

export * from "./plan-email-text";

/** The Communications form and updatePlanEmailTemplate check a template with this one schema. */
export const planEmailTemplateSchema = z.object({
  kind: z.enum(PLAN_EMAIL_KINDS),
  subject: z
    .string()
    .trim()
    .min(1, "Enter a subject.")
    .max(200, "The subject can be at most 200 characters.")
    .refine((text) => !/[\r\n]/.test(text), "The subject must be one line.")
    .refine(hasOnlyKnownPlaceholders, UNKNOWN_PLACEHOLDER_MESSAGE),
  body: z
    .string()
    .trim()
    .min(1, "Enter the email's text.")
    .max(5000, "The text can be at most 5,000 characters.")
    .refine(hasOnlyKnownPlaceholders, UNKNOWN_PLACEHOLDER_MESSAGE)
    .refine((text) => text.includes("{signUpLink}"), SIGN_UP_LINK_REQUIRED_MESSAGE),
});
export type PlanEmailTemplateInput = z.input<typeof planEmailTemplateSchema>;
