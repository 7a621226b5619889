import { Prisma } from "@/lib/generated/prisma/client";

// The reads that run on getSql() select one json column built in SQL (json_build_object, json_agg), which both
// drivers parse alike. JSON has neither decimals nor timestamps, so the SQL writes money as text (`value::text`,
// exact) and a timestamp as PostgreSQL writes a `timestamp` column (Prisma's DateTime: UTC, without a zone). These
// turn them back into what Prisma would have returned.

export function decimalFromJson(text: string): Prisma.Decimal {
  return new Prisma.Decimal(text);
}

export function optionalDecimalFromJson(text: string | null): Prisma.Decimal | null {
  return text === null ? null : new Prisma.Decimal(text);
}

export function dateFromJson(text: string): Date {
  return new Date(`${text}Z`);
}

/** A record as the SQL writes it into JSON: decimals and timestamps as text, everything else as it is. */
export type AsJson<T> = {
  [K in keyof T]: T[K] extends Prisma.Decimal
    ? string
    : T[K] extends Prisma.Decimal | null
      ? string | null
      : T[K] extends Date
        ? string
        : T[K] extends Date | null
          ? string | null
          : T[K];
};
