import { siteConfig } from "@/lib/site-config";
import type { EmailMessage } from "@/lib/integrations/email/types";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

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
  const subject = `Confirm your work email for ${siteConfig.productName}`;
  const text = [
    "Hi,",
    "",
    `Someone signed in to ${siteConfig.productName} asked to join ${plans} with ${to}. If that was you, open this link to confirm it:`,
    link,
    "",
    `The link works once and expires in ${validMinutes} minutes. If it was not you, ignore this email: nothing changes.`,
    "",
    `Questions? Write to ${siteConfig.infoEmail}.`,
  ].join("\n");
  const html = `<p>Hi,</p>
<p>Someone signed in to ${escapeHtml(siteConfig.productName)} asked to join <strong>${escapeHtml(plans)}</strong> with <strong>${escapeHtml(to)}</strong>. If that was you, confirm it:</p>
<p><a href="${escapeHtml(link)}">Confirm my work email</a></p>
<p>The link works once and expires in ${validMinutes} minutes. If it was not you, ignore this email: nothing changes.</p>
<p>Questions? Write to <a href="mailto:${siteConfig.infoEmail}">${siteConfig.infoEmail}</a>.</p>`;
  return { to, subject, text, html };
}
