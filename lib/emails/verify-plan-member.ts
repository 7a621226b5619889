import { siteConfig } from "@/lib/site-config";
import type { EmailMessage } from "@/lib/integrations/email/types";
import { escapeHtml, linkEmail } from "@/lib/emails/link-email";

/** The 'confirm your work email' message for plan-member verification: one link, valid for `validMinutes`. */
export function verifyPlanMemberMessage({
  to,
  planNames,
  link,
  validMinutes,
}: {
  to: string;
  planNames: string[];
  link: string;
  validMinutes: number;
}): EmailMessage {
  const plans = planNames.join(", ");
  const product = siteConfig.productName;
  return linkEmail({
    to,
    subject: `Confirm your work email for ${product}`,
    intro: `Someone signed in to ${product} asked to join ${plans} with ${to}. If that was you, open this link to confirm it:`,
    introHtml: `Someone signed in to ${escapeHtml(product)} asked to join <strong>${escapeHtml(plans)}</strong> with <strong>${escapeHtml(to)}</strong>. If that was you, confirm it:`,
    link,
    linkLabel: "Confirm my work email",
    note: `The link works once and expires in ${validMinutes} minutes. If it was not you, ignore this email: nothing changes.`,
  });
}
