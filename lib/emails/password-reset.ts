import { siteConfig } from "@/lib/site-config";
import type { EmailMessage } from "@/lib/integrations/email/types";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The password-reset magic link (spec 000 §2.6). The link is the only secret in it. */
export function passwordResetMessage({
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
  const subject = `Reset your ${siteConfig.productName} password`;
  const text = [
    greeting,
    "",
    "We received a request to reset the password of your account. Open this link to choose a new one:",
    link,
    "",
    `The link works once and expires in ${validMinutes} minutes. If you did not ask for this, you can ignore this email: your password stays as it is.`,
    "",
    `Questions? Write to ${siteConfig.infoEmail}.`,
  ].join("\n");
  const html = `<p>${escapeHtml(greeting)}</p>
<p>We received a request to reset the password of your account. Open this link to choose a new one:</p>
<p><a href="${escapeHtml(link)}">Reset my password</a></p>
<p>The link works once and expires in ${validMinutes} minutes. If you did not ask for this, you can ignore this email: your password stays as it is.</p>
<p>Questions? Write to <a href="mailto:${siteConfig.infoEmail}">${siteConfig.infoEmail}</a>.</p>`;
  return { to, subject, text, html };
}
