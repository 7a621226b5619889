import { z } from "zod";

// A transaction the member enters by hand on a manual account. One schema for the server (createManualTransaction's
// input, the provider's sign rule: positive is money out) and, through manualTransactionFormSchema, the form on
// /accounts (an amount and whether it was money out or in). Plain zod only: this module runs in the browser.

export const MANUAL_TRANSACTION_MESSAGES = {
  account: "Choose an account.",
  date: "Enter a date (YYYY-MM-DD).",
  futureDate: "Enter a date that is not in the future.",
  name: "Enter a description.",
  nameTooLong: "Keep the description under 200 characters.",
  amount: "Enter an amount other than 0, in dollars and cents.",
  amountTooLarge: "Enter an amount under $100,000,000.",
  notes: "Keep notes under 1,000 characters.",
  category: "Choose a category from the list.",
} as const;

const MAX_AMOUNT = 100_000_000;

/** A day on the calendar, not after today (a day's grace for time zones ahead of UTC). */
const day = z
  .string(MANUAL_TRANSACTION_MESSAGES.date)
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, MANUAL_TRANSACTION_MESSAGES.date)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= "1900-01-01";
  }, MANUAL_TRANSACTION_MESSAGES.date)
  .refine((value) => Date.parse(`${value}T00:00:00Z`) <= Date.now() + 86_400_000, MANUAL_TRANSACTION_MESSAGES.futureDate);

const shared = {
  accountId: z.string(MANUAL_TRANSACTION_MESSAGES.account).trim().min(1, MANUAL_TRANSACTION_MESSAGES.account).max(100),
  date: day,
  name: z
    .string(MANUAL_TRANSACTION_MESSAGES.name)
    .trim()
    .min(1, MANUAL_TRANSACTION_MESSAGES.name)
    .max(200, MANUAL_TRANSACTION_MESSAGES.nameTooLong),
  budgetCategoryId: z.string().trim().max(100).nullish().transform((value) => value || null),
  notes: z
    .string()
    .trim()
    .max(1000, MANUAL_TRANSACTION_MESSAGES.notes)
    .nullish()
    .transform((value) => value || null),
};

/** Whole cents: 12.3 and 12.30 pass, 12.345 does not. */
function isCents(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** createManualTransaction's input. `amount` follows the sign rule: positive is money out, negative money in. */
export const manualTransactionSchema = z.object({
  ...shared,
  amount: z
    .number(MANUAL_TRANSACTION_MESSAGES.amount)
    .refine((value) => Number.isFinite(value) && value !== 0 && isCents(value), MANUAL_TRANSACTION_MESSAGES.amount)
    .refine((value) => Math.abs(value) < MAX_AMOUNT, MANUAL_TRANSACTION_MESSAGES.amountTooLarge),
});

export type ManualTransactionInput = z.input<typeof manualTransactionSchema>;

/** The form: the amount as typed (positive) and its direction, turned into createManualTransaction's input. */
export const manualTransactionFormSchema = z
  .object({
    ...shared,
    direction: z.enum(["out", "in"]),
    amount: z.string().transform((raw, ctx) => {
      const value = Number(raw.replace(/[$,\s]/g, ""));
      if (raw.trim() === "" || !Number.isFinite(value) || value <= 0 || !isCents(value)) {
        ctx.addIssue({ code: "custom", message: MANUAL_TRANSACTION_MESSAGES.amount });
        return z.NEVER;
      }
      if (value >= MAX_AMOUNT) {
        ctx.addIssue({ code: "custom", message: MANUAL_TRANSACTION_MESSAGES.amountTooLarge });
        return z.NEVER;
      }
      return value;
    }),
  })
  .transform(({ direction, amount, ...rest }) => ({ ...rest, amount: direction === "out" ? amount : -amount }));

export type ManualTransactionFormValues = z.input<typeof manualTransactionFormSchema>;
