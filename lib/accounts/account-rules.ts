import { z } from "zod";

import {
  ASSET_MESSAGES,
  CREDIT_CARD_MESSAGES,
  CREDIT_SCORE_MESSAGES,
  INCOME_MESSAGES,
  LOAN_MESSAGES,
  MAX_AMOUNT,
  MAX_RATE,
  MAX_TEXT_LENGTH,
  tooLargeMessage,
  tooLongMessage,
} from "./account-messages";
import { ASSET_ACCOUNT_TYPES, loanKindOf, normalizeAccountType } from "./account-types";
import { nameSchema } from "@/lib/names/name-schema";

// The server's rules for manual account input (001 §5, §8, §9), one schema per kind and write. Create schemas
// require what the spec requires; update schemas are the same fields made optional: an absent field is left as it
// is, null clears an optional field and is refused for a required one. Fields are checked in the form's order, so
// the first problem is the one the member sees. "Positive" balances, values and rates may be zero (a paid-off loan,
// an empty account, a 0 % promotional rate); a card limit and a loan's original balance must be above zero (no card
// has a $0 limit, no loan started at $0).

// Account names and lenders are names: normalised and capped by the shared name rule.
const text = (message: string, what: string) =>
  nameSchema({ max: MAX_TEXT_LENGTH, missing: message, tooLong: tooLongMessage(what) });

/** Blank means "not given" (the default name on create, unchanged on update). */
const defaultedText = (what: string) =>
  nameSchema({ max: MAX_TEXT_LENGTH, tooLong: tooLongMessage(what) })
    .transform((value) => value || null)
    .nullish();

const amount = (message: string, what: string) =>
  z.number(message).min(0, message).max(MAX_AMOUNT, tooLargeMessage(what));

/** Above zero, for what cannot honestly be zero. */
const positiveAmount = (message: string, what: string) => amount(message, what).positive(message);

const rate = (message: string, what: string) => z.number(message).min(0, message).max(MAX_RATE, tooLargeMessage(what));

const interval = (message: string) => z.number(message).int(message).min(0, message).max(3, message);

const assetAccountType = z
  .string(ASSET_MESSAGES.type)
  .transform(normalizeAccountType)
  .refine((value) => value !== "", ASSET_MESSAGES.type)
  .pipe(z.enum(ASSET_ACCOUNT_TYPES, ASSET_MESSAGES.invalidType));

const loanKind = z
  .string(LOAN_MESSAGES.kind)
  .transform(loanKindOf)
  .pipe(z.enum(["CAR", "MORTGAGE", "STUDENT", "OTHER"], LOAN_MESSAGES.kind));

export const createAssetRules = z.object({
  name: text(ASSET_MESSAGES.name, "Asset name"),
  value: amount(ASSET_MESSAGES.value, "Asset value"),
  accountType: assetAccountType,
});
export const updateAssetRules = createAssetRules.partial();

export const createLoanRules = z.object({
  name: text(LOAN_MESSAGES.name, "Loan name"),
  lender: text(LOAN_MESSAGES.lender, "Lender"),
  value: amount(LOAN_MESSAGES.value, "Loan balance"),
  apr: rate(LOAN_MESSAGES.apr, "Interest rate").nullish(),
  loanAmount: positiveAmount(LOAN_MESSAGES.loanAmount, "Original balance").nullish(),
  /** Absent or null: OTHER on create, unchanged on update. */
  kind: loanKind.nullish(),
  /** Absent or null: monthly (2) on create, unchanged on update. */
  paymentInterval: interval(LOAN_MESSAGES.paymentInterval).nullish(),
});
export const updateLoanRules = createLoanRules.partial();

export const createCreditCardRules = z.object({
  name: text(CREDIT_CARD_MESSAGES.name, "Credit card name"),
  value: amount(CREDIT_CARD_MESSAGES.value, "Credit card balance"),
  apr: rate(CREDIT_CARD_MESSAGES.apr, "Interest rate").nullish(),
  cardLimit: positiveAmount(CREDIT_CARD_MESSAGES.cardLimit, "Card limit").nullish(),
});
export const updateCreditCardRules = createCreditCardRules.partial();

const incomeAmount = amount(INCOME_MESSAGES.amount, "Income").int(INCOME_MESSAGES.amount);

export const createIncomeRules = z.object({
  name: defaultedText("Income name"),
  gross: incomeAmount,
  /** Absent or null: 70 % of gross. */
  net: incomeAmount.nullish(),
  interval: interval(INCOME_MESSAGES.interval).nullish(),
});
export const updateIncomeRules = createIncomeRules.partial();

export const createCreditScoreRules = z.object({
  name: defaultedText("Credit score name"),
  value: z
    .number(CREDIT_SCORE_MESSAGES.value)
    .int(CREDIT_SCORE_MESSAGES.value)
    .min(300, CREDIT_SCORE_MESSAGES.value)
    .max(850, CREDIT_SCORE_MESSAGES.value),
});
export const updateCreditScoreRules = createCreditScoreRules.partial();

export type CreateAssetData = z.output<typeof createAssetRules>;
export type UpdateAssetData = z.output<typeof updateAssetRules>;
export type CreateLoanData = z.output<typeof createLoanRules>;
export type UpdateLoanData = z.output<typeof updateLoanRules>;
export type CreateCreditCardData = z.output<typeof createCreditCardRules>;
export type UpdateCreditCardData = z.output<typeof updateCreditCardRules>;
export type CreateIncomeData = z.output<typeof createIncomeRules>;
export type UpdateIncomeData = z.output<typeof updateIncomeRules>;
export type CreateCreditScoreData = z.output<typeof createCreditScoreRules>;
export type UpdateCreditScoreData = z.output<typeof updateCreditScoreRules>;
