import { z } from "zod";

import { CREDIT_CARD_MESSAGES, CREDIT_SCORE_MESSAGES, INCOME_MESSAGES, LOAN_MESSAGES } from "./account-messages";

// The account forms (001 §2 "Account forms", §5): one schema per kind for react-hook-form's zodResolver. The form
// holds what was typed (strings from the masked inputs); the schema checks the required fields ('Required' for each
// empty one) and turns the values into the numbers the create/update operations take. The server checks again with
// its own messages (account-rules.ts). Plain zod only: this module runs in the browser.

export const REQUIRED_MESSAGE = "Required";

/** Typed values lose $, % and , (and spaces) before they are read as numbers (001 §2). */
export function stripTyped(value: string): string {
  return value.replace(/[$%,\s]/g, "");
}

const requiredText = z.string().trim().min(1, REQUIRED_MESSAGE);

function requiredNumber(invalid: string) {
  return z.string().transform((raw, ctx) => {
    const typed = stripTyped(raw);
    if (typed === "") {
      ctx.addIssue({ code: "custom", message: REQUIRED_MESSAGE });
      return z.NEVER;
    }
    const number = Number(typed);
    if (!Number.isFinite(number)) {
      ctx.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    }
    return number;
  });
}

/** Empty means "not given" and becomes null, which clears the field on update. */
function optionalNumber(invalid: string) {
  return z.string().transform((raw, ctx) => {
    const typed = stripTyped(raw);
    if (typed === "") return null;
    const number = Number(typed);
    if (!Number.isFinite(number)) {
      ctx.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    }
    return number;
  });
}

const NOT_A_NUMBER = "Please enter a number.";

/** Optional, but above zero when given (the server's rule and message). */
function optionalPositive(message: string) {
  return optionalNumber(NOT_A_NUMBER).refine((number) => number === null || number > 0, message);
}

export const assetFormSchema = z.object({
  name: requiredText,
  value: requiredNumber(NOT_A_NUMBER),
  /** The type picked in the add-account modal (checking, savings, 401k, ...). */
  accountType: requiredText,
});

export const loanFormSchema = z.object({
  name: requiredText,
  value: requiredNumber(NOT_A_NUMBER),
  lender: requiredText,
  apr: optionalNumber(NOT_A_NUMBER),
  loanAmount: optionalPositive(LOAN_MESSAGES.loanAmount),
  /** The loan type picked in the add-account modal (student, car, mortgage, personal loan). */
  kind: z.string(),
});

export const creditCardFormSchema = z.object({
  name: requiredText,
  value: requiredNumber(NOT_A_NUMBER),
  apr: optionalNumber(NOT_A_NUMBER),
  cardLimit: optionalPositive(CREDIT_CARD_MESSAGES.cardLimit),
});

export const creditScoreFormSchema = z.object({
  name: requiredText,
  value: requiredNumber(CREDIT_SCORE_MESSAGES.value).pipe(
    z.number().int(CREDIT_SCORE_MESSAGES.value).min(300, CREDIT_SCORE_MESSAGES.value).max(850, CREDIT_SCORE_MESSAGES.value),
  ),
});

export const incomeFormSchema = z.object({
  name: requiredText,
  gross: requiredNumber(INCOME_MESSAGES.amount).pipe(z.number().int(INCOME_MESSAGES.amount).min(0, INCOME_MESSAGES.amount)),
});

/** What each form holds (all strings, as typed). */
export type AssetFormValues = z.input<typeof assetFormSchema>;
export type LoanFormValues = z.input<typeof loanFormSchema>;
export type CreditCardFormValues = z.input<typeof creditCardFormSchema>;
export type CreditScoreFormValues = z.input<typeof creditScoreFormSchema>;
export type IncomeFormValues = z.input<typeof incomeFormSchema>;

/** What each form submits: the `<kind>Data` of its create or update operation, without the id. */
export type AssetFormData = z.output<typeof assetFormSchema>;
export type LoanFormData = z.output<typeof loanFormSchema>;
export type CreditCardFormData = z.output<typeof creditCardFormSchema>;
export type CreditScoreFormData = z.output<typeof creditScoreFormSchema>;
export type IncomeFormData = z.output<typeof incomeFormSchema>;
