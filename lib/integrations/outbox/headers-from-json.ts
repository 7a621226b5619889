import type { Prisma } from "@/lib/generated/prisma/client";

/** A stored headers column back to name -> value; anything that is not a flat object of strings reads as none. */
export function headersFromJson(value: Prisma.JsonValue | null): Record<string, string> | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}
