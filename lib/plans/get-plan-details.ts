import { authorize } from "@/lib/authz/permissions";
import type { AdminPermission, Viewer } from "@/lib/authz/viewer";
import { findPricingPlan } from "@/lib/auth/sign-up/pricing-plans";
import { plans as marketingPlans } from "@/lib/content/plans";
import { getDb } from "@/lib/db";
import { toPlanEntries, type PlanEntry } from "@/lib/users/plan-entries";

export type PlanType = "PLATFORM" | "COACHING";

export type MemberPlan = {
  planId: string;
  /** The employer plan's name: the company. */
  employerName: string;
  planType: PlanType;
  /** 'Financial Wellness Platform' or 'Financial Wellness Coaching'. */
  planTypeName: string;
  /** What the plan includes, as the public plan pages list it. */
  includes: string[];
  includesCoaching: boolean;
  /** Null for a plain member; the permission for someone who also (or only) administers the plan. */
  adminPermission: AdminPermission | null;
};

const planSelect = { select: { id: true, name: true, pricingPlanId: true, isFinchSyncFailed: true } } as const;

function toMemberPlan(entry: PlanEntry, pricingPlanId: string | undefined): MemberPlan {
  // A plan sold before the coaching tier existed, or with an id we no longer sell, is the platform.
  const pricingPlan = (pricingPlanId && findPricingPlan(pricingPlanId)) || findPricingPlan("financial-wellness-platform")!;
  const planType: PlanType = pricingPlan.id === "financial-wellness-coaching" ? "COACHING" : "PLATFORM";
  const marketing = marketingPlans.find((candidate) => candidate.id === pricingPlan.id);
  return {
    planId: entry.planId,
    employerName: entry.planName,
    planType,
    planTypeName: pricingPlan.name,
    includes: [...(marketing?.features ?? [])],
    includesCoaching: planType === "COACHING",
    adminPermission: entry.adminPermission,
  };
}

/**
 * The member's plans for /plan-details ('My Plan'): the same plans as the profile menu's plan name (verified
 * memberships and administered plans, one entry each), in the same order. In coach mode, the coached member's.
 */
export async function getPlanDetails({ viewer }: { viewer: Viewer }): Promise<MemberPlan[]> {
  authorize(viewer, "own-data:read");
  const db = await getDb();
  const user = await db.user.findUnique({
    where: { id: viewer.userId },
    select: {
      planMemberships: {
        where: { status: "VERIFIED" },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: { employerPlan: planSelect },
      },
      planAdmins: { orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { permission: true, employerPlan: planSelect } },
    },
  });
  if (!user) return [];
  const pricingPlanIds = new Map(
    [...user.planMemberships, ...user.planAdmins].map(({ employerPlan }) => [employerPlan.id, employerPlan.pricingPlanId]),
  );
  // The profile menu's own merge (toPlanEntries), so both list the same plans in the same order.
  return toPlanEntries(user).map((entry) => toMemberPlan(entry, pricingPlanIds.get(entry.planId)));
}
