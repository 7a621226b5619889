import { z } from "zod";
import { DEPOSIT_FREQUENCIES } from "./deposit-frequencies";

// The funding form's rules, one schema for the form on /investing/fund and the server (issue 16 item 4). Amounts are
// dollars and cents as typed ("1,250.50" is fine); the server works in cents.

export * from "./deposit-frequencies";

/** The least and most one deposit may move (the clearing firm's limit per ACH transfer is the most). */
export const MIN_DEPOSIT_CENTS = 100;
export const MAX_DEPOSIT_CENTS = 5_000_000;

export const FUNDING_MESSAGES = {
  account: "Choose the investing account to fund.",
  bank: "Choose the checking account the money comes from.",
  amount: "Enter an amount in dollars and cents, like 250 or 250.00.",
  amountTooSmall: "The least you can deposit is $1.",
  amountTooLarge: "One deposit can move at most $50,000. Split a larger amount over several days.",
  startsOn: "Choose a start date from today up to a year ahead.",
  taxYear: "Choose the tax year this contribution counts for.",
  notActive: "You can add money once your account is open.",
  needs3210: "Upload your employer's 3210 letter on the Documents page first: accounts of people who work for a broker-dealer need it before any money moves.",
  bankNotLinked: "That account isn't one of your linked checking or savings accounts.",
  taxYearClosed: (year: number) => `Contributions for ${year} are closed.`,
  overLimit: (year: number, remaining: string, limit: string) =>
    `That is more than you can still contribute for ${year}: ${remaining} left of your ${limit} limit.`,
  notFound: "Recurring deposit not found.",
  failed: "Your deposit could not be set up. Nothing was moved; please try again.",
} as const;

const AMOUNT_PATTERN = /^\d{1,3}(,?\d{3})*(\.\d{1,2})?$|^\d+(\.\d{1,2})?$/;

/** "1,250.5" → 125050 cents; null when it is not dollars and cents. */
export function parseDollarsToCents(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, "");
  if (!AMOUNT_PATTERN.test(trimmed)) return null;
  const [whole, fraction = ""] = trimmed.replaceAll(",", "").split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export const depositSchema = z
  .object({
    accountId: z.string({ error: FUNDING_MESSAGES.account }).trim().min(1, FUNDING_MESSAGES.account),
    fromAssetId: z.string({ error: FUNDING_MESSAGES.bank }).trim().min(1, FUNDING_MESSAGES.bank),
    amount: z
      .string({ error: FUNDING_MESSAGES.amount })
      .refine((text) => parseDollarsToCents(text) !== null, FUNDING_MESSAGES.amount)
      .refine((text) => (parseDollarsToCents(text) ?? 0) >= MIN_DEPOSIT_CENTS, FUNDING_MESSAGES.amountTooSmall)
      .refine((text) => (parseDollarsToCents(text) ?? 0) <= MAX_DEPOSIT_CENTS, FUNDING_MESSAGES.amountTooLarge),
    frequency: z.enum(DEPOSIT_FREQUENCIES, { error: FUNDING_MESSAGES.amount }),
    /** Recurring only: the first deposit's day (YYYY-MM-DD); today when left out. */
    startsOn: z.string().regex(isoDate, FUNDING_MESSAGES.startsOn).nullish(),
    /** IRAs only: the tax year of a one-time contribution (recurring ones count for the year each is made in). */
    taxYear: z.number({ error: FUNDING_MESSAGES.taxYear }).int().nullish(),
  })
  .transform((input) => ({ ...input, amountCents: parseDollarsToCents(input.amount)! }));

export type DepositInput = z.input<typeof depositSchema>;
