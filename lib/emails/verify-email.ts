import { siteConfig } from "@/lib/site-config";
import type { EmailMessage } from "@/lib/integrations/email/types";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The 'verify your email' message: one link, valid for `validMinutes`, from the configured site URL. */
export function verifyEmailMessage({
  to,
  firstName,
  link,
  validMinutes,
}: {
  to: string;
  firstName: string;
  link: string;
  validMinutes: number;
}): EmailMessage {
  const greeting = firstName ? `Hi ${firstName},` : "Hi,";
  const subject = `Verify your email for ${siteConfig.productName}`;
  const text = [
    greeting,
    "",
    `Please confirm that ${to} is your email address by opening this link:`,
    link,
    "",
    `The link works once and expires in ${validMinutes} minutes. If you did not create an account, you can ignore this email.`,
    "",
    `Questions? Write to ${siteConfig.infoEmail}.`,
  ].join("\n");
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Please confirm that <strong>${escapeHtml(to)}</strong> is your email address.</p>
<p><a href="${escapeHtml(link)}">Verify my email</a></p>
<p>The link works once and expires in ${validMinutes} minutes. If you did not create an account, you can ignore this email.</p>
<p>Questions? Write to <a href="mailto:${siteConfig.infoEmail}">${siteConfig.infoEmail}</a>.</p>`;
  return { to, subject, text, html };
}
