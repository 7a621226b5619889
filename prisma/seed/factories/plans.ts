import type {
  AdvisorPlan,
  EmployerPlan,
  PlanAdmin,
  PlanMember,
  PlanPermission,
  Prisma,
} from "@/lib/generated/prisma/client";

import type { SeedDb } from "../db";
import { uniqueEmail, uniqueSuffix } from "../unique";

/** Pricing plan ids of the two plans sold (000 §1); the pricing content module in code names the same ids. */
export const PRICING_PLAN_IDS = {
  platform: "financial-wellness-platform",
  coaching: "financial-wellness-coaching",
} as const;

/** An employer plan with a unique name unless one is given; `owner` also makes that user its OWNER admin. */
export async function createEmployerPlan(
  db: SeedDb,
  { owner, ...overrides }: Partial<Prisma.EmployerPlanUncheckedCreateInput> & { owner?: { id: string } } = {},
): Promise<EmployerPlan> {
  const plan = await db.employerPlan.create({
    data: { name: `Test Plan ${uniqueSuffix()}`, pricingPlanId: PRICING_PLAN_IDS.platform, ...overrides },
  });
  if (owner) await addPlanAdmin(db, { userId: owner.id, employerPlanId: plan.id, permission: "OWNER" });
  return plan;
}

export function addPlanAdmin(
  db: SeedDb,
  { userId, employerPlanId, permission = "OWNER" }: { userId: string; employerPlanId: string; permission?: PlanPermission },
): Promise<PlanAdmin> {
  return db.planAdmin.create({ data: { userId, employerPlanId, permission } });
}

/** A roster row; ADDED with a unique work email unless told otherwise. */
export function createPlanMember(
  db: SeedDb,
  { employerPlanId, workEmail, ...overrides }: { employerPlanId: string } & Partial<Prisma.PlanMemberUncheckedCreateInput>,
): Promise<PlanMember> {
  return db.planMember.create({
    data: {
      firstName: "Casey",
      lastName: "Nguyen",
      ...overrides,
      employerPlanId,
      workEmail: (workEmail ?? uniqueEmail("employee", "employer.example")).trim().toLowerCase(),
    },
  });
}

export function createAdvisorPlan(
  db: SeedDb,
  { advisorUserId, employerPlanId }: { advisorUserId: string; employerPlanId: string },
): Promise<AdvisorPlan> {
  return db.advisorPlan.create({ data: { advisorUserId, employerPlanId } });
}
