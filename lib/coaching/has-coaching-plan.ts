import type { Db, Tx } from "@/lib/db";

const COACHING_PRICING_PLAN = "financial-wellness-coaching";

/**
 * Coaching comes with a verified membership of an employer plan sold as Financial Wellness Coaching. Individual
 * members and platform-only plans do not include it (docs/decisions.md "Coaching").
 */
export async function hasCoachingPlan(db: Db | Tx, userId: string): Promise<boolean> {
  const membership = await db.planMember.findFirst({
    where: { userId, status: "VERIFIED", employerPlan: { pricingPlanId: COACHING_PRICING_PLAN } },
    select: { id: true },
  });
  return membership !== null;
}
