import { z } from "zod";
import { stripTypedAmount } from "./strip-typed";
import { FINANCIAL_STATUS_MESSAGES, isValidCreditScore } from "./financial-status-rules";

// Onboarding step 5 "What's your financial status?" (spec 000 §2.10, §5, §9): annual income required, credit score
// 300 to 850 inclusive. Values arrive as typed text; $ , % are stripped before they are read.

export * from "./financial-status-rules";

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
