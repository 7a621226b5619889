import { contactHtml, contactText, escapeHtml } from "@/lib/emails/link-email";
import type { EmailMessage } from "@/lib/integrations/email/types";

/** A budget alert (research §1c-9): a category reached 80 % of its money for the period, or went over it. */
export function budgetAlertMessage({
  to,
  firstName,
  categoryName,
  threshold,
  spent,
  available,
  link,
  preferencesLink,
}: {
  to: string;
  firstName: string | null;
  categoryName: string;
  threshold: 80 | 100;
  /** Formatted amounts, e.g. "$412". */
  spent: string;
  available: string;
  link: string;
  preferencesLink: string;
}): EmailMessage {
  const subject = threshold === 100 ? `${categoryName} is over budget` : `${categoryName} is at 80% of its budget`;
  const intro =
    threshold === 100
      ? `You have spent ${spent} on ${categoryName} this period, more than the ${available} you planned.`
      : `You have spent ${spent} of the ${available} you planned for ${categoryName} this period.`;
  const greeting = firstName ? `Hi ${firstName},` : "Hi,";
  const note = "You get this once per category and period. To unsubscribe or choose what we email you (no sign-in needed):";
  const text = [greeting, "", intro, `See the category: ${link}`, "", note, preferencesLink, "", contactText].join("\n");
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}">See ${escapeHtml(categoryName)}</a></p>
<p>${escapeHtml(note)} <a href="${escapeHtml(preferencesLink)}">email preferences</a>.</p>
${contactHtml}`;
  return { to, subject, text, html };
}
