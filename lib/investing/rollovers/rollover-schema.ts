import { z } from "zod";
import { ROLLOVER_MESSAGES, ROLLOVER_AMOUNT_MAX, PLAN_TYPES } from "./rollover-rules";

// Starting a rollover (issue 16 item 6): one schema for the form on /investing/rollover (react-hook-form's
// zodResolver) and for startRollover on the server. Amounts arrive as typed text from the form's masked inputs and as
// numbers from the API; both become a string of dollars and cents ("1234.50") so the server keeps them exact.
// Plain zod only: this module runs in the browser.

export * from "./rollover-rules";

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
