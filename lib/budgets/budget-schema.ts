import { z } from "zod";

// createBudget / updateBudget (spec 000 §7, 001 §7). The spec shows no budget messages (001 §8 "Budget and goal
// errors: not shown"); these are ours (docs/decisions/onboarding-data.md).

export const BUDGET_MESSAGES = {
  target: "Please enter a budget target of $0 or more.",
  category: "Please choose a budget category.",
  unknownCategory: "That budget category does not exist.",
  monthYear: "Please enter a valid month (YYYY-MM).",
  notFound: "Budget not found.",
} as const;

const MONEY_MAX = 999_999_999_999.99;

const target = z
  .number(BUDGET_MESSAGES.target)
  .refine((value) => Number.isFinite(value) && value >= 0 && value <= MONEY_MAX, BUDGET_MESSAGES.target);

/** The first day (UTC) of the month a `YYYY-MM` or `YYYY-MM-DD` text names; null when it names none. */
export function parseMonthYear(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), match[3] ? Number(match[3]) : 1];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || month > 12 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return new Date(Date.UTC(year, month - 1, 1));
}

/** The first day of the current month (UTC). */
export function currentMonth(today: Date = new Date()): Date {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
}

export const createBudgetSchema = z.object({
  target,
  budgetCategoryName: z.string().trim().min(1, BUDGET_MESSAGES.category).max(100, BUDGET_MESSAGES.unknownCategory),
  /** The month the budget applies to; this month when absent. */
  monthYear: z
    .string()
    .nullable()
    .optional()
    .transform((text, context) => {
      if (text == null || text.trim() === "") return currentMonth();
      const month = parseMonthYear(text);
      if (!month) context.addIssue({ code: "custom", message: BUDGET_MESSAGES.monthYear });
      return month ?? z.NEVER;
    }),
});
export type CreateBudgetInput = z.input<typeof createBudgetSchema>;

export const updateBudgetSchema = z.object({ id: z.string().min(1).max(64), target });
export type UpdateBudgetInput = z.input<typeof updateBudgetSchema>;
