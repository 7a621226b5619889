// Name lengths and how a name is normalised, without zod, for screens that need them on first load; name-schema.ts
// builds the name fields from them.

/** First, last, spouse and child names; a member's name for a demo. */
export const PERSON_NAME_MAX_LENGTH = 100;
/** Companies and lenders. */
export const ORGANIZATION_NAME_MAX_LENGTH = 200;
/** What a member calls an account or expense. */
export const LABEL_NAME_MAX_LENGTH = 100;

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
