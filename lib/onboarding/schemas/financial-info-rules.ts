// Financial information's messages, limits and the housing expense, without zod: the situation step needs them on
// first load (financial-info-schema.ts builds the schema from them).

export const FINANCIAL_INFO_MESSAGES = {
  expense: "Please enter a valid amount for your housing expense.",
  interval: "Please choose a valid interval.",
  name: "Please enter a shorter name.",
} as const;

/** Largest amount the money columns hold (Decimal(14, 2)). */
export const MONEY_MAX = 999_999_999_999.99;

/** The housing expense the situation step saves (spec 000 §3, §9): monthly, category HOME, fixed. */
export const HOUSING_EXPENSE = { name: "Housing", interval: 2, category: "HOME", variation: "FIXED" } as const;
