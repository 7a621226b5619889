import { siteConfig } from "@/lib/site-config";
import type { EmailMessage } from "@/lib/integrations/email/types";
import { linkEmail } from "@/lib/emails/link-email";

/** The password-reset magic link (spec 000 §2.6). */
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
  return linkEmail({
    to,
    subject: `Reset your ${siteConfig.productName} password`,
    firstName,
    intro: "We received a request to reset the password of your account. Open this link to choose a new one:",
    link,
    linkLabel: "Reset my password",
    note: `The link works once and expires in ${validMinutes} minutes. If you did not ask for this, you can ignore this email: your password stays as it is.`,
  });
}
