import { contactHtml, contactText, escapeHtml } from "@/lib/emails/link-email";
import type { EmailMessage } from "@/lib/integrations/email/types";

export type DigestSection = { heading: string; lines: string[]; link: string; linkText: string };

/** The weekly digest (issue 13): spending against budget, bills due, goal progress - whichever the member has. */
export function weeklyDigestMessage({
  to,
  firstName,
  sections,
  preferencesLink,
}: {
  to: string;
  firstName: string | null;
  sections: DigestSection[];
  preferencesLink: string;
}): EmailMessage {
  const greeting = firstName ? `Hi ${firstName},` : "Hi,";
  const intro = "Here is your week at a glance.";
  const note = "You get this digest because you chose it in your email preferences. To change or unsubscribe (no sign-in needed):";
  const text = [
    greeting,
    "",
    intro,
    ...sections.flatMap((section) => ["", section.heading, ...section.lines.map((line) => `- ${line}`), `${section.linkText}: ${section.link}`]),
    "",
    note,
    preferencesLink,
    "",
    contactText,
  ].join("\n");
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
${sections
  .map(
    (section) => `<h2>${escapeHtml(section.heading)}</h2>
<ul>${section.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>
<p><a href="${escapeHtml(section.link)}">${escapeHtml(section.linkText)}</a></p>`,
  )
  .join("\n")}
<p>${escapeHtml(note)} <a href="${escapeHtml(preferencesLink)}">email preferences</a>.</p>
${contactHtml}`;
  return { to, subject: "Your weekly money digest", text, html };
}
