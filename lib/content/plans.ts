import type { Illustration } from "./landing";

// The two plans the product sells (spec 002 §1, §3 "marketing plan"). Plan cards, the plan pages (/plan/{plan}), the
// comparison tables and employer sign-up all name plans from here. The id is also the pricing plan id that
// /sign-up/for-employers/{plan} and createEmployerPlan take.

export const planIds = ["financial-wellness-platform", "financial-wellness-coaching"] as const;
export type PlanId = (typeof planIds)[number];

export type MarketingPlan = {
  id: PlanId;
  name: string;
  description: string;
  features: readonly string[];
  /** The plan's product page. */
  href: string;
  illustration: Illustration;
  seoDescription: string;
};

export const plans: readonly MarketingPlan[] = [
  {
    id: "financial-wellness-platform",
    name: "Financial Wellness Platform",
    description: "Self-guided tools and education for every employee.",
    features: [
      "Personalized education content",
      "Budgeting tool",
      "Goal setting and tracking",
      "Financial health summary",
    ],
    href: "/financial-wellness-platform",
    illustration: {
      src: "/images/plan-platform.svg",
      alt: "A laptop and a phone showing a progress chart.",
      width: 120,
      height: 96,
    },
    seoDescription:
      "The Financial Wellness Platform gives every employee personalized money education, a budgeting tool, goal " +
      "tracking and a financial health summary, with an administrator dashboard for you.",
  },
  {
    id: "financial-wellness-coaching",
    name: "Financial Wellness Coaching",
    description: "Everything in the platform, plus licensed coaches for every employee.",
    features: [
      "Everything in Financial Wellness Platform",
      "Unlimited 1-on-1 coaching",
      "By email, phone and video",
      "Licensed financial coaches",
    ],
    href: "/financial-wellness-coaching",
    illustration: {
      src: "/images/plan-coaching.svg",
      alt: "Two speech bubbles, a question and a coach's reply.",
      width: 120,
      height: 96,
    },
    seoDescription:
      "Financial Wellness Coaching adds unlimited 1-on-1 coaching with licensed coaches by email, phone and video to " +
      "everything in the platform.",
  },
];

/** /plan/{lowercased plan name}: the id, or the plan's name lower-cased ("financial wellness coaching"). */
export function findPlan(param: string | null | undefined): MarketingPlan | undefined {
  if (!param) return undefined;
  let decoded = param;
  try {
    decoded = decodeURIComponent(param);
  } catch {
    // A malformed escape is simply not a plan.
  }
  const normalized = decoded.trim().toLowerCase().replace(/\s+/g, "-");
  return plans.find((plan) => plan.id === normalized);
}
