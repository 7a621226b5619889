import { Prisma } from "@/lib/generated/prisma/client";

// The reads that run on getSql() select one json column built in SQL (json_build_object, json_agg), which both
// drivers parse alike. JSON has neither decimals nor timestamps, so the SQL writes money as text (`value::text`,
// exact) and a timestamp as milliseconds since 1970 (jsonTimestamp(); a number is cheaper to turn into a Date than
// text). These turn them back into what Prisma would have returned.

/** SQL: a `timestamp(3)` column (Prisma's DateTime, in UTC) as whole milliseconds since 1970, for JSON. */
export function jsonTimestamp(column: string): string {
  return `(extract(epoch FROM ${column}) * 1000)::bigint`;
}

export function decimalFromJson(text: string): Prisma.Decimal {
  return new Prisma.Decimal(text);
}

export function optionalDecimalFromJson(text: string | null): Prisma.Decimal | null {
  return text === null ? null : new Prisma.Decimal(text);
}

export function dateFromJson(milliseconds: number): Date {
  return new Date(milliseconds);
}

/** A `date` column selected as text (`col::text`, YYYY-MM-DD), as the Date at that day's UTC midnight Prisma gives. */
export function dayFromJson(text: string): Date {
  return new Date(`${text}T00:00:00.000Z`);
}

/** A record as the SQL writes it into JSON: decimals as text, timestamps as milliseconds, the rest as it is. */
export type AsJson<T> = {
  [K in keyof T]: T[K] extends Prisma.Decimal
    ? string
    : T[K] extends Prisma.Decimal | null
      ? string | null
      : T[K] extends Date
        ? number
        : T[K] extends Date | null
          ? number | null
          : T[K];
};
