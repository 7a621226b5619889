import { authorize, can } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { findPricingPlan } from "@/lib/auth/sign-up/pricing-plans";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import type { PlanPermission } from "@/lib/generated/prisma/client";
import { toDateString } from "./plan-contract-schema";

export type PlanOverview = {
  id: string;
  name: string;
  pricingPlan: { id: string; name: string };
  seats: number | null;
  /** YYYY-MM-DD. */
  renewalDate: string | null;
  createdAt: Date;
  administrators: Array<{ userId: string; firstName: string; lastName: string; email: string; permission: PlanPermission }>;
  advisors: Array<{ userId: string; firstName: string; lastName: string; email: string }>;
  /** Roster rows by status (REMOVED rows counted apart from the roster's size). */
  roster: { added: number; invited: number; verified: number; removed: number };
  /** Roster rows that were ever sent an invitation. */
  invitationsSent: number;
  isRosterSyncFailed: boolean;
  lastRosterSyncAt: Date | null;
  canEditContract: boolean;
};

/**
 * /plans/{id}: the provider's view of one employer plan (staff, plan-success managers, the plan's advisors): its
 * pricing plan, seats and renewal date, administrators, roster by status, invitations sent and the HR sync state.
 * The counts are one aggregate query; no member's finances are read.
 */
export async function getPlanOverview({ viewer, planId }: { viewer: Viewer | null; planId: string }): Promise<PlanOverview> {
  authorize(viewer, "plan-contract:read", { planId });
  const db = await getDb();
  const [plan, [counts]] = await Promise.all([
    db.employerPlan.findUnique({
      where: { id: planId },
      select: {
        id: true,
        name: true,
        pricingPlanId: true,
        seats: true,
        renewalDate: true,
        createdAt: true,
        isFinchSyncFailed: true,
        lastRosterSyncAt: true,
        admins: {
          orderBy: [{ permission: "asc" }, { createdAt: "asc" }],
          select: { permission: true, user: { select: { id: true, firstName: true, lastName: true, email: true } } },
        },
        advisorPlans: {
          orderBy: { createdAt: "asc" },
          select: { advisor: { select: { id: true, firstName: true, lastName: true, email: true } } },
        },
      },
    }),
    db.$queryRaw<Array<{ added: bigint; invited: bigint; verified: bigint; removed: bigint; invitationsSent: bigint }>>`
      SELECT
        count(*) FILTER (WHERE "status" = 'ADDED') AS "added",
        count(*) FILTER (WHERE "status" = 'INVITED') AS "invited",
        count(*) FILTER (WHERE "status" = 'VERIFIED') AS "verified",
        count(*) FILTER (WHERE "status" = 'REMOVED') AS "removed",
        count(*) FILTER (WHERE "invitedAt" IS NOT NULL) AS "invitationsSent"
      FROM "PlanMember" WHERE "employerPlanId" = ${planId}`,
  ]);
  if (!plan) throw new AppError(AppErrorCode.NOT_FOUND, "No plan with that id was found.");
  const pricingPlan = findPricingPlan(plan.pricingPlanId) ?? { id: plan.pricingPlanId, name: plan.pricingPlanId };
  return {
    id: plan.id,
    name: plan.name,
    pricingPlan,
    seats: plan.seats,
    renewalDate: toDateString(plan.renewalDate),
    createdAt: plan.createdAt,
    administrators: plan.admins.map(({ permission, user }) => ({
      userId: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      permission,
    })),
    advisors: plan.advisorPlans.map(({ advisor }) => ({
      userId: advisor.id,
      firstName: advisor.firstName,
      lastName: advisor.lastName,
      email: advisor.email,
    })),
    roster: {
      added: Number(counts?.added ?? 0),
      invited: Number(counts?.invited ?? 0),
      verified: Number(counts?.verified ?? 0),
      removed: Number(counts?.removed ?? 0),
    },
    invitationsSent: Number(counts?.invitationsSent ?? 0),
    isRosterSyncFailed: plan.isFinchSyncFailed,
    lastRosterSyncAt: plan.lastRosterSyncAt,
    canEditContract: can(viewer, "plan-contract:edit", { planId }),
  };
}
