import { getDb } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { loadPlanEmailTemplates } from "./load-plan-email-templates";
import { MAX_INVITATION_EMAILS, queuePlanInvitation } from "./queue-plan-invitation";

const DAY = 86_400_000;
/** Reminders go out this many days after the invitation (issue 14): day 3, then day 10. */
export const REMINDER_DAYS = [3, 10] as const;
const BATCH = 200;

/**
 * The send-plan-invitations job: every employee on a roster who has not signed up (ADDED or INVITED, not terminated)
 * gets the invitation if none was sent yet, the first reminder 3 days after it, the second 10 days after it; never a
 * fourth email. Each email is recorded on the row in the transaction that queues it, so running the job twice (or two
 * workers at once) sends nothing twice. `planId` limits the run to one plan (right after a roster import).
 */
export async function sendDuePlanInvitations({ planId, now = new Date() }: { planId?: string; now?: Date } = {}): Promise<{ sent: number }> {
  const db = await getDb();
  const due: Prisma.PlanMemberWhereInput = {
    ...(planId ? { employerPlanId: planId } : {}),
    status: { in: ["ADDED", "INVITED"] },
    employmentStatus: { not: "TERMINATED" },
    OR: [
      { invitationEmailCount: 0 },
      { invitationEmailCount: 1, invitedAt: { lte: new Date(now.getTime() - REMINDER_DAYS[0] * DAY) } },
      { invitationEmailCount: 2, invitedAt: { lte: new Date(now.getTime() - REMINDER_DAYS[1] * DAY) } },
    ],
  };
  const companies = new Map<string, { name: string; templates: Awaited<ReturnType<typeof loadPlanEmailTemplates>> }>();
  let sent = 0;
  let afterId = "";
  for (;;) {
    const batch = await db.planMember.findMany({
      where: { ...due, id: { gt: afterId }, invitationEmailCount: { lt: MAX_INVITATION_EMAILS } },
      orderBy: { id: "asc" },
      take: BATCH,
      select: { id: true, employerPlanId: true, workEmail: true, firstName: true, invitationEmailCount: true },
    });
    if (batch.length === 0) break;
    afterId = batch[batch.length - 1]!.id;
    for (const member of batch) {
      if (!companies.has(member.employerPlanId)) {
        const plan = await db.employerPlan.findUniqueOrThrow({ where: { id: member.employerPlanId }, select: { name: true } });
        companies.set(member.employerPlanId, { name: plan.name, templates: await loadPlanEmailTemplates(db, member.employerPlanId) });
      }
    }
    sent += await db.$transaction(async (tx) => {
      let count = 0;
      for (const member of batch) {
        const company = companies.get(member.employerPlanId)!;
        if (await queuePlanInvitation(tx, { member, companyName: company.name, templates: company.templates, now })) count += 1;
      }
      return count;
    });
  }
  return { sent };
}
