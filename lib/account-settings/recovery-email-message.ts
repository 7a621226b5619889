import { escapeHtml, linkEmail } from "@/lib/emails/link-email";
import type { EmailMessage } from "@/lib/integrations/email/types";
import { siteConfig } from "@/lib/site-config";
import { absoluteUrl } from "@/lib/site-url";

/** The page that uses the link's token (spec 000 §2.10 step 1 recommends verifying the recovery email). */
export const VERIFY_RECOVERY_EMAIL_PATH = "/verify-recovery-email";

export function recoveryEmailLink(token: string): string {
  return absoluteUrl(`${VERIFY_RECOVERY_EMAIL_PATH}?token=${encodeURIComponent(token)}`);
}

/** Sent to a newly set recovery email: one link, valid for `validMinutes`. */
export function verifyRecoveryEmailMessage({
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
  return linkEmail({
    to,
    subject: `Confirm your recovery email for ${siteConfig.productName}`,
    firstName,
    intro: `${to} was set as the recovery email of a ${siteConfig.productName} account. If you lose access to the account's main email, we will send recovery links here. Please confirm by opening this link:`,
    introHtml: `<strong>${escapeHtml(to)}</strong> was set as the recovery email of a ${escapeHtml(siteConfig.productName)} account. If you lose access to the account's main email, we will send recovery links here.`,
    link,
    linkLabel: "Confirm my recovery email",
    note: `The link works once and expires in ${validMinutes} minutes. If you did not expect this, you can ignore this email.`,
  });
}
