import { Prisma } from "@/lib/generated/prisma/client";

// Money is exact in the database (Decimal) and a JSON number on the wire. These two are the only crossings.

/** A Decimal from the database as a number for the API (cents are exact in a double up to 2^53 cents). */
export function decimalToNumber(value: Prisma.Decimal | null | undefined): number | null {
  return value == null ? null : value.toNumber();
}

/** A number from the API as an exact Decimal rounded to cents (half away from zero). */
export function toMoneyDecimal(value: number): Prisma.Decimal {
  return new Prisma.Decimal(value).toDecimalPlaces(2, Prisma.Decimal.ROUND_HALF_UP);
}
