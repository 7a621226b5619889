import type { Tx } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { PLAN_ADMIN_MESSAGES } from "./plan-admin-policy";

/**
 * Before an owner stops being one (demoted or removed): the plan must keep another owner. The owners' rows are locked
 * so two owners demoting each other at once cannot both succeed.
 */
export async function ensureAnotherOwner({ tx, planId, leavingAdminId }: { tx: Tx; planId: string; leavingAdminId: string }) {
  const owners = await tx.$queryRaw<Array<{ id: string }>>`
    SELECT "id" FROM "PlanAdmin" WHERE "employerPlanId" = ${planId} AND "permission" = 'OWNER' FOR UPDATE`;
  if (!owners.some((owner) => owner.id !== leavingAdminId)) {
    throw new AppError(AppErrorCode.INVALID_INPUT, PLAN_ADMIN_MESSAGES.lastOwner);
  }
}
