import { siteConfig } from "@/lib/site-config";
import type { EmailMessage } from "@/lib/integrations/email/types";
import { escapeHtml } from "@/lib/emails/link-email";

export type TwoFactorChange = "enabled" | "disabled" | "phone-changed";

const WHAT: Record<TwoFactorChange, string> = {
  enabled: "two-step verification was turned on",
  disabled: "two-step verification was turned off",
  "phone-changed": "the phone number for two-step verification was changed",
};

/**
 * Tells the account's email that its second factor changed. It names no number beyond its last four digits, so a
 * mailbox in the wrong hands learns nothing it could use. A security message: it cannot be turned off.
 */
export function twoFactorChangedMessage({
  to,
  change,
  phoneLastFour,
  changedAt,
}: {
  to: string;
  change: TwoFactorChange;
  phoneLastFour: string | null;
  changedAt: Date;
}): EmailMessage {
  const subject = `Your ${siteConfig.productName} sign-in settings were changed`;
  const when = changedAt.toUTCString();
  const phone = change !== "disabled" && phoneLastFour ? ` Codes now go to the number ending in ${phoneLastFour}.` : "";
  const first = `On ${when}, ${WHAT[change]} for your ${siteConfig.productName} account.${phone}`;
  const second = `If you did this, there is nothing more to do. If you did not, change your password and contact us right away at ${siteConfig.infoEmail} or ${siteConfig.phone}.`;
  const text = ["Hi,", "", first, "", second].join("\n");
  const html = `<p>Hi,</p>
<p>${escapeHtml(first)}</p>
<p>${escapeHtml(second)}</p>`;
  return { to, subject, text, html };
}

/** The text to the number that no longer gets codes (turned off, or replaced by another number). */
export function twoFactorChangedSms(change: Exclude<TwoFactorChange, "enabled">): string {
  return change === "disabled"
    ? `${siteConfig.name}: two-step verification was turned off for your account. Not you? Contact ${siteConfig.phone}.`
    : `${siteConfig.name}: this number no longer gets sign-in codes for your account. Not you? Contact ${siteConfig.phone}.`;
}
