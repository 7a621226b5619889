import { siteConfig } from "@/lib/site-config";
import type { EmailMessage } from "@/lib/integrations/email/types";
import { escapeHtml, linkEmail } from "@/lib/emails/link-email";

/** The account-recovery magic link, sent to the account's recovery email (spec 000 §2.7). */
export function accountRecoveryMessage({
  to,
  link,
  validMinutes,
}: {
  to: string;
  link: string;
  validMinutes: number;
}): EmailMessage {
  const product = siteConfig.productName;
  return linkEmail({
    to,
    subject: `Recover your ${product} account`,
    intro: `This address is the recovery email of a ${product} account. Open this link to choose a new primary email and password:`,
    link,
    linkLabel: "Recover my account",
    note: `The link works once and expires in ${validMinutes} minutes. If you did not ask for this, you can ignore this email: nothing changes.`,
  });
}

/**
 * Tells an old address (the previous primary or recovery email) that the account was recovered. It names no new
 * address and carries no link, so a mailbox that fell into the wrong hands learns nothing it could use.
 */
export function accountRecoveredNoticeMessage({ to, changedAt }: { to: string; changedAt: Date }): EmailMessage {
  const subject = `Your ${siteConfig.productName} account details were changed`;
  const when = changedAt.toUTCString();
  const text = [
    "Hi,",
    "",
    `The ${siteConfig.productName} account that used this address was recovered on ${when}: its primary email and password were changed, and every device was signed out.`,
    "",
    `If you did this, there is nothing more to do. If you did not, contact us right away at ${siteConfig.infoEmail} or ${siteConfig.phone}.`,
  ].join("\n");
  const html = `<p>Hi,</p>
<p>The ${escapeHtml(siteConfig.productName)} account that used this address was recovered on ${escapeHtml(when)}: its primary email and password were changed, and every device was signed out.</p>
<p>If you did this, there is nothing more to do. If you did not, contact us right away at <a href="mailto:${siteConfig.infoEmail}">${siteConfig.infoEmail}</a> or ${escapeHtml(siteConfig.phone)}.</p>`;
  return { to, subject, text, html };
}
