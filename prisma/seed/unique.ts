import { randomBytes } from "node:crypto";

let counter = 0;

/**
 * A short suffix unique within this process and, thanks to the random part, across test workers sharing a database.
 */
export function uniqueSuffix(): string {
  counter += 1;
  return `${counter.toString(36)}${randomBytes(4).toString("hex")}`;
}

/** `prefix.<suffix>@domain`, lower-cased like every stored email. */
export function uniqueEmail(prefix = "user", domain = "example.com"): string {
  return `${prefix}.${uniqueSuffix()}@${domain}`.toLowerCase();
}
