import { stripTypedAmount } from "./strip-typed";

// Onboarding step 5's limits, messages and credit score rule, without zod: the step needs them on first load
// (financial-status-form.ts builds the schema from them).

export const CREDIT_SCORE_MIN = 300;
export const CREDIT_SCORE_MAX = 850;

export const FINANCIAL_STATUS_MESSAGES = {
  incomeRequired: "Please enter your annual income.",
  income: "Please enter a valid positive whole number for income.",
  creditScore: "* Credit score must be between 300-850",
} as const;

/** True when the typed credit score is a whole number from 300 to 850. */
export function isValidCreditScore(text: string): boolean {
  const digits = stripTypedAmount(text);
  if (!/^\d+$/.test(digits)) return false;
  const score = Number(digits);
  return score >= CREDIT_SCORE_MIN && score <= CREDIT_SCORE_MAX;
}
