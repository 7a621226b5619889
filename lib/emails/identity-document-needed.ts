import { contactHtml, contactText, escapeHtml } from "@/lib/emails/link-email";
import type { EmailMessage } from "@/lib/integrations/email/types";

/**
 * The clearing firm could not verify the holder of an investing account from the application alone (the account is
 * ACTION_REQUIRED): upload an ID on /documents. The link is a plain page of the signed-in product, no token.
 */
export function identityDocumentNeededMessage({
  to,
  firstName,
  link,
  preferencesLink,
}: {
  to: string;
  firstName: string | null;
  link: string;
  preferencesLink: string;
}): EmailMessage {
  const subject = "Verify your identity to open your investing account";
  const greeting = firstName ? `Hi ${firstName},` : "Hi,";
  const intro =
    "We could not verify your identity from your application alone. To open your investing account, please upload a photo or scan of your ID. Our team reviews it within 3-5 business days.";
  const text = [greeting, "", intro, `Upload your ID: ${link}`, "", `Email preferences: ${preferencesLink}`, "", contactText].join("\n");
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}">Upload your ID</a></p>
<p><a href="${escapeHtml(preferencesLink)}">Email preferences</a></p>
${contactHtml}`;
  return { to, subject, text, html };
}
