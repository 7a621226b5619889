// Wellness pricing by employee count (spec 001 §9, 002 §9), exactly as the spec states it. The calculator
// (calculate-price.ts) is the only reader; the pricing page's Product/Offer data reads the calculator.

export const CUSTOM_QUOTE_MESSAGE = "Schedule a demo for a custom quote";

export type PricingTierName =
  | "Small business"
  | "Emerging business"
  | "Medium-sized business"
  | "Large business"
  | "Enterprise";

export type PricingTier = {
  name: PricingTierName;
  /** Smallest employee count in the tier; the tier runs up to the next tier's minimum. */
  minEmployees: number;
  /** Coaching, per employee: the rate billed annually and the rate billed monthly (US dollars); null = custom quote. */
  coachingRates: { annual: number; monthly: number } | null;
  /** Platform fee per year (US dollars); null = custom quote. */
  platformYearlyFee: number | null;
};

/** In ascending order of minEmployees. */
export const pricingTiers: readonly PricingTier[] = [
  { name: "Small business", minEmployees: 1, coachingRates: { annual: 8, monthly: 9 }, platformYearlyFee: 2500 },
  { name: "Emerging business", minEmployees: 50, coachingRates: { annual: 7, monthly: 8 }, platformYearlyFee: 2500 },
  {
    name: "Medium-sized business",
    minEmployees: 150,
    coachingRates: { annual: 6, monthly: 7 },
    platformYearlyFee: 5000,
  },
  { name: "Large business", minEmployees: 1000, coachingRates: { annual: 5, monthly: 6 }, platformYearlyFee: 10000 },
  { name: "Enterprise", minEmployees: 1001, coachingRates: null, platformYearlyFee: null },
];
