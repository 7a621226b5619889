import { z } from "zod";

// Every name the API stores (people, plans, companies, accounts) goes through nameSchema, so "José" typed with a
// combining accent (e + U+0301) and with a precomposed é is one name, and no name grows without bound. Plain zod:
// the forms use it as well as the server. The caps are recorded in docs/decisions.md.

/** First, last, spouse and child names; a member's name for a demo. */
export const PERSON_NAME_MAX_LENGTH = 100;
/** Companies and lenders. */
export const ORGANIZATION_NAME_MAX_LENGTH = 200;
/** What a member calls an account or expense. */
export const LABEL_NAME_MAX_LENGTH = 100;

// A generous bound checked before normalising, so a huge string is refused without being walked first; NFC never
// makes a string longer than three times its input.
const RAW_LENGTH_FACTOR = 4;

/**
 * Unicode NFC, control and line/paragraph separator characters turned into spaces, runs of whitespace made one space,
 * trimmed: what a name is stored as.
 */
export function normalizeName(value: string): string {
  return value
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * A name field: normalised, then at most `max` characters (`tooLong`) and, with `missing`, at least one (`missing`
 * is also the answer for a value that is not a string). Without `missing` an empty name stays "" for the caller to
 * treat as "not given".
 */
export function nameSchema({ max, tooLong, missing }: { max: number; tooLong: string; missing?: string }) {
  const checked = missing ? z.string().min(1, missing).max(max, tooLong) : z.string().max(max, tooLong);
  return z
    .string(missing)
    .max(max * RAW_LENGTH_FACTOR, tooLong)
    .transform(normalizeName)
    .pipe(checked);
}
