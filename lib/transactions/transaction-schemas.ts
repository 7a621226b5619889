import { z } from "zod";
import { SPLIT_MAX_PARTS, SPLIT_MIN_PARTS } from "./split-limits";
import { nameSchema } from "@/lib/names/name-schema";

import { TRANSACTION_MESSAGES } from "./transaction-messages";

// One zod schema per input, shared by the page's forms and the operations.

const id = z.string().trim().min(1, TRANSACTION_MESSAGES.unknownCategory).max(64, TRANSACTION_MESSAGES.unknownCategory);
const notes = z
  .string()
  .max(1000, TRANSACTION_MESSAGES.notesTooLong)
  .transform((text) => (text.trim() === "" ? null : text.trim()));

export const updateTransactionSchema = z.object({
  budgetCategoryId: id.optional(),
  notes: notes.nullable().optional(),
  excluded: z.boolean().optional(),
  reviewed: z.boolean().optional(),
});
export type UpdateTransactionData = z.output<typeof updateTransactionSchema>;

export const BULK_MAX = 500;

export const bulkUpdateTransactionsSchema = z
  .object({
    ids: z
      .array(z.string().min(1).max(64))
      .min(1, "Select at least one transaction.")
      .max(BULK_MAX, `Select at most ${BULK_MAX} transactions at a time.`),
    budgetCategoryId: id.optional(),
    excluded: z.boolean().optional(),
    reviewed: z.boolean().optional(),
  })
  .refine(
    (input) => [input.budgetCategoryId, input.excluded, input.reviewed].filter((value) => value !== undefined).length === 1,
    { message: "Choose one change: a category, excluded or reviewed.", path: ["changes"] },
  );
export type BulkUpdateTransactionsData = z.output<typeof bulkUpdateTransactionsSchema>;

export { SPLIT_MAX_PARTS, SPLIT_MIN_PARTS };

export const splitPartSchema = z.object({
  amount: z.union([z.number(), z.string()]),
  budgetCategoryId: id,
  notes: notes.nullable().optional(),
});

export const splitTransactionSchema = z.object({
  parts: z
    .array(splitPartSchema)
    .min(SPLIT_MIN_PARTS, `A split needs at least ${SPLIT_MIN_PARTS} parts.`)
    .max(SPLIT_MAX_PARTS, `A split can have at most ${SPLIT_MAX_PARTS} parts.`),
});
export type SplitTransactionData = z.output<typeof splitTransactionSchema>;

export const createCategoryRuleSchema = z
  .object({
    transactionId: z.string().min(1).max(64).optional(),
    merchantKey: z.string().trim().min(1).max(200).optional(),
    budgetCategoryId: id,
    applyToPast: z.boolean().default(false),
  })
  .refine((input) => (input.transactionId === undefined) !== (input.merchantKey === undefined), {
    message: "Name the merchant: a transaction or a merchant, not both.",
    path: ["merchantKey"],
  });
export type CreateCategoryRuleData = z.output<typeof createCategoryRuleSchema>;

export const CATEGORY_NAME_MAX_LENGTH = 50;

export const createBudgetCategorySchema = z.object({
  name: nameSchema({
    max: CATEGORY_NAME_MAX_LENGTH,
    tooLong: `Category names can be at most ${CATEGORY_NAME_MAX_LENGTH} characters.`,
    missing: "Name the category.",
  }),
  parentId: z.string().min(1).max(64).optional(),
  kind: z.enum(["EXPENSE", "INCOME", "TRANSFER"]).default("EXPENSE"),
});
