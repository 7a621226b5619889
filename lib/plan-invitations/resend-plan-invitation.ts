import "server-only";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { consumeRateLimit } from "@/lib/rate-limit/consume-rate-limit";
import { MEMBER_NOT_FOUND_MESSAGE } from "@/lib/roster/terminate-plan-member";
import { rosterMemberSelect, toRosterMemberView, type RosterMemberView } from "@/lib/roster/roster-member-view";
import { loadPlanEmailTemplates } from "./load-plan-email-templates";
import { MAX_INVITATION_EMAILS, queuePlanInvitation } from "./queue-plan-invitation";

export const ALREADY_SIGNED_UP_MESSAGE = "This employee has already signed up.";
export const TERMINATED_NO_INVITE_MESSAGE = "Terminated employees are not invited.";
export const INVITATION_LIMIT_MESSAGE = `This employee has had ${MAX_INVITATION_EMAILS} invitation emails, the most we send.`;

/** Resending is limited so a roster cannot be used to flood mailboxes: 1 per employee per hour, 100 per plan per hour. */
export const RESEND_LIMITS = { perMemberPerHour: 1, perPlanPerHour: 100 } as const;

/**
 * 'Resend invitation' on a roster row: the next email (invitation or reminder) now, counted in the three an employee
 * can get at most.
 */
export async function resendPlanInvitation({
  viewer,
  planId,
  planMemberId,
  now = new Date(),
}: {
  viewer: Viewer | null;
  planId: string;
  planMemberId: string;
  now?: Date;
}): Promise<RosterMemberView> {
  authorize(viewer, "plan:edit", { planId });
  const db = await getDb();
  const member = await db.planMember.findFirst({
    where: { id: planMemberId, employerPlanId: planId, status: { not: "REMOVED" } },
    select: { id: true, workEmail: true, firstName: true, invitationEmailCount: true, status: true, employmentStatus: true, employerPlan: { select: { name: true } } },
  });
  if (!member) throw new AppError(AppErrorCode.NOT_FOUND, MEMBER_NOT_FOUND_MESSAGE);
  if (member.status === "VERIFIED") throw new AppError(AppErrorCode.CONFLICT, ALREADY_SIGNED_UP_MESSAGE);
  if (member.employmentStatus === "TERMINATED") throw new AppError(AppErrorCode.CONFLICT, TERMINATED_NO_INVITE_MESSAGE);
  if (member.invitationEmailCount >= MAX_INVITATION_EMAILS) throw new AppError(AppErrorCode.CONFLICT, INVITATION_LIMIT_MESSAGE);
  await consumeRateLimit({ key: `plan-invitation:member:${member.id}`, limit: RESEND_LIMITS.perMemberPerHour, windowSeconds: 3600 });
  await consumeRateLimit({ key: `plan-invitation:plan:${planId}`, limit: RESEND_LIMITS.perPlanPerHour, windowSeconds: 3600 });
  return db.$transaction(async (tx) => {
    const sent = await queuePlanInvitation(tx, {
      member,
      companyName: member.employerPlan.name,
      templates: await loadPlanEmailTemplates(tx, planId),
      now,
    });
    if (!sent) throw new AppError(AppErrorCode.CONFLICT, INVITATION_LIMIT_MESSAGE);
    await recordAuditEvent({
      db: tx,
      actorUserId: viewer.actor.id,
      action: "plan-invitation.resent",
      operation: "resendPlanInvitation",
      employerPlanId: planId, metadata: { planMemberId: member.id },
    });
    return toRosterMemberView(await tx.planMember.findUniqueOrThrow({ where: { id: member.id }, select: rosterMemberSelect }));
  });
}
