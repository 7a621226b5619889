/** A budget period's first and last day (both inclusive, UTC dates). */
export type BudgetPeriod = { start: Date; end: Date };

/** The calendar month that starts on `monthYear` (the first of a month): the period of a member budgeting from the 1st. */
export function calendarMonthPeriod(monthYear: Date): BudgetPeriod {
  const start = new Date(Date.UTC(monthYear.getUTCFullYear(), monthYear.getUTCMonth(), 1));
  const end = new Date(Date.UTC(monthYear.getUTCFullYear(), monthYear.getUTCMonth() + 1, 0));
  return { start, end };
}
