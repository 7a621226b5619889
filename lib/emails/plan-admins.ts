import { linkEmail } from "@/lib/emails/link-email";
import type { EmailMessage } from "@/lib/integrations/email/types";
import { siteConfig } from "@/lib/site-config";
import { INVITATION_LIFETIME_DAYS, PERMISSION_LABELS, type PlanPermissionValue } from "@/lib/plan-admins/plan-admin-policy";

/** An owner invited this address to administer the plan: the link accepts it once signed in with this address. */
export function planAdminInvitationMessage({
  to,
  planName,
  permission,
  inviterEmail,
  link,
}: {
  to: string;
  planName: string;
  permission: PlanPermissionValue;
  inviterEmail: string;
  link: string;
}): EmailMessage {
  return linkEmail({
    to,
    subject: `You're invited to help run ${planName} on ${siteConfig.productName}`,
    intro: `${inviterEmail} invited you to be ${permission === "OWNER" ? "an" : "a"} ${PERMISSION_LABELS[permission].toLowerCase()} of the ${planName} plan on ${siteConfig.productName}. Sign in (or create an account) with this email address, then accept:`,
    link,
    linkLabel: "Accept the invitation",
    note: `The link works for ${INVITATION_LIFETIME_DAYS} days. If you did not expect this, you can ignore it.`,
  });
}
