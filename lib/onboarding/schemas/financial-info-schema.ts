import { z } from "zod";
import { INCOME_MESSAGES } from "@/lib/accounts/account-messages";
import { createCreditScoreRules, createIncomeRules } from "@/lib/accounts/account-rules";
import { LABEL_NAME_MAX_LENGTH, nameSchema } from "@/lib/names/name-schema";
import { FINANCIAL_INFO_MESSAGES, MONEY_MAX, HOUSING_EXPENSE } from "./financial-info-rules";

// updateFinancialInfo (spec 000 §2.10 steps 4 and 5, §5, §7, §9; 001 §8, §9). Each of the three parts is optional:
// the situation step sends the housing expense, the financial status step the credit score and income. Credit score
// and income follow the manual accounts' rules (lib/accounts/account-rules.ts), so both paths answer alike.

export * from "./financial-info-rules";

const orDefault = <T>(fallback: T) => (value: unknown) =>
  value == null || (typeof value === "string" && value.trim() === "") ? fallback : value;

const rowId = z.string().min(1).max(64).nullish();

export const expenseDataSchema = z.object({
  name: z.preprocess(
    orDefault(HOUSING_EXPENSE.name),
    nameSchema({ max: LABEL_NAME_MAX_LENGTH, tooLong: FINANCIAL_INFO_MESSAGES.name }),
  ),
  /** Per interval (monthly by default); zero is a valid rent. */
  value: z.number(FINANCIAL_INFO_MESSAGES.expense).min(0, FINANCIAL_INFO_MESSAGES.expense).max(MONEY_MAX, FINANCIAL_INFO_MESSAGES.expense),
  interval: z.preprocess(
    orDefault(HOUSING_EXPENSE.interval),
    z.number().int(FINANCIAL_INFO_MESSAGES.interval).min(0, FINANCIAL_INFO_MESSAGES.interval).max(3, FINANCIAL_INFO_MESSAGES.interval),
  ),
  category: z.preprocess(orDefault(HOUSING_EXPENSE.category), z.string().trim().max(100, FINANCIAL_INFO_MESSAGES.name)),
  variation: z.preprocess(orDefault(HOUSING_EXPENSE.variation), z.enum(["FIXED", "VARIABLE"])),
});

export const financialInfoSchema = z
  .object({
    creditScoreData: createCreditScoreRules.extend({ id: rowId }).nullish(),
    incomesData: z.array(createIncomeRules.extend({ id: rowId })).max(20).nullish(),
    expenseData: expenseDataSchema.nullish(),
  })
  .superRefine(({ incomesData }, context) => {
    const seen = new Set<string>();
    for (const [index, income] of (incomesData ?? []).entries()) {
      const key = (income.name ?? "Salary").toLowerCase();
      if (seen.has(key)) {
        context.addIssue({ code: "custom", message: INCOME_MESSAGES.duplicateName, path: ["incomesData", index, "name"] });
      }
      seen.add(key);
    }
  });
export type FinancialInfoInput = z.input<typeof financialInfoSchema>;
export type FinancialInfo = z.output<typeof financialInfoSchema>;
