import type { BudgetPeriod } from "@/lib/budgets/calendar-month-period";

// How a member's budget periods are cut (research §1c-4), as pure date arithmetic on UTC dates (midnight, one per
// day). A monthly period starts on a chosen day of the month (1 to 28, so every month has it); a pay period starts on a
// payday. A payday that falls on a Saturday or Sunday is paid the Friday before (as US payroll does), and the period
// starts on that actual pay date (docs/decisions.md, "Budget").

export type PeriodRule =
  | { kind: "MONTHLY"; monthStartDay: number }
  | { kind: "PAY_PERIOD"; cadence: "WEEKLY" | "BIWEEKLY"; anchor: Date }
  | { kind: "PAY_PERIOD"; cadence: "SEMIMONTHLY"; days: readonly [number, number] };

export const CALENDAR_MONTHS: PeriodRule = { kind: "MONTHLY", monthStartDay: 1 };

const DAY_MS = 86_400_000;

/** The UTC date (midnight) of `day`'s calendar day. */
export function utcDay(day: Date): Date {
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
}

export function addDays(day: Date, days: number): Date {
  return new Date(utcDay(day).getTime() + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: Date, to: Date): number {
  return Math.round((utcDay(to).getTime() - utcDay(from).getTime()) / DAY_MS);
}

/** Day `day` of a month, clamped to its last day (31 in February is the 28th or 29th). */
function dayOfMonth(year: number, month: number, day: number): Date {
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day, last)));
}

/** The actual pay date of a nominal payday: Saturday and Sunday are paid the Friday before. */
export function actualPayday(nominal: Date): Date {
  const weekday = nominal.getUTCDay();
  if (weekday === 6) return addDays(nominal, -1);
  if (weekday === 0) return addDays(nominal, -2);
  return utcDay(nominal);
}

/** The start of the period that contains `day`. */
function periodStartOn(rule: PeriodRule, day: Date): Date {
  const today = utcDay(day);
  if (rule.kind === "MONTHLY") {
    const year = today.getUTCFullYear();
    const month = today.getUTCMonth();
    const start = new Date(Date.UTC(year, month, rule.monthStartDay));
    return start <= today ? start : new Date(Date.UTC(year, month - 1, rule.monthStartDay));
  }
  if (rule.cadence === "SEMIMONTHLY") {
    // Adjusted paydays move at most two days earlier, so the neighbouring months hold every candidate.
    const candidates: Date[] = [];
    for (let offset = -1; offset <= 1; offset += 1) {
      const year = today.getUTCFullYear();
      const month = today.getUTCMonth() + offset;
      for (const payday of rule.days) candidates.push(actualPayday(dayOfMonth(year, month, payday)));
    }
    return candidates.filter((payday) => payday <= today).reduce((latest, payday) => (payday > latest ? payday : latest));
  }
  const step = rule.cadence === "WEEKLY" ? 7 : 14;
  const index = Math.floor(daysBetween(rule.anchor, today) / step);
  const next = actualPayday(addDays(rule.anchor, (index + 1) * step));
  if (next <= today) return next;
  // A payday is never paid after its nominal day, so this one has come.
  return actualPayday(addDays(rule.anchor, index * step));
}

/** The period (first and last day, inclusive) that contains `day`. */
export function periodContaining(rule: PeriodRule, day: Date): BudgetPeriod {
  const start = periodStartOn(rule, day);
  const end = addDays(nextStartAfter(rule, start), -1);
  return { start, end };
}

/** The first period start after `start` (itself a period start). */
function nextStartAfter(rule: PeriodRule, start: Date): Date {
  if (rule.kind === "MONTHLY") {
    return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, rule.monthStartDay));
  }
  if (rule.cadence === "SEMIMONTHLY") {
    const candidates: Date[] = [];
    for (let offset = 0; offset <= 2; offset += 1) {
      for (const payday of rule.days) {
        candidates.push(actualPayday(dayOfMonth(start.getUTCFullYear(), start.getUTCMonth() + offset, payday)));
      }
    }
    return candidates.filter((payday) => payday > start).reduce((earliest, payday) => (payday < earliest ? payday : earliest));
  }
  // A start is its nominal payday or up to two days before it.
  const step = rule.cadence === "WEEKLY" ? 7 : 14;
  const index = Math.round(daysBetween(rule.anchor, start) / step);
  return actualPayday(addDays(rule.anchor, (index + 1) * step));
}

export function nextPeriod(rule: PeriodRule, period: BudgetPeriod): BudgetPeriod {
  return periodContaining(rule, addDays(period.end, 1));
}

export function previousPeriod(rule: PeriodRule, period: BudgetPeriod): BudgetPeriod {
  return periodContaining(rule, addDays(period.start, -1));
}

/** Every period that overlaps the days from `from` through `through`, oldest first. */
export function periodsBetween(rule: PeriodRule, from: Date, through: Date): BudgetPeriod[] {
  const periods: BudgetPeriod[] = [];
  if (utcDay(through) < utcDay(from)) return periods;
  let period = periodContaining(rule, from);
  while (period.start <= utcDay(through)) {
    periods.push(period);
    period = nextPeriod(rule, period);
  }
  return periods;
}

/** The `count` periods that end with the one containing `day`, oldest first. */
export function periodsEndingWith(rule: PeriodRule, day: Date, count: number): BudgetPeriod[] {
  const periods = [periodContaining(rule, day)];
  while (periods.length < count) periods.unshift(previousPeriod(rule, periods[0]!));
  return periods;
}

/** How many periods a year has: what a yearly (non-monthly) amount is divided by. */
export function periodsPerYear(rule: PeriodRule): number {
  if (rule.kind === "MONTHLY") return 12;
  return { WEEKLY: 52, BIWEEKLY: 26, SEMIMONTHLY: 24 }[rule.cadence];
}

/** Days of the period from `day` (included) to its end; the whole period before it starts, 0 after it ends. */
export function daysLeftInPeriod(period: BudgetPeriod, day: Date): number {
  const today = utcDay(day);
  if (today > period.end) return 0;
  const from = today < period.start ? period.start : today;
  return daysBetween(from, period.end) + 1;
}
