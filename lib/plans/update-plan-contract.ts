import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { parseInput } from "@/lib/validation/parse-input";
import { planContractSchema, toDateString, type PlanContractFormInput } from "./plan-contract-schema";

export type PlanContract = { seats: number | null; renewalDate: string | null };

/** Staff set a plan's seats and renewal date on /plans/{id}; the change, before and after, is audited. */
export async function updatePlanContract({
  viewer,
  planId,
  input,
  ipAddress = null,
}: {
  viewer: Viewer | null;
  planId: string;
  input: PlanContractFormInput;
  ipAddress?: string | null;
}): Promise<PlanContract> {
  authorize(viewer, "plan-contract:edit", { planId });
  const { seats, renewalDate } = parseInput(planContractSchema, input);
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const [before] = await tx.$queryRaw<Array<{ seats: number | null; renewalDate: Date | null }>>`
      SELECT "seats", "renewalDate" FROM "EmployerPlan" WHERE "id" = ${planId} FOR UPDATE`;
    if (!before) throw new AppError(AppErrorCode.NOT_FOUND, "No plan with that id was found.");
    const updated = await tx.employerPlan.update({
      where: { id: planId },
      data: { seats, renewalDate: renewalDate ? new Date(`${renewalDate}T00:00:00Z`) : null },
      select: { seats: true, renewalDate: true },
    });
    await recordAuditEvent({
      db: tx,
      actorUserId: viewer.actor.id,
      // On the plan's activity log too: its owners see what staff changed.
      employerPlanId: planId,
      action: "plan.contract-updated",
      operation: "updatePlanContract",
      metadata: {
        planId,
        seatsBefore: before.seats,
        seats,
        renewalDateBefore: toDateString(before.renewalDate),
        renewalDate,
      },
      ipAddress,
    });
    return { seats: updated.seats, renewalDate: toDateString(updated.renewalDate) };
  });
}
