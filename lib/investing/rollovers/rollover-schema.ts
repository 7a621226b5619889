import { z } from "zod";

// Starting a rollover (issue 16 item 6): one schema for the form on /investing/rollover (react-hook-form's
// zodResolver) and for startRollover on the server. Amounts arrive as typed text from the form's masked inputs and as
// numbers from the API; both become a string of dollars and cents ("1234.50") so the server keeps them exact.
// Plain zod only: this module runs in the browser.

export const ROLLOVER_MESSAGES = {
  oldProvider: "Please name the company that runs your old plan.",
  oldProviderLength: "Please keep the name to 100 characters or fewer.",
  planType: "Please choose the kind of plan.",
  amount: "Please enter an amount from $0 up to $100,000,000.",
  noMoney: "Please enter the pre-tax amount, the Roth amount, or both.",
  yesNo: "Please answer yes or no.",
  mailedOn: "Please enter the date the check was mailed (YYYY-MM-DD), not in the future.",
  noTraditional: "Open a Traditional IRA or a Rollover Account for the pre-tax money first.",
  noRoth: "Open a Roth IRA for the Roth money first.",
  wrongTraditional: "Pre-tax money goes into a Traditional IRA or a Rollover Account.",
  wrongRoth: "Roth money goes into a Roth IRA.",
  accountNotReady: "Affirm your account's agreements before starting a rollover.",
  notFound: "Rollover not found.",
  pastStep: "This rollover is already past that step.",
  notMemberStep: "We mark this step ourselves when our clearing firm reports your money.",
  cancelled: "This rollover was cancelled.",
  detailsNeeded: "Tell us about your old plan first.",
  alreadyHasDetails: "This rollover already has its plan details.",
} as const;

export const ROLLOVER_AMOUNT_MAX = 100_000_000;

export const PLAN_TYPES = ["PLAN_401K", "PLAN_403B", "PLAN_457B", "TSP", "OTHER"] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export const PLAN_TYPE_LABELS: Record<PlanType, string> = {
  PLAN_401K: "401(k)",
  PLAN_403B: "403(b)",
  PLAN_457B: "457(b)",
  TSP: "Thrift Savings Plan (TSP)",
  OTHER: "Another employer plan",
};

export const MONEY_KINDS = ["PRE_TAX", "ROTH"] as const;
export type MoneyKind = (typeof MONEY_KINDS)[number];

/** "$1,234.5", "1234.5" or 1234.5 -> "1234.50"; empty -> "0.00"; anything else fails with the amount message. */
const amountSchema = z
  .union([z.string(), z.number(), z.null(), z.undefined()])
  .transform((value, context) => {
    const text = value === null || value === undefined ? "" : String(value).replace(/[$,\s]/g, "");
    if (text === "") return "0.00";
    const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
    if (!match || Number(text) > ROLLOVER_AMOUNT_MAX) {
      context.addIssue({ code: "custom", message: ROLLOVER_MESSAGES.amount });
      return z.NEVER;
    }
    return `${match[1]!.replace(/^0+(?=\d)/, "")}.${(match[2] ?? "").padEnd(2, "0")}`;
  });

/** The form keeps yes/no answers as "yes" / "no" (radio buttons); the API sends booleans. */
const yesNoSchema = z
  .preprocess((value) => (value === true ? "yes" : value === false ? "no" : value), z.enum(["yes", "no"], { error: ROLLOVER_MESSAGES.yesNo }))
  .transform((value) => value === "yes");

const optionalId = z
  .string()
  .trim()
  .max(100)
  .nullish()
  .transform((value) => value || null);

export const startRolloverSchema = z
  .object({
    oldProvider: z.string({ error: ROLLOVER_MESSAGES.oldProvider }).trim().min(1, ROLLOVER_MESSAGES.oldProvider).max(100, ROLLOVER_MESSAGES.oldProviderLength),
    planType: z.enum(PLAN_TYPES, { error: ROLLOVER_MESSAGES.planType }),
    preTaxAmount: amountSchema,
    rothAmount: amountSchema,
    hasOutstandingLoan: yesNoSchema,
    hasCompanyStock: yesNoSchema,
    /** Where the pre-tax money goes: the member's Traditional IRA or Rollover Account (the API's account id). */
    tradAccountId: optionalId,
    /** Where the Roth money goes: the member's Roth IRA. */
    rothAccountId: optionalId,
  })
  .refine((input) => input.preTaxAmount !== "0.00" || input.rothAmount !== "0.00", {
    message: ROLLOVER_MESSAGES.noMoney,
    path: ["preTaxAmount"],
  });

/** What the form holds (before parsing). */
export type StartRolloverFormValues = z.input<typeof startRolloverSchema>;
export type StartRolloverInput = z.output<typeof startRolloverSchema>;

/** 'The check is on its way' may carry the day the old plan mailed it. */
export const checkMailedOnSchema = z
  .string()
  .trim()
  .nullish()
  .transform((value, context) => {
    if (!value) return null;
    const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : null;
    if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value || date.getTime() > Date.now()) {
      context.addIssue({ code: "custom", message: ROLLOVER_MESSAGES.mailedOn });
      return z.NEVER;
    }
    return date;
  });

/**
 * A linked account's subtype (the bank-linking provider's words: 401k, 403B, 457b, roth 401k, thrift savings plan...)
 * as the form's plan type and money kind, so a linked 401(k) fills the form in one tap.
 */
export function planFromLinkedSubtype(subtype: string | null): { planType: PlanType; moneyKind: MoneyKind } {
  const text = (subtype ?? "").toLowerCase();
  const moneyKind: MoneyKind = text.includes("roth") ? "ROTH" : "PRE_TAX";
  if (text.includes("401")) return { planType: "PLAN_401K", moneyKind };
  if (text.includes("403")) return { planType: "PLAN_403B", moneyKind };
  if (text.includes("457")) return { planType: "PLAN_457B", moneyKind };
  if (text.includes("thrift") || text === "tsp") return { planType: "TSP", moneyKind };
  return { planType: "OTHER", moneyKind };
}
