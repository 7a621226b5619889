import { EMERGENCY_FUND_MONTHS } from "./goal-schema";

// The emergency-fund target suggested from the member's real essential spending (research §3c-7): the median of
// the last complete months' essential spending, times 1, 3 or 6 months. Pure, integer cents.

export type EssentialsSource = "SPENDING" | "EXPENSES" | "NONE";
export type EmergencyFundSuggestion = {
  monthlyEssentialsCents: number;
  source: EssentialsSource;
  options: Array<{ months: number; amountCents: number }>;
  /** The recommended option (3 months). */
  suggestedCents: number;
};

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/** Whole dollars, rounded up: a target reads better as $4,950 than $4,949.37. */
const upToDollar = (cents: number) => Math.ceil(cents / 100) * 100;

/**
 * `monthlyEssentialsCents`: each complete month's essential spending that has any (up to the last 3); `expensesCents`:
 * the member's stored monthly expenses, used when there is no spending to go on.
 */
export function suggestEmergencyFund({
  monthlyEssentialsCents,
  expensesCents,
}: {
  monthlyEssentialsCents: readonly number[];
  expensesCents: number;
}): EmergencyFundSuggestion {
  const spending = monthlyEssentialsCents.filter((cents) => cents > 0);
  const source: EssentialsSource = spending.length > 0 ? "SPENDING" : expensesCents > 0 ? "EXPENSES" : "NONE";
  const monthly = source === "SPENDING" ? median(spending) : source === "EXPENSES" ? expensesCents : 0;
  const options = EMERGENCY_FUND_MONTHS.map((months) => ({ months, amountCents: upToDollar(monthly * months) }));
  return { monthlyEssentialsCents: monthly, source, options, suggestedCents: options[1]!.amountCents };
}
