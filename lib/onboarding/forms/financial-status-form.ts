import { z } from "zod";
import { stripTypedAmount } from "./strip-typed";

// Onboarding step 5 "What's your financial status?" (spec 000 §2.10, §5, §9): annual income required, credit score
// 300 to 850 inclusive. Values arrive as typed text; $ , % are stripped before they are read.

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

export const financialStatusFormSchema = z.object({
  annualIncome: z
    .string()
    .transform(stripTypedAmount)
    .refine((text) => text !== "", FINANCIAL_STATUS_MESSAGES.incomeRequired)
    .refine((text) => /^\d+(\.0*)?$/.test(text), FINANCIAL_STATUS_MESSAGES.income)
    .transform((text) => Math.trunc(Number(text))),
  creditScore: z
    .string()
    .refine(isValidCreditScore, FINANCIAL_STATUS_MESSAGES.creditScore)
    .transform((text) => Number(stripTypedAmount(text))),
});
export type FinancialStatusFormValues = z.input<typeof financialStatusFormSchema>;
export type FinancialStatusFormOutput = z.output<typeof financialStatusFormSchema>;
