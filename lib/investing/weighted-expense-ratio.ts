import { Prisma } from "@/lib/generated/prisma/client";

export const FULL_WEIGHT_BASIS_POINTS = 10_000;

/**
 * A portfolio's yearly fee in percent: the sum of each fund's weight times its expense ratio, exact (weights in
 * basis points of 10000, ratios in percent), rounded half up to four decimals (0.0396 = 0.0396 % a year).
 */
export function weightedExpenseRatio(
  holdings: ReadonlyArray<{ weightBasisPoints: number; expenseRatio: Prisma.Decimal | string }>,
): Prisma.Decimal {
  const total = holdings.reduce(
    (sum, holding) => sum.plus(new Prisma.Decimal(holding.expenseRatio).times(holding.weightBasisPoints)),
    new Prisma.Decimal(0),
  );
  return total.dividedBy(FULL_WEIGHT_BASIS_POINTS).toDecimalPlaces(4, Prisma.Decimal.ROUND_HALF_UP);
}

/** What the fee costs a year on $10,000 invested, in dollars and cents (a percent of 10000 is 100 times it). */
export function yearlyCostPerTenThousand(expenseRatioPercent: Prisma.Decimal): Prisma.Decimal {
  return expenseRatioPercent.times(100).toDecimalPlaces(2, Prisma.Decimal.ROUND_HALF_UP);
}
