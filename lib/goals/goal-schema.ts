import { z } from "zod";

import { GOAL_KIND_INFO, GOAL_KINDS, type GoalKind } from "./goal-kinds";
import { parseGoalDate } from "./parse-goal-date";

export { parseGoalDate };

// The goal operations' inputs (createFinancialGoal, updateFinancialGoal, setGoalQuantifiables) and the details form
// (react-hook-form's zodResolver): one schema. Money arrives as a number from the API and as typed text from the
// form's masked inputs; both become numbers here. The spec shows no goal messages (001 §8); these are ours.
// Plain zod only: this module runs in the browser.

export const GOAL_MESSAGES = {
  kind: "Please choose a kind of goal.",
  name: "Please give your goal a name.",
  nameLength: "Please keep the name to 100 characters or fewer.",
  shortDescription: "Please keep the short description to 200 characters or fewer.",
  longDescription: "Please keep the description to 2,000 characters or fewer.",
  endValue: "Please enter a target above $0 and up to $1,000,000,000.",
  endValueRequired: "Please enter how much you want to reach.",
  monthlyProgress: "Please enter a monthly amount from $0 up to $1,000,000,000.",
  earmarkAmount: "Please enter an amount above $0 to set aside, or leave it empty to count the whole balance.",
  targetDate: "Please choose a target date that is not in the past.",
  targetDateInvalid: "Please enter a valid date (YYYY-MM-DD).",
  emergencyFundMonths: "Please choose 1, 3 or 6 months.",
  unknownAccount: "We could not find that account. Please choose one of your accounts.",
  notAllowedAccount: "That account cannot count towards this kind of goal.",
  duplicateAccount: "Each account can be linked to a goal once.",
  tooManyAccounts: "Please link at most 20 accounts to a goal.",
  debtRequired: "Please choose the loan or card to pay off.",
  noMoneyOnChecklist: "A checklist goal has no target amount or linked accounts.",
  checklistItem: "Please describe the step in 1 to 200 characters.",
  tooManyChecklistItems: "Please keep a checklist to 50 steps or fewer.",
  notFound: "Goal not found.",
  checklistItemNotFound: "Checklist step not found.",
  alreadyCompleted: "This goal is already complete.",
  notCompleted: "This goal is not complete.",
} as const;

export const GOAL_TARGET_MAX = 1_000_000_000;
export const EMERGENCY_FUND_MONTHS = [1, 3, 6] as const;

/** "$1,234.50", "1234.5" or 1234.5 -> 1234.5; "" and null -> null; anything else -> NaN. */
function readMoney(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return value;
  if (typeof value !== "string") return Number.NaN;
  const typed = value.replace(/[$,\s]/g, "");
  return typed === "" ? null : Number(typed);
}

function money(message: string, { min, inclusive }: { min: number; inclusive: boolean }) {
  return z
    .union([z.number(), z.string()])
    .nullable()
    .optional()
    .transform((raw, context) => {
      const value = readMoney(raw);
      if (value === null) return raw === undefined ? undefined : null;
      const aboveMin = inclusive ? value >= min : value > min;
      if (!Number.isFinite(value) || !aboveMin || value > GOAL_TARGET_MAX) {
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return Math.round(value * 100) / 100;
    });
}

/** Today's date (UTC) a day back: a member west of UTC may still be on the day before. */
function earliestTargetDate(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1));
}

const targetDate = z
  .string()
  .nullable()
  .optional()
  .transform((text, context) => {
    if (text === undefined) return undefined;
    if (text === null || text.trim() === "") return null;
    const date = parseGoalDate(text);
    if (!date || date.getUTCFullYear() > 2200) {
      context.addIssue({ code: "custom", message: GOAL_MESSAGES.targetDateInvalid });
      return z.NEVER;
    }
    if (date < earliestTargetDate(new Date())) {
      context.addIssue({ code: "custom", message: GOAL_MESSAGES.targetDate });
      return z.NEVER;
    }
    return date;
  });

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullable()
    .optional()
    .transform((text) => (text === "" ? null : text));

export const goalQuantifiableSchema = z.object({
  accountId: z.string().trim().min(1, GOAL_MESSAGES.unknownAccount).max(64, GOAL_MESSAGES.unknownAccount),
  earmarkAmount: money(GOAL_MESSAGES.earmarkAmount, { min: 0, inclusive: false }),
});

export const goalQuantifiablesSchema = z
  .array(goalQuantifiableSchema)
  .max(20, GOAL_MESSAGES.tooManyAccounts)
  .refine((links) => new Set(links.map((link) => link.accountId)).size === links.length, GOAL_MESSAGES.duplicateAccount);

const checklistLabel = z.string().trim().min(1, GOAL_MESSAGES.checklistItem).max(200, GOAL_MESSAGES.checklistItem);

/** Every field a goal's create or update may carry; what is left out is left as it is. */
export const goalFieldsSchema = z.object({
  name: z.string().trim().min(1, GOAL_MESSAGES.name).max(100, GOAL_MESSAGES.nameLength).optional(),
  shortDescription: optionalText(200, GOAL_MESSAGES.shortDescription),
  longDescription: optionalText(2000, GOAL_MESSAGES.longDescription),
  targetDate,
  endValue: money(GOAL_MESSAGES.endValue, { min: 0, inclusive: false }),
  monthlyProgress: money(GOAL_MESSAGES.monthlyProgress, { min: 0, inclusive: true }),
  includeExistingBalance: z.boolean().optional(),
  emergencyFundMonths: z
    .number()
    .nullable()
    .optional()
    .refine((months) => months == null || (EMERGENCY_FUND_MONTHS as readonly number[]).includes(months), GOAL_MESSAGES.emergencyFundMonths),
  /** PAY_DOWN_DEBT: the loan or card to pay off. */
  completableTemplateObjectId: z.string().trim().max(64, GOAL_MESSAGES.unknownAccount).nullable().optional(),
  paused: z.boolean().optional(),
  /** The accounts counted towards the goal, replacing those linked before (with the goal's other changes, atomically). */
  quantifiables: goalQuantifiablesSchema.optional(),
});

export const createFinancialGoalSchema = goalFieldsSchema.extend({
  category: z.enum(GOAL_KINDS, GOAL_MESSAGES.kind),
  /** CHECKLIST: its first steps. */
  checklistItems: z.array(checklistLabel).max(50, GOAL_MESSAGES.tooManyChecklistItems).optional(),
});
export type CreateFinancialGoalInput = z.input<typeof createFinancialGoalSchema>;
export type CreateFinancialGoalData = z.output<typeof createFinancialGoalSchema>;

export const updateFinancialGoalSchema = goalFieldsSchema;
export type UpdateFinancialGoalInput = z.input<typeof updateFinancialGoalSchema>;
export type UpdateFinancialGoalData = z.output<typeof updateFinancialGoalSchema>;

export const checklistItemSchema = z.object({ label: checklistLabel });
export const updateChecklistItemSchema = z.object({ label: checklistLabel.optional(), done: z.boolean().optional() });

/**
 * The details and edit form: the same fields, where a money goal must have its target (a pay-down goal its debt)
 * before it is saved. The server takes a goal without them as a draft from the first step.
 */
export function goalDetailsSchema(kind: GoalKind) {
  return goalFieldsSchema.superRefine((data, context) => {
    if (!data.name) context.addIssue({ code: "custom", path: ["name"], message: GOAL_MESSAGES.name });
    if (kind === "PAY_DOWN_DEBT") {
      if (!data.completableTemplateObjectId) {
        context.addIssue({ code: "custom", path: ["completableTemplateObjectId"], message: GOAL_MESSAGES.debtRequired });
      }
    } else if (GOAL_KIND_INFO[kind].money && data.endValue == null) {
      context.addIssue({ code: "custom", path: ["endValue"], message: GOAL_MESSAGES.endValueRequired });
    }
  });
}
export type GoalDetailsInput = z.input<typeof goalFieldsSchema>;
export type GoalDetailsData = z.output<typeof goalFieldsSchema>;
