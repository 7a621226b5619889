// The two plans sold to employers (spec 000 §1); their ids are the {plan} of /sign-up/for-employers/{plan} and
// /onboarding/for-employers/{plan}.

const PRICING_PLAN_NAMES = {
  "financial-wellness-platform": "Financial Wellness Platform",
  "financial-wellness-coaching": "Financial Wellness Coaching",
} as const;

export type PricingPlanId = keyof typeof PRICING_PLAN_NAMES;
export type PricingPlan = { id: PricingPlanId; name: string };

export const PRICING_PLAN_IDS = Object.keys(PRICING_PLAN_NAMES) as PricingPlanId[];

export function findPricingPlan(id: string | null | undefined): PricingPlan | null {
  if (!id || !Object.hasOwn(PRICING_PLAN_NAMES, id)) return null;
  const planId = id as PricingPlanId;
  return { id: planId, name: PRICING_PLAN_NAMES[planId] };
}
