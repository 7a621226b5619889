import { escapeHtml } from "@/lib/format/escape-html";
import { siteConfig } from "@/lib/site-config";
import type { EmailMessage } from "@/lib/integrations/email/types";

export { escapeHtml };

export const contactText = `Questions? Write to ${siteConfig.infoEmail}.`;
export const contactHtml = `<p>Questions? Write to <a href="mailto:${siteConfig.infoEmail}">${siteConfig.infoEmail}</a>.</p>`;

/**
 * The shape every magic-link email shares: a greeting (by first name when known), why it came, the link (the only secret in it), how long it
 * works, and where to ask. Text and HTML carry the same words; `introHtml` may mark up the intro (already escaped).
 */
export function linkEmail({
  to,
  subject,
  firstName,
  intro,
  introHtml = escapeHtml(intro),
  link,
  linkLabel,
  note,
}: {
  to: string;
  subject: string;
  /** Greets by name when given ("Hi Alex,"), else "Hi,". */
  firstName?: string | null;
  intro: string;
  introHtml?: string;
  link: string;
  linkLabel: string;
  note: string;
}): EmailMessage {
  const greeting = firstName ? `Hi ${firstName},` : "Hi,";
  const text = [greeting, "", intro, link, "", note, "", contactText].join("\n");
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${introHtml}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(linkLabel)}</a></p>
<p>${escapeHtml(note)}</p>
${contactHtml}`;
  return { to, subject, text, html };
}
