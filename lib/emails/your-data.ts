import { contactHtml, contactText, escapeHtml } from "@/lib/emails/link-email";
import type { EmailMessage } from "@/lib/integrations/email/types";
import { siteConfig } from "@/lib/site-config";

/** The export is ready: a link to the settings page, where the signed-in member downloads it. */
export function dataExportReadyMessage({ to, link, expiresAt }: { to: string; link: string; expiresAt: Date }): EmailMessage {
  const subject = `Your ${siteConfig.productName} data is ready to download`;
  const body = `The copy of your data you asked for is ready. Sign in and download it before ${expiresAt.toUTCString()}; after that the file is deleted and you can ask for a new one.`;
  const note = "If you did not ask for this, change your password and contact us.";
  const text = ["Hi,", "", body, link, "", note, "", contactText].join("\n");
  const html = `<p>Hi,</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}">Download your data</a></p>
<p>${escapeHtml(note)}</p>
${contactHtml}`;
  return { to, subject, text, html };
}

/**
 * The account deletion was received: sent to the address before it is removed. `waitingReason` when staff will
 * handle it (legal hold, investing accounts).
 */
export function accountDeletionMessage({
  to,
  dueAt,
  waitingReason,
}: {
  to: string;
  dueAt: Date;
  waitingReason: string | null;
}): EmailMessage {
  const subject = `Your ${siteConfig.productName} account deletion request`;
  const body = waitingReason
    ? `We received your request to delete your account. ${waitingReason} We will answer by ${dueAt.toUTCString()}.`
    : "We received your request to delete your account. You have been signed out everywhere, your bank connections are being removed and your data is being deleted now. Records the law requires us to keep (such as our security log) are kept without your name or contact details.";
  const note = "If you did not ask for this, contact us right away.";
  const text = ["Hi,", "", body, "", note, "", contactText].join("\n");
  const html = `<p>Hi,</p>
<p>${escapeHtml(body)}</p>
<p>${escapeHtml(note)}</p>
${contactHtml}`;
  return { to, subject, text, html };
}

/**
 * The code that confirms 'Delete your account' for a member who signs in with Google or their company (no password
 * to ask for). Says plainly what it does, so an owner who did not ask knows someone has their session.
 */
export function accountDeletionCodeMessage({ to, code }: { to: string; code: string }): EmailMessage {
  const subject = `Your ${siteConfig.productName} account deletion code`;
  const body = `${code} is the code to confirm deleting your ${siteConfig.productName} account. It expires in 10 minutes. Never share it.`;
  const note = "If you did not ask to delete your account, someone may be signed in as you: sign out everywhere from Update Account and contact us.";
  const text = ["Hi,", "", body, "", note, "", contactText].join("\n");
  const html = `<p>Hi,</p>
<p>${escapeHtml(body)}</p>
<p>${escapeHtml(note)}</p>
${contactHtml}`;
  return { to, subject, text, html };
}
