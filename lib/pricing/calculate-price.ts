import { CUSTOM_QUOTE_MESSAGE, pricingTiers, type PricingTier } from "./pricing-tiers";

export type PlanPrice =
  | {
      kind: "price";
      /** Whole US dollars. */
      amount: number;
      period: "yr" | "mo";
    }
  | { kind: "custom-quote"; message: typeof CUSTOM_QUOTE_MESSAGE };

export type PriceQuote = {
  /** The count the quote is for: a whole number, 0 or more. */
  employees: number;
  /** Null below one employee: there is no tier for an empty team. */
  tier: PricingTier | null;
  platform: PlanPrice;
  coaching: PlanPrice & { employeeAnnualRate: number | null; employeeMonthRate: number | null };
};

const customQuote = { kind: "custom-quote", message: CUSTOM_QUOTE_MESSAGE } as const;

/**
 * The pricing calculator (spec 001 §9, 002 §9): the tier for a head count, the platform's yearly fee and the
 * coaching price (the per-employee rate times the count, floored). Zero employees, and anything above the last priced
 * tier, is a custom quote. Any input that is not a finite number counts as zero, so no caller can show NaN.
 */
export function calculatePrice(employeeCount: number): PriceQuote {
  const employees = Number.isFinite(employeeCount) && employeeCount > 0 ? Math.floor(employeeCount) : 0;
  const tier = employees === 0 ? null : findTier(employees);

  const platform: PlanPrice =
    tier?.platformYearlyFee != null ? { kind: "price", amount: tier.platformYearlyFee, period: "yr" } : customQuote;

  const rates = tier?.coachingRates ?? null;
  const coachingPrice: PlanPrice = rates
    ? { kind: "price", amount: Math.floor(rates.annual * employees), period: "mo" }
    : customQuote;

  return {
    employees,
    tier,
    platform,
    coaching: { ...coachingPrice, employeeAnnualRate: rates?.annual ?? null, employeeMonthRate: rates?.monthly ?? null },
  };
}

function findTier(employees: number): PricingTier {
  let found = pricingTiers[0]!;
  for (const tier of pricingTiers) if (employees >= tier.minEmployees) found = tier;
  return found;
}
