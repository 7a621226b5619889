import { Prisma } from "@/lib/generated/prisma/client";

/** A stored amount (two decimals) as integer cents, exactly. */
export const toCents = (value: Prisma.Decimal | null | undefined): number | null =>
  value == null ? null : Number(value.mul(100).toFixed(0));

export const fromCents = (cents: number): Prisma.Decimal => new Prisma.Decimal(cents).div(100);
