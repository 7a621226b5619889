import type { PlanId } from "@/lib/content/plans";
import { pricingTiers } from "./pricing-tiers";

/** Each plan's lowest and highest published price (custom quotes excluded), for structured data and summaries. */
export function publishedPriceRanges(): Record<PlanId, { lowPrice: number; highPrice: number; unitText: string }> {
  const fees = pricingTiers.flatMap((tier) => (tier.platformYearlyFee === null ? [] : [tier.platformYearlyFee]));
  const rates = pricingTiers.flatMap((tier) => (tier.coachingRates === null ? [] : [tier.coachingRates.annual]));
  return {
    "financial-wellness-platform": {
      lowPrice: Math.min(...fees),
      highPrice: Math.max(...fees),
      unitText: "per company per year",
    },
    "financial-wellness-coaching": {
      lowPrice: Math.min(...rates),
      highPrice: Math.max(...rates),
      unitText: "per employee per month, billed annually",
    },
  };
}
