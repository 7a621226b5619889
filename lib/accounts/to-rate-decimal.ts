import { Prisma } from "@/lib/generated/prisma/client";

/**
 * An interest rate from the API (percent, 19.99 means 19.99 %) as the Decimal(7, 4) the database keeps, rounded half
 * away from zero. The rate counterpart of toMoneyDecimal (lib/format/decimal.ts).
 */
export function toRateDecimal(value: number): Prisma.Decimal {
  return new Prisma.Decimal(value).toDecimalPlaces(4, Prisma.Decimal.ROUND_HALF_UP);
}

/** Keeps "not given" (undefined) and "cleared" (null) as they are. */
export function optionalRate(value: number | null | undefined): Prisma.Decimal | null | undefined {
  return value == null ? value : toRateDecimal(value);
}
