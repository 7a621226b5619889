import type { CategoryKind, RecurringCadence } from "@/lib/generated/prisma/client";

import { fromCents, toCents } from "./cents";

export interface RecurringOccurrence {
  id: string;
  /** The transaction's day (UTC midnight, as a date column reads). */
  date: Date;
  /** Decimal text in the provider's sign (positive: money out). */
  amount: string;
}

export interface FoundRecurringSeries {
  cadence: RecurringCadence;
  /** The occurrences that make the series, oldest first. */
  transactionIds: string[];
  /** Median of the occurrences, decimal text in the provider's sign. */
  averageAmount: string;
  lastAmount: string;
  lastDate: Date;
  nextDate: Date;
  occurrences: number;
  priceIncreased: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Each cadence with the interval it stands for and how far one interval may stray from it. Monthly and yearly take the
 * ±5 days the issue names (month lengths and weekend postings); weekly and biweekly take less, or a shop visited every
 * 2 to 12 days at a steady price would pass as a weekly bill.
 */
export const RECURRING_CADENCES: ReadonlyArray<{ cadence: RecurringCadence; days: number; tolerance: number }> = [
  { cadence: "WEEKLY", days: 7, tolerance: 2 },
  { cadence: "BIWEEKLY", days: 14, tolerance: 3 },
  { cadence: "MONTHLY", days: 30.44, tolerance: 5 },
  { cadence: "YEARLY", days: 365.25, tolerance: 5 },
];

/** A series stays detected while its latest occurrence is at most this many cadences old. */
const STALE_AFTER_CADENCES = 1.5;
const MIN_OCCURRENCES = 3;
/** An occurrence belongs to the series when its amount is within this share of the median. */
const AMOUNT_TOLERANCE = 0.1;
/** How far the first charge at a new price may be from the usual amount and still continue the series. */
const PRICE_CHANGE_LIMIT = 0.5;
/** The latest amount above the median by more than this share is a price rise. */
const PRICE_RISE = 0.05;

/**
 * Whether one merchant's transactions of one kind (all charges, or all paychecks) recur: 3 or more occurrences with an
 * amount within 10 % of the median, each interval of one cadence, the latest not older than 1.5 cadences on `today`.
 * The series is the latest unbroken run of that cadence. Null when they do not recur.
 */
export function findRecurringSeries({
  occurrences,
  kind,
  today,
}: {
  occurrences: readonly RecurringOccurrence[];
  kind: CategoryKind;
  today: Date;
}): FoundRecurringSeries | null {
  const sorted = occurrences
    .map((occurrence) => ({ ...occurrence, cents: toCents(occurrence.amount), day: dayNumber(occurrence.date) }))
    .filter(({ day }) => day <= dayNumber(today))
    .sort((a, b) => a.day - b.day || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  if (sorted.length < MIN_OCCURRENCES) return null;

  const typical = median(sorted.map(({ cents }) => Math.abs(cents)));
  if (typical === 0) return null;
  const similar = sorted.filter(({ cents }) => Math.abs(Math.abs(cents) - typical) <= typical * AMOUNT_TOLERANCE);
  if (similar.length < MIN_OCCURRENCES) return null;

  const last = similar.length - 1;
  const cadence = cadenceOfInterval(similar[last]!.day - similar[last - 1]!.day);
  if (!cadence) return null;
  let first = last - 1;
  while (first > 0 && cadenceOfInterval(similar[first]!.day - similar[first - 1]!.day)?.cadence === cadence.cadence) first -= 1;
  const run = similar.slice(first);
  if (run.length < MIN_OCCURRENCES) return null;
  const series = [...run, ...priceChangeTail({ after: run, candidates: sorted, cadence: cadence.cadence })];

  const latest = series[series.length - 1]!;
  if (dayNumber(today) - latest.day > cadence.days * STALE_AFTER_CADENCES) return null;

  const seriesTypical = median(series.map(({ cents }) => Math.abs(cents)));
  const sign = latest.cents < 0 ? -1 : 1;
  return {
    cadence: cadence.cadence,
    transactionIds: series.map(({ id }) => id),
    averageAmount: fromCents(sign * Math.round(seriesTypical)),
    lastAmount: fromCents(latest.cents),
    lastDate: dateOfDay(latest.day),
    nextDate: nextRecurringDate({ cadence: cadence.cadence, dates: series.map(({ day }) => dateOfDay(day)) }),
    occurrences: series.length,
    priceIncreased: kind === "EXPENSE" && Math.abs(latest.cents) > seriesTypical * (1 + PRICE_RISE),
  };
}

type Dated = { id: string; cents: number; day: number };

/**
 * The charges at a new price that continue a series on its cadence after its last charge at the usual price: the
 * first may differ from the usual amount by up to half (a subscription's price rise), the next ones stay within 10 %
 * of it. Without this a rise of more than 10 % would end the series instead of flagging it.
 */
function priceChangeTail<Row extends Dated>({
  after,
  candidates,
  cadence,
}: {
  after: readonly Row[];
  candidates: readonly Row[];
  cadence: RecurringCadence;
}): Row[] {
  const typical = median(after.map(({ cents }) => Math.abs(cents)));
  const tail: Row[] = [];
  let end = after[after.length - 1]!;
  let price: number | null = null;
  for (const candidate of candidates) {
    if (candidate.day <= end.day || cadenceOfInterval(candidate.day - end.day)?.cadence !== cadence) continue;
    const amount = Math.abs(candidate.cents);
    const reference = price ?? typical;
    const allowed = price === null ? PRICE_CHANGE_LIMIT : AMOUNT_TOLERANCE;
    if (Math.abs(amount - reference) > reference * allowed) continue;
    price = amount;
    tail.push(candidate);
    end = candidate;
  }
  return tail;
}

/** The cadence an interval between two occurrences fits, if any. */
export function cadenceOfInterval(days: number): (typeof RECURRING_CADENCES)[number] | null {
  return RECURRING_CADENCES.find(({ days: nominal, tolerance }) => Math.abs(days - nominal) <= tolerance) ?? null;
}

/**
 * The date after the latest of `dates` (oldest first): a week or two later, or the next month (year) on the series'
 * day of month, clamped to that month's end. A series on the 31st that fell on Feb 28 goes back to the 31st (or 30th).
 */
export function nextRecurringDate({ cadence, dates }: { cadence: RecurringCadence; dates: readonly Date[] }): Date {
  const last = dates[dates.length - 1]!;
  if (cadence === "WEEKLY") return dateOfDay(dayNumber(last) + 7);
  if (cadence === "BIWEEKLY") return dateOfDay(dayNumber(last) + 14);

  const lastDay = last.getUTCDate();
  const atMonthEnd = lastDay === daysInMonth(last.getUTCFullYear(), last.getUTCMonth());
  const anchor = atMonthEnd ? Math.max(lastDay, ...dates.slice(-3).map((date) => date.getUTCDate())) : lastDay;
  const months = cadence === "MONTHLY" ? 1 : 12;
  const year = last.getUTCFullYear() + Math.floor((last.getUTCMonth() + months) / 12);
  const month = (last.getUTCMonth() + months) % 12;
  return new Date(Date.UTC(year, month, Math.min(anchor, daysInMonth(year, month))));
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

const dayNumber = (date: Date) => Math.floor(date.getTime() / DAY_MS);
const dateOfDay = (day: number) => new Date(day * DAY_MS);

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
