import { z } from "zod";

// createBudget / updateBudget (spec 000 §7, 001 §7). The spec shows no budget messages (001 §8 "Budget and goal
// errors: not shown"); these are ours (docs/decisions/onboarding-data.md).

export const BUDGET_MESSAGES = {
  target: "Please enter a budget target of $0 or more.",
  targetTooLarge: "Please enter a budget target of $1,000,000 or less.",
  category: "Please choose a budget category.",
  unknownCategory: "That budget category does not exist.",
  monthYear: "Please enter a valid month (YYYY-MM).",
  notFound: "Budget not found.",
  periodStart: "Please enter a valid date (YYYY-MM-DD).",
  monthStartDay: "Please choose a start day from 1 to 28.",
  periodKind: "Please choose monthly or pay-period budgeting.",
  payCadence: "Please choose how often you are paid.",
  payAnchorDate: "Please enter the date of one of your paydays.",
  semimonthlyDays: "Please choose two paydays 7 to 21 days apart (31 means the last day of the month).",
  amount: "Please enter an amount above $0.",
  moveTooMuch: (available: string) => `You can move at most ${available} from this category.`,
  moveSameLine: "Please choose two different categories.",
  movePeriods: "You can only move money between categories of the same period.",
  alertNotFound: "Alert not found.",
} as const;

/** Research §1c-10: a target is 0 to 1,000,000 dollars, in cents. */
export const TARGET_MAX = 1_000_000;

export const budgetTarget = z
  .number(BUDGET_MESSAGES.target)
  .refine((value) => Number.isFinite(value) && value >= 0, BUDGET_MESSAGES.target)
  .refine((value) => value <= TARGET_MAX, BUDGET_MESSAGES.targetTooLarge);
const target = budgetTarget;

/** The UTC date a `YYYY-MM-DD` text names; null when it names none. */
export function parseDay(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

const day = (message: string) =>
  z.string(message).transform((text, context) => {
    const parsed = parseDay(text);
    if (!parsed) context.addIssue({ code: "custom", message });
    return parsed ?? z.NEVER;
  });

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
  /** The month the budget applies to (null: the current period). */
  monthYear: z
    .string()
    .nullable()
    .optional()
    .transform((text, context) => {
      if (text == null || text.trim() === "") return null;
      const month = parseMonthYear(text);
      if (!month) context.addIssue({ code: "custom", message: BUDGET_MESSAGES.monthYear });
      return month ?? z.NEVER;
    }),
});
export type CreateBudgetInput = z.input<typeof createBudgetSchema>;

export const updateBudgetSchema = z.object({ id: z.string().min(1).max(64), target });
export type UpdateBudgetInput = z.input<typeof updateBudgetSchema>;

const semimonthlyDays = z
  .array(z.number().int().min(1).max(31), BUDGET_MESSAGES.semimonthlyDays)
  .length(2, BUDGET_MESSAGES.semimonthlyDays)
  .refine(([first, second]) => {
    // 31 (and 29, 30) act as the month's last day: in February that is the 28th, the shortest gap.
    const [a, b] = [Math.min(first!, second!, 28), Math.min(Math.max(first!, second!), 28)];
    return b - a >= 7 && b - a <= 21;
  }, BUDGET_MESSAGES.semimonthlyDays);

const payPeriodSchema = z.discriminatedUnion(
  "payCadence",
  [
    z.object({
      periodKind: z.literal("PAY_PERIOD"),
      payCadence: z.enum(["WEEKLY", "BIWEEKLY"]),
      payAnchorDate: day(BUDGET_MESSAGES.payAnchorDate),
    }),
    z.object({ periodKind: z.literal("PAY_PERIOD"), payCadence: z.literal("SEMIMONTHLY"), semimonthlyDays }),
  ],
  { error: () => BUDGET_MESSAGES.payCadence },
);

export const budgetSettingsSchema = z.discriminatedUnion(
  "periodKind",
  [
    z.object({
      periodKind: z.literal("MONTHLY"),
      monthStartDay: z
        .number(BUDGET_MESSAGES.monthStartDay)
        .int(BUDGET_MESSAGES.monthStartDay)
        .min(1, BUDGET_MESSAGES.monthStartDay)
        .max(28, BUDGET_MESSAGES.monthStartDay),
    }),
    payPeriodSchema,
  ],
  { error: () => BUDGET_MESSAGES.periodKind },
);

export const moveBudgetMoneySchema = z.object({
  fromBudgetId: z.string().min(1).max(64),
  toBudgetId: z.string().min(1).max(64),
  amount: z
    .number(BUDGET_MESSAGES.amount)
    .refine((value) => Number.isFinite(value) && value >= 0.01, BUDGET_MESSAGES.amount)
    .refine((value) => value <= TARGET_MAX, BUDGET_MESSAGES.targetTooLarge),
});

export const budgetSuggestionChoicesSchema = z.object({
  periodStart: day(BUDGET_MESSAGES.periodStart).nullable().optional(),
  lines: z
    .array(z.object({ budgetCategoryId: z.string().min(1).max(64), target: budgetTarget }), BUDGET_MESSAGES.category)
    .min(1, BUDGET_MESSAGES.category)
    .max(200),
});

export const periodStartSchema = z.object({ periodStart: day(BUDGET_MESSAGES.periodStart).nullable().optional() });
