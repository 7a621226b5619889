import { GraphQLError } from "graphql";

// Money crosses the wire as the stored digits. A JSON number with at most 15 significant digits reads back into a
// double and prints as the same digits, so every Decimal(14, 2) amount and Decimal(7, 4) rate survives the trip
// exactly, and clients written against the spec's numbers keep working. Anything longer is refused, not rounded.

const MAX_SIGNIFICANT_DIGITS = 15;
const DECIMAL_TEXT = /^-?(\d+)(?:\.(\d+))?$/;

/** What a resolver may return for a Decimal field: a Prisma Decimal (anything printing its digits), or a number. */
export type DecimalOutput = number | string | { toFixed(): string };

function significantDigits(text: string): number | null {
  const match = DECIMAL_TEXT.exec(text);
  if (!match) return null;
  const digits = `${match[1]}${match[2] ?? ""}`.replace(/^0+/, "");
  return digits.replace(/0+$/, "").length;
}

function exactNumber(text: string): number | null {
  const digits = significantDigits(text);
  if (digits === null || digits > MAX_SIGNIFICANT_DIGITS) return null;
  return Number(text);
}

export function serializeDecimal(value: DecimalOutput): number {
  const text = typeof value === "number" ? plainText(value) : typeof value === "string" ? value : value.toFixed();
  const number = text === null ? null : exactNumber(text);
  if (number === null) throw new GraphQLError("A Decimal value cannot be sent exactly.");
  return number;
}

export function parseDecimal(value: unknown): number {
  const text = typeof value === "number" ? plainText(value) : typeof value === "string" ? value.trim() : null;
  const number = text === null ? null : exactNumber(text);
  if (number === null) {
    throw new TypeError(`Decimal must be a number or a decimal string with at most ${MAX_SIGNIFICANT_DIGITS} digits`);
  }
  return number;
}

/** A finite number's shortest round-trip digits without an exponent (1e21 and 1e-7 have none that fit). */
function plainText(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  const text = String(value);
  return /e/i.test(text) ? null : text;
}
