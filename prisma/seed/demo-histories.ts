import { Prisma } from "@/lib/generated/prisma/client";

import { addDays, firstOfMonth, lastOfMonth, todayUtc } from "./dates";
import type { WorthPoint } from "./factories/finance";

/**
 * About a year of worth history ending today at the given totals: one point at the end of each of the last twelve
 * months, then one a day for the current month, so both the monthly and the daily-by-month charts have data.
 * Assets climb and liabilities fall towards today with a small deterministic wobble (same data on every run).
 */
export function demoWorthPoints({
  assetsToday,
  liabilitiesToday,
  assetsYearAgo,
  liabilitiesYearAgo,
  now = new Date(),
}: {
  assetsToday: string;
  liabilitiesToday: string;
  assetsYearAgo: string;
  liabilitiesYearAgo: string;
  now?: Date;
}): WorthPoint[] {
  const today = todayUtc(now);
  const dates: Date[] = [];
  for (let month = -12; month <= -1; month += 1) dates.push(lastOfMonth(month, now));
  for (let day = firstOfMonth(0, now); day <= today; day = addDays(day, 1)) dates.push(day);

  const start = today.getTime() - 365 * 86_400_000;
  const span = today.getTime() - start;
  const along = (date: Date) => Math.min(1, Math.max(0, (date.getTime() - start) / span));
  // Deterministic wobble in [-1, 1]; the last point gets none so it equals today's totals exactly.
  const wobble = (index: number) => (index === dates.length - 1 ? 0 : Math.sin(index * 1.7) * 0.5 + Math.sin(index * 0.37) * 0.5);

  const series = (from: string, to: string, wobbleCents: number) => {
    const start = new Prisma.Decimal(from);
    const change = new Prisma.Decimal(to).minus(start);
    return (date: Date, index: number) =>
      start
        .plus(change.mul(along(date).toFixed(6)))
        .plus(new Prisma.Decimal(Math.round(wobble(index) * wobbleCents)).div(100))
        .toDecimalPlaces(2);
  };
  const assets = series(assetsYearAgo, assetsToday, 90_000);
  const liabilities = series(liabilitiesYearAgo, liabilitiesToday, 25_000);

  return dates.map((date, index) => ({
    date,
    assets: assets(date, index),
    liabilities: liabilities(date, index),
  }));
}
