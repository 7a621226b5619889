// How many parts a split transaction has: the schema (transaction-schemas.ts) and the split editor read these, the
// editor without zod.
export const SPLIT_MIN_PARTS = 2;
export const SPLIT_MAX_PARTS = 10;
