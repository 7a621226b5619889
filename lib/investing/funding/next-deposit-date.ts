import type { DepositFrequency } from "@/lib/generated/prisma/enums";

// When a recurring deposit runs next. Dates are UTC midnights (the @db.Date columns). A monthly schedule keeps the
// start's day of the month, falling back to the month's last day when the month is shorter (Jan 31 → Feb 28 → Mar 31).

const DAY_MS = 86_400_000;

export function nextDepositDate(current: Date, frequency: DepositFrequency, startsOn: Date): Date {
  if (frequency === "WEEKLY") return new Date(current.getTime() + 7 * DAY_MS);
  if (frequency === "BIWEEKLY") return new Date(current.getTime() + 14 * DAY_MS);
  const year = current.getUTCFullYear();
  const month = current.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(startsOn.getUTCDate(), lastDay)));
}
