import "server-only";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { loadPlanEmailTemplates } from "@/lib/plan-invitations/load-plan-email-templates";
import { queuePlanInvitation } from "@/lib/plan-invitations/queue-plan-invitation";
import { parseInput } from "@/lib/validation/parse-input";
import { rosterEmployeeSchema, type RosterEmployeeInput } from "./roster-employee-schema";
import { toRosterMemberView, rosterMemberSelect, type RosterMemberView } from "./roster-member-view";

export const ALREADY_ON_ROSTER_MESSAGE = "This email is already on the roster.";
export const EMPLOYEE_ID_TAKEN_MESSAGE = "Another employee on the roster has this employee id.";

const isUniqueViolation = (error: unknown): error is { meta?: { target?: unknown } } =>
  typeof error === "object" && error !== null && "code" in error && error.code === "P2002";

/**
 * 'Add employee' (Roster tab): one employee on the roster, and, unless terminated, the invitation email queued in
 * the same transaction. An email or employee id already on the roster is refused with the field named.
 */
export async function addPlanMember({
  viewer,
  planId,
  input,
  now = new Date(),
}: {
  viewer: Viewer | null;
  planId: string;
  input: RosterEmployeeInput;
  now?: Date;
}): Promise<RosterMemberView> {
  authorize(viewer, "plan:edit", { planId });
  const employee = parseInput(rosterEmployeeSchema, input);
  const db = await getDb();
  try {
    return await db.$transaction(async (tx) => {
      const plan = await tx.employerPlan.findUnique({ where: { id: planId }, select: { name: true } });
      if (!plan) throw new AppError(AppErrorCode.NOT_FOUND, "Plan not found");
      const existing = await tx.planMember.findUnique({
        where: { employerPlanId_workEmail: { employerPlanId: planId, workEmail: employee.workEmail } },
        select: { id: true, status: true },
      });
      if (existing && existing.status !== "REMOVED") {
        throw new AppError(AppErrorCode.CONFLICT, ALREADY_ON_ROSTER_MESSAGE, { field: "workEmail" });
      }
      const data = {
        firstName: employee.firstName,
        lastName: employee.lastName,
        employeeId: employee.employeeId,
        department: employee.department,
        location: employee.location,
        employmentStatus: employee.employmentStatus,
        hireDate: employee.hireDate ? new Date(`${employee.hireDate}T00:00:00Z`) : null,
        terminationDate: employee.employmentStatus === "TERMINATED" ? now : null,
        source: "MANUAL" as const,
      };
      const member = existing
        ? await tx.planMember.update({ where: { id: existing.id }, data: { ...data, status: "ADDED" }, select: { id: true } })
        : await tx.planMember.create({ data: { ...data, employerPlanId: planId, workEmail: employee.workEmail }, select: { id: true } });
      if (employee.employmentStatus !== "TERMINATED") {
        await queuePlanInvitation(tx, {
          member: { id: member.id, workEmail: employee.workEmail, firstName: employee.firstName, invitationEmailCount: 0 },
          companyName: plan.name,
          templates: await loadPlanEmailTemplates(tx, planId),
          now,
        });
      }
      await recordAuditEvent({
        db: tx,
        actorUserId: viewer.actor.id,
        action: "plan-roster.member-added",
        operation: "addPlanMember",
        employerPlanId: planId, metadata: { planMemberId: member.id },
      });
      return toRosterMemberView(await tx.planMember.findUniqueOrThrow({ where: { id: member.id }, select: rosterMemberSelect }));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(AppErrorCode.CONFLICT, EMPLOYEE_ID_TAKEN_MESSAGE, { field: "employeeId" });
    throw error;
  }
}
