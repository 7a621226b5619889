import type { PlanId } from "./plans";

// The pricing page (spec 002 §2 "Pricing page") and the calculator's words. Prices themselves come only from
// lib/pricing (the tier table), never from copy.

export const pricingCalculatorCopy = {
  inputLabel: "Number of employees",
  defaultEmployees: 100,
  emptyHint: "Enter your number of employees to see prices.",
  invalidMessage: "Enter a whole number of employees, 0 or more.",
  tierLabel: "Your tier",
  customQuoteCta: "Schedule a demo",
  platformPeriodNote: "Flat fee per year for your whole company",
  coachingRateNote: (annual: number, monthly: number) =>
    `$${annual} per employee per month, billed annually ($${monthly} billed monthly)`,
  detailsLink: { label: "Pricing details", href: "/pricing" },
} as const;

export const periodLabels = { yr: "per year", mo: "per month" } as const;

export const pricingPage = {
  eyebrow: "Pricing",
  title: "Simple pricing for teams of every size",
  intro:
    "Choose the plan that fits and see its price for your head count. Both plans include the administrator " +
    "dashboard, launch templates, technical support and customer success.",
  calculatorHeading: "Calculate your price",
  comparisonHeading: "Compare the plans",
  comparisonIntro: "See what each plan includes for your employees and for you.",
  demo: {
    heading: "Want to see it first?",
    body: "We will walk you through the employee app and the administrator dashboard and answer your questions.",
  },
  contact: {
    heading: "Questions about pricing?",
    body: "Our team is happy to help you pick a plan, plan a launch or put together a custom quote.",
  },
} as const;

export type FeatureChartRow = { feature: string; platform: boolean; coaching: boolean };
export type FeatureGroup = { id: string; label: string; rows: readonly FeatureChartRow[] };
export type FeatureAudience = "employees" | "employers";

/** The comparison's two columns, in order. */
export const comparisonColumns: readonly { planId: PlanId; key: "platform" | "coaching" }[] = [
  { planId: "financial-wellness-platform", key: "platform" },
  { planId: "financial-wellness-coaching", key: "coaching" },
];

export const featureAudiences: Record<FeatureAudience, { label: string; caption: string; groups: FeatureGroup[] }> = {
  employees: {
    label: "For employees",
    caption: "What employees get",
    groups: [
      {
        id: "education",
        label: "Education",
        rows: [
          { feature: "Personalized education content", platform: true, coaching: true },
          { feature: "Lessons matched to each person's priorities", platform: true, coaching: true },
        ],
      },
      {
        id: "tools",
        label: "Money tools",
        rows: [
          { feature: "Budgeting tool", platform: true, coaching: true },
          { feature: "Goal setting and tracking", platform: true, coaching: true },
          { feature: "Financial health summary", platform: true, coaching: true },
          { feature: "Whole financial picture with linked accounts", platform: true, coaching: true },
        ],
      },
      {
        id: "coaching",
        label: "Coaching",
        rows: [
          { feature: "Unlimited 1-on-1 coaching", platform: false, coaching: true },
          { feature: "Coaching by email, phone and video", platform: false, coaching: true },
          { feature: "Licensed financial coaches", platform: false, coaching: true },
        ],
      },
      {
        id: "support",
        label: "Support",
        rows: [{ feature: "Technical support", platform: true, coaching: true }],
      },
    ],
  },
  employers: {
    label: "For employers",
    caption: "What employers get",
    groups: [
      {
        id: "dashboard",
        label: "Administrator dashboard",
        rows: [
          { feature: "Adoption reporting", platform: true, coaching: true },
          { feature: "Engagement reporting", platform: true, coaching: true },
          { feature: "Results and employee satisfaction", platform: true, coaching: true },
        ],
      },
      {
        id: "launch",
        label: "Launch",
        rows: [
          { feature: "Set up online in under 10 minutes", platform: true, coaching: true },
          { feature: "Communication and marketing templates", platform: true, coaching: true },
        ],
      },
      {
        id: "support",
        label: "Support",
        rows: [
          { feature: "Technical support", platform: true, coaching: true },
          { feature: "Customer success support", platform: true, coaching: true },
          { feature: "Coaching for every employee", platform: false, coaching: true },
        ],
      },
    ],
  },
};
