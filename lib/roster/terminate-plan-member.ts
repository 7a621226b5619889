import "server-only";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { parseInput } from "@/lib/validation/parse-input";
import { rosterDateSchema } from "./roster-employee-schema";
import { rosterMemberSelect, toRosterMemberView, type RosterMemberView } from "./roster-member-view";

export const MEMBER_NOT_FOUND_MESSAGE = "This employee is not on the roster.";

/**
 * 'Remove' on the Roster tab: the employee is terminated on the given date (today when blank). A signed-up employee
 * keeps the plan for 90 days after it (lib/roster/plan-membership-access.ts); reminders stop at once.
 */
export async function terminatePlanMember({
  viewer,
  planId,
  planMemberId,
  terminationDate,
  now = new Date(),
}: {
  viewer: Viewer | null;
  planId: string;
  planMemberId: string;
  terminationDate?: string | null;
  now?: Date;
}): Promise<RosterMemberView> {
  authorize(viewer, "plan:edit", { planId });
  const date = parseInput(rosterDateSchema, terminationDate ?? "") ?? now.toISOString().slice(0, 10);
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const { count } = await tx.planMember.updateMany({
      where: { id: planMemberId, employerPlanId: planId, status: { not: "REMOVED" } },
      data: { employmentStatus: "TERMINATED", terminationDate: new Date(`${date}T00:00:00Z`) },
    });
    if (count === 0) throw new AppError(AppErrorCode.NOT_FOUND, MEMBER_NOT_FOUND_MESSAGE);
    await recordAuditEvent({
      db: tx,
      actorUserId: viewer.actor.id,
      action: "plan-roster.member-terminated",
      operation: "terminatePlanMember",
      employerPlanId: planId, metadata: { planMemberId, terminationDate: date },
    });
    return toRosterMemberView(await tx.planMember.findUniqueOrThrow({ where: { id: planMemberId }, select: rosterMemberSelect }));
  });
}
