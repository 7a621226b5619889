import { siteConfig } from "@/lib/site-config";
import type { EmailMessage } from "@/lib/integrations/email/types";
import { escapeHtml, linkEmail } from "@/lib/emails/link-email";

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
  return linkEmail({
    to,
    subject: `Verify your email for ${siteConfig.productName}`,
    firstName,
    intro: `Please confirm that ${to} is your email address by opening this link:`,
    introHtml: `Please confirm that <strong>${escapeHtml(to)}</strong> is your email address.`,
    link,
    linkLabel: "Verify my email",
    note: `The link works once and expires in ${validMinutes} minutes. If you did not create an account, you can ignore this email.`,
  });
}
