import type { Tx } from "@/lib/db";
import { queueEmail } from "@/lib/outgoing-messages/queue-message";
import { siteConfig } from "@/lib/site-config";
import type { PlanEmailTemplateView } from "./load-plan-email-templates";
import { renderPlanEmail } from "./plan-email-templates";
import { planSignUpLink } from "./plan-sign-up-link";

export const MAX_INVITATION_EMAILS = 3;

type Member = { id: string; workEmail: string; firstName: string | null; invitationEmailCount: number };

/**
 * Sends the next invitation email to one roster row, inside the caller's transaction: the row's count moves from
 * what the caller read to one more (a conditional update, so two runs racing send once), then the email joins the
 * outbox. The first email is the invitation, later ones the reminder. Returns false when nothing was sent.
 */
export async function queuePlanInvitation(
  tx: Tx,
  {
    member,
    companyName,
    templates,
    now,
  }: { member: Member; companyName: string; templates: Record<"INVITATION" | "REMINDER", PlanEmailTemplateView>; now: Date },
): Promise<boolean> {
  if (member.invitationEmailCount >= MAX_INVITATION_EMAILS) return false;
  const isFirst = member.invitationEmailCount === 0;
  const { count } = await tx.planMember.updateMany({
    where: {
      id: member.id,
      invitationEmailCount: member.invitationEmailCount,
      status: { in: ["ADDED", "INVITED"] },
      employmentStatus: { not: "TERMINATED" },
    },
    data: {
      invitationEmailCount: { increment: 1 },
      lastInvitationSentAt: now,
      status: "INVITED",
      ...(isFirst ? { invitedAt: now } : {}),
    },
  });
  if (count === 0) return false;
  const rendered = renderPlanEmail(templates[isFirst ? "INVITATION" : "REMINDER"], {
    firstName: member.firstName ?? "there",
    companyName,
    signUpLink: planSignUpLink(),
    productName: siteConfig.productName,
  });
  await queueEmail(tx, { to: member.workEmail, ...rendered });
  return true;
}
