/** Midnight UTC of the given day, the value Prisma stores in a `@db.Date` column. */
export function utcDate(year: number, monthIndex: number, day: number): Date {
  return new Date(Date.UTC(year, monthIndex, day));
}

/** Today at midnight UTC. */
export function todayUtc(now = new Date()): Date {
  return utcDate(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

/** The first day of the month `monthsFromNow` months away (0 = this month), for Budget.monthYear. */
export function firstOfMonth(monthsFromNow = 0, now = new Date()): Date {
  return utcDate(now.getUTCFullYear(), now.getUTCMonth() + monthsFromNow, 1);
}

/** The last day of the month `monthsFromNow` months away. */
export function lastOfMonth(monthsFromNow = 0, now = new Date()): Date {
  return utcDate(now.getUTCFullYear(), now.getUTCMonth() + monthsFromNow + 1, 0);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}
