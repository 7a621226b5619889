import { z } from "zod";
import { escapeHtml } from "@/lib/format/escape-html";
import { siteConfig } from "@/lib/site-config";

// The invitation and reminder emails an employer may word for its plan (Communications tab). Placeholders in curly
// braces are filled per employee; values are escaped in the HTML version, and the link is the only anchor.

export const PLAN_EMAIL_KINDS = ["INVITATION", "REMINDER"] as const;
export type PlanEmailKindValue = (typeof PLAN_EMAIL_KINDS)[number];

export const PLAN_EMAIL_PLACEHOLDERS = ["firstName", "companyName", "signUpLink", "productName"] as const;
type Placeholder = (typeof PLAN_EMAIL_PLACEHOLDERS)[number];
export type PlanEmailValues = Record<Placeholder, string>;

export type PlanEmailTemplateText = { subject: string; body: string };

export const DEFAULT_PLAN_EMAIL_TEMPLATES: Record<PlanEmailKindValue, PlanEmailTemplateText> = {
  INVITATION: {
    subject: "{companyName} gives you {productName}: free, private financial coaching",
    body: [
      "Hi {firstName},",
      "",
      "{companyName} now offers {productName}, a private place to plan your budget, pay down debt and save, as a free benefit.",
      "",
      "Sign up with your work email: {signUpLink}",
      "",
      "Your employer never sees your accounts, balances or transactions: only how many people use the benefit.",
    ].join("\n"),
  },
  REMINDER: {
    subject: "Reminder: your {productName} benefit from {companyName}",
    body: [
      "Hi {firstName},",
      "",
      "A reminder that {companyName} gives you {productName} for free. It takes a few minutes to sign up with your work email: {signUpLink}",
      "",
      "Your employer never sees your accounts, balances or transactions.",
    ].join("\n"),
  },
};

export const SIGN_UP_LINK_REQUIRED_MESSAGE = "The email must include {signUpLink}, so employees can sign up.";
export const UNKNOWN_PLACEHOLDER_MESSAGE = `Use only these placeholders: ${PLAN_EMAIL_PLACEHOLDERS.map((p) => `{${p}}`).join(", ")}.`;

const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

function hasOnlyKnownPlaceholders(text: string): boolean {
  return [...text.matchAll(PLACEHOLDER)].every((match) => (PLAN_EMAIL_PLACEHOLDERS as readonly string[]).includes(match[1]!));
}

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

function fill(text: string, values: PlanEmailValues, escape: (value: string, key: Placeholder) => string): string {
  return text.replace(PLACEHOLDER, (whole, key: string) =>
    (PLAN_EMAIL_PLACEHOLDERS as readonly string[]).includes(key) ? escape(values[key as Placeholder], key as Placeholder) : whole,
  );
}

/** The email as sent: subject and text with the values, and an HTML version where only the link is markup. */
export function renderPlanEmail(
  template: PlanEmailTemplateText,
  values: PlanEmailValues,
): { subject: string; text: string; html: string } {
  const subject = fill(template.subject, values, (value) => value.replace(/[\r\n]+/g, " "));
  const text = fill(template.body, values, (value) => value);
  const html = template.body
    .split(/\n{2,}/)
    .map((paragraph) => {
      const escaped = fill(escapeHtml(paragraph), values, (value, key) =>
        key === "signUpLink" ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>` : escapeHtml(value),
      );
      return `<p>${escaped.replace(/\n/g, "<br>")}</p>`;
    })
    .join("\n");
  return { subject, text, html };
}

/** Sample values for the Communications tab's preview. */
export function samplePlanEmailValues({ companyName, signUpLink }: { companyName: string; signUpLink: string }): PlanEmailValues {
  return { firstName: "Jordan", companyName, signUpLink, productName: siteConfig.productName };
}
