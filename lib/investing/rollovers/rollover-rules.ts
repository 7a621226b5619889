// Starting a rollover's plan types, limits and texts, without zod: the form on /investing/rollover shows them on
// first load; rollover-schema.ts builds the checks from them.

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
