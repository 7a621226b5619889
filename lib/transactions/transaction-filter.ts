import { z } from "zod";
import {
  FILTER_ID_MAX_LENGTH,
  FILTER_MAX_AMOUNT,
  FILTER_QUERY_MAX_LENGTH,
  ISO_DATE,
  isRealIsoDate,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
} from "./transaction-filter-url";

// The /transactions filter: one shape for the page's URL, the GraphQL `transactions` query, the totals and the CSV
// export. The URL side (the contract, reading and writing it) is transaction-filter-url.ts, without zod, for the page.

export { filterFromSearchParams, filterToSearchParams, TRANSACTION_STATUSES, TRANSACTION_TYPES } from "./transaction-filter-url";
export type { TransactionStatus, TransactionType } from "./transaction-filter-url";

const isoDate = z
  .string()
  .regex(ISO_DATE, "Enter a date as YYYY-MM-DD.")
  .refine(isRealIsoDate, "Enter a real date.");
const amount = z.number().min(0, "Enter an amount of 0 or more.").max(FILTER_MAX_AMOUNT, "Enter a smaller amount.");

export const transactionFilterSchema = z
  .object({
    q: z.string().trim().max(FILTER_QUERY_MAX_LENGTH, "Search for at most 100 characters.").optional(),
    accountId: z.string().min(1).max(FILTER_ID_MAX_LENGTH).optional(),
    categoryId: z.string().min(1).max(FILTER_ID_MAX_LENGTH).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    minAmount: amount.optional(),
    maxAmount: amount.optional(),
    status: z.enum(TRANSACTION_STATUSES).optional(),
    type: z.enum(TRANSACTION_TYPES).optional(),
    needsReview: z.boolean().optional(),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
    message: "The start date must be on or before the end date.",
    path: ["to"],
  })
  .refine((filter) => filter.minAmount == null || filter.maxAmount == null || filter.minAmount <= filter.maxAmount, {
    message: "The smallest amount must not be above the largest.",
    path: ["maxAmount"],
  });

export type TransactionFilter = z.output<typeof transactionFilterSchema>;

/** A filter from GraphQL arguments, where an absent field may arrive as null. */
export function withoutNulls<T extends Record<string, unknown>>(input: T | null | undefined): { [K in keyof T]?: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(input ?? {}).filter(([, value]) => value !== null && value !== "")) as {
    [K in keyof T]?: Exclude<T[K], null>;
  };
}
