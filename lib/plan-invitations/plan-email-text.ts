import { escapeHtml } from "@/lib/format/escape-html";
import { siteConfig } from "@/lib/site-config";

// The plan emails' defaults, placeholders and rendering, without zod: the Communications tab previews an email as it
// is typed (plan-email-templates.ts holds the schema that checks a template).

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

export function hasOnlyKnownPlaceholders(text: string): boolean {
  return [...text.matchAll(PLACEHOLDER)].every((match) => (PLAN_EMAIL_PLACEHOLDERS as readonly string[]).includes(match[1]!));
}

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
