import { verifiedPlanMembershipWhere } from "@/lib/roster/plan-membership-access";
import type { AdminPermission } from "@/lib/authz/viewer";
import type { PlanPermission } from "@/lib/generated/prisma/client";

export type PlanEntry = {
  planId: string;
  planName: string;
  /** Null for a plan the user only belongs to as an employee. */
  adminPermission: AdminPermission | null;
  isFinchSyncFailed: boolean;
};

const planFields = { select: { id: true, name: true, isFinchSyncFailed: true } } as const;

/**
 * What to select on a user to list their plans (add to a `user` select): a terminated employee's membership counts
 * until 90 days after the termination date.
 */
export function planEntriesSelect(now: Date = new Date()) {
  return {
    planMemberships: { where: verifiedPlanMembershipWhere(now), select: { employerPlan: planFields } },
    planAdmins: { select: { permission: true, employerPlan: planFields } },
  } as const;
}

type PlanRow = { id: string; name: string; isFinchSyncFailed: boolean };

/**
 * The user's plans as spec 000 §3 lists them: verified memberships and administered plans, one entry per plan, the
 * admin permission winning over plain membership.
 */
export function toPlanEntries({
  planMemberships,
  planAdmins,
}: {
  planMemberships: Array<{ employerPlan: PlanRow }>;
  planAdmins: Array<{ permission: PlanPermission; employerPlan: PlanRow }>;
}): PlanEntry[] {
  const plans = new Map<string, PlanEntry>();
  const entry = (plan: PlanRow, adminPermission: AdminPermission | null): PlanEntry => ({
    planId: plan.id,
    planName: plan.name,
    adminPermission,
    isFinchSyncFailed: plan.isFinchSyncFailed,
  });
  for (const { employerPlan } of planMemberships) plans.set(employerPlan.id, entry(employerPlan, null));
  for (const { permission, employerPlan } of planAdmins) {
    plans.set(employerPlan.id, entry(employerPlan, permission.toLowerCase() as AdminPermission));
  }
  return [...plans.values()];
}
