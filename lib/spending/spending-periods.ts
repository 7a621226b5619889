import { z } from "zod";

// The /spend period and the periods it is compared with (issue 12 item 4). Dates are UTC calendar days.

export const SPENDING_PERIOD_PRESETS = ["THIS_MONTH", "LAST_MONTH", "LAST_3_MONTHS", "THIS_YEAR"] as const;
export type SpendingPeriodPreset = (typeof SPENDING_PERIOD_PRESETS)[number];

export const PRESET_LABELS: Record<SpendingPeriodPreset, string> = {
  THIS_MONTH: "This month",
  LAST_MONTH: "Last month",
  LAST_3_MONTHS: "Last 3 months",
  THIS_YEAR: "This year",
};

/** A custom period is at most a year long, so a comparison reads at most four years of transactions. */
export const MAX_PERIOD_DAYS = 366;
export const INVALID_PERIOD_DATE = "Please enter a valid date in the format YYYY-MM-DD.";
export const PERIOD_ORDER_MESSAGE = "The start date must be on or before the end date.";
export const PERIOD_LENGTH_MESSAGE = "Choose a period of at most a year.";
export const SERIES_MONTHS = [6, 12] as const;

export type DayRange = { from: Date; to: Date };
export type SpendingPeriods = {
  current: DayRange;
  /** The three periods of the same length immediately before, nearest first. */
  previous: [DayRange, DayRange, DayRange];
  preset: SpendingPeriodPreset | null;
};

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseIsoDay(value: string): Date | null {
  const match = ISO_DAY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const DAY = 86_400_000;
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY);
const monthStart = (date: Date, plusMonths = 0) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + plusMonths, 1));

const isoDayString = z.string().refine((value) => parseIsoDay(value) !== null, INVALID_PERIOD_DATE);

/** The period input shared by the page (URL) and the API: a preset, or from and to (a preset wins when both). */
export const spendingPeriodInputSchema = z
  .object({
    preset: z.enum(SPENDING_PERIOD_PRESETS).nullish(),
    from: isoDayString.nullish(),
    to: isoDayString.nullish(),
  })
  .superRefine((input, context) => {
    if (input.preset || (!input.from && !input.to)) return;
    if (!input.from || !input.to) {
      context.addIssue({ code: "custom", path: [input.from ? "to" : "from"], message: INVALID_PERIOD_DATE });
      return;
    }
    const from = parseIsoDay(input.from);
    const to = parseIsoDay(input.to);
    if (!from || !to) return; // the field's own check reports it
    if (from > to) context.addIssue({ code: "custom", path: ["from"], message: PERIOD_ORDER_MESSAGE });
    else if ((to.getTime() - from.getTime()) / DAY + 1 > MAX_PERIOD_DAYS) {
      context.addIssue({ code: "custom", path: ["to"], message: PERIOD_LENGTH_MESSAGE });
    }
  });

export type SpendingPeriodInput = z.input<typeof spendingPeriodInputSchema>;

/**
 * The chosen period and the three before it. Presets are whole calendar months (this month and this year run to
 * their last day; days still to come simply have no transactions), compared with the same number of whole months
 * before: this month against last month and the average of the three months before this one. A custom period is
 * compared with periods of the same number of days immediately before it. No preset and no dates: this month.
 */
export function resolveSpendingPeriods(input: z.output<typeof spendingPeriodInputSchema>, today: Date): SpendingPeriods {
  if (!input.preset && input.from && input.to) {
    const from = parseIsoDay(input.from)!;
    const to = parseIsoDay(input.to)!;
    const days = Math.round((to.getTime() - from.getTime()) / DAY) + 1;
    const before = (k: number): DayRange => ({ from: addDays(from, -days * k), to: addDays(from, -days * (k - 1) - 1) });
    return { current: { from, to }, previous: [before(1), before(2), before(3)], preset: null };
  }
  const preset = input.preset ?? "THIS_MONTH";
  const [firstMonth, months] = {
    THIS_MONTH: [monthStart(today), 1],
    LAST_MONTH: [monthStart(today, -1), 1],
    LAST_3_MONTHS: [monthStart(today, -2), 3],
    THIS_YEAR: [new Date(Date.UTC(today.getUTCFullYear(), 0, 1)), 12],
  }[preset] as [Date, number];
  const range = (k: number): DayRange => ({
    from: monthStart(firstMonth, -months * k),
    to: addDays(monthStart(firstMonth, -months * (k - 1)), -1),
  });
  return { current: range(0), previous: [range(1), range(2), range(3)], preset };
}

/** The first days of the `count` months ending with the month `to` falls in, oldest first. */
export function seriesMonths(to: Date, count: number): Date[] {
  return Array.from({ length: count }, (_, index) => monthStart(to, index - count + 1));
}
