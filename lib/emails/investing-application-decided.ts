import { contactHtml, contactText, escapeHtml } from "@/lib/emails/link-email";
import type { EmailMessage } from "@/lib/integrations/email/types";

/**
 * The clearing firm decided an application: the account is open (choose a strategy, then fund it), or it could not
 * be opened (no reason given by email: the member is asked to contact us).
 */
export function investingApplicationDecidedMessage({
  to,
  firstName,
  accountName,
  opened,
  link,
  preferencesLink,
}: {
  to: string;
  firstName: string | null;
  accountName: string;
  opened: boolean;
  link: string;
  preferencesLink: string;
}): EmailMessage {
  const subject = opened ? `Your ${accountName} account is open` : `We could not open your ${accountName} account`;
  const greeting = firstName ? `Hi ${firstName},` : "Hi,";
  const intro = opened
    ? `Good news: your ${accountName} account is approved and open. Next, choose your investment strategy and add money.`
    : `We're sorry: our clearing firm could not approve your ${accountName} account application. Please contact us and we'll explain what happened and what you can do.`;
  const action = opened ? "Go to your investing accounts" : "See your investing accounts";
  const text = [greeting, "", intro, `${action}: ${link}`, "", `Email preferences: ${preferencesLink}`, "", contactText].join("\n");
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>
<p><a href="${escapeHtml(preferencesLink)}">Email preferences</a></p>
${contactHtml}`;
  return { to, subject, text, html };
}
