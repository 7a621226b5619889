import { z } from "zod";
import { normalizeName } from "./name-rules";

// Every name the API stores (people, plans, companies, accounts) goes through nameSchema, so "José" typed with a
// combining accent (e + U+0301) and with a precomposed é is one name, and no name grows without bound. Plain zod:
// the forms use it as well as the server. The caps are recorded in docs/decisions.md.

export * from "./name-rules";

// A generous bound checked before normalising, so a huge string is refused without being walked first; NFC never
// makes a string longer than three times its input.
const RAW_LENGTH_FACTOR = 4;

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
