import { siteConfig } from "@/lib/site-config";
import type { EmailMessage } from "@/lib/integrations/email/types";
import { escapeHtml } from "@/lib/emails/link-email";

export type TwoFactorChange =
  | "enabled"
  | "disabled"
  | "phone-changed"
  | "authenticator-added"
  | "authenticator-removed"
  | "recovery-codes-created"
  | "recovery-code-used";

const WHAT: Record<TwoFactorChange, string> = {
  enabled: "two-step verification was turned on",
  disabled: "two-step verification was turned off",
  "phone-changed": "the phone number for two-step verification was changed",
  "authenticator-added": "an authenticator app was set up for two-step verification",
  "authenticator-removed": "the authenticator app was removed from two-step verification",
  "recovery-codes-created": "a new set of recovery codes was made (any older codes no longer work)",
  "recovery-code-used": "a recovery code was used to get past two-step verification",
};

const PHONE_CHANGES: ReadonlySet<TwoFactorChange> = new Set(["enabled", "phone-changed"]);

/**
 * Tells the account's email that its second factor changed. It names no number beyond its last four digits, so a
 * mailbox in the wrong hands learns nothing it could use. A security message: it cannot be turned off.
 */
export function twoFactorChangedMessage({
  to,
  change,
  phoneLastFour = null,
  recoveryCodesLeft = null,
  changedAt,
}: {
  to: string;
  change: TwoFactorChange;
  phoneLastFour?: string | null;
  /** With "recovery-code-used": how many unused codes remain. */
  recoveryCodesLeft?: number | null;
  changedAt: Date;
}): EmailMessage {
  const subject = `Your ${siteConfig.productName} sign-in settings were changed`;
  const when = changedAt.toUTCString();
  const phone = PHONE_CHANGES.has(change) && phoneLastFour ? ` Codes now go to the number ending in ${phoneLastFour}.` : "";
  const left =
    recoveryCodesLeft !== null
      ? ` You have ${recoveryCodesLeft} unused recovery code${recoveryCodesLeft === 1 ? "" : "s"} left; you can make a new set in your account settings.`
      : "";
  const first = `On ${when}, ${WHAT[change]} for your ${siteConfig.productName} account.${phone}${left}`;
  const second = `If you did this, there is nothing more to do. If you did not, change your password and contact us right away at ${siteConfig.infoEmail} or ${siteConfig.phone}.`;
  const text = ["Hi,", "", first, "", second].join("\n");
  const html = `<p>Hi,</p>
<p>${escapeHtml(first)}</p>
<p>${escapeHtml(second)}</p>`;
  return { to, subject, text, html };
}

/** The text to the number that no longer gets codes (turned off, or replaced by another number). */
export function twoFactorChangedSms(change: "disabled" | "phone-changed"): string {
  return change === "disabled"
    ? `${siteConfig.name}: two-step verification was turned off for your account. Not you? Contact ${siteConfig.phone}.`
    : `${siteConfig.name}: this number no longer gets sign-in codes for your account. Not you? Contact ${siteConfig.phone}.`;
}
