import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { findPricingPlan } from "@/lib/auth/sign-up/pricing-plans";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";

export type PlanDashboard = {
  id: string;
  name: string;
  /** The plan sold, by its display name; null for an id the pricing content no longer knows. */
  pricingPlanName: string | null;
  memberCount: number;
  /** The latest HR system sync failed (isFinchSyncFailed): the dashboard says so above every tab. */
  isRosterSyncFailed: boolean;
};

/**
 * What /dashboard/{planId} shows (spec 000 §2.1). Only the plan's admins and advisors, plan-success managers and
 * staff may read it (`plan:read`); everyone else is refused before the plan is looked up, so a plan they cannot
 * read and a plan that does not exist look the same.
 */
export async function getPlanDashboard({ viewer, planId }: { viewer: Viewer | null; planId: string }): Promise<PlanDashboard> {
  authorize(viewer, "plan:read", { planId });
  const db = await getDb();
  const plan = await db.employerPlan.findUnique({
    where: { id: planId },
    select: { id: true, name: true, pricingPlanId: true, isFinchSyncFailed: true, _count: { select: { members: true } } },
  });
  if (!plan) throw new AppError(AppErrorCode.NOT_FOUND, "Plan not found");
  return {
    id: plan.id,
    name: plan.name,
    pricingPlanName: findPricingPlan(plan.pricingPlanId)?.name ?? null,
    memberCount: plan._count.members,
    isRosterSyncFailed: plan.isFinchSyncFailed,
  };
}
