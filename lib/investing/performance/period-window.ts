// The dashboard's periods (issue 16 item 5): the last month, three months, the year to date, the last year, and
// everything since the account opened. A window is two ISO calendar days, both included; a window that would start
// before the account opened starts on its first day.

export const PERFORMANCE_PERIODS = ["1M", "3M", "YTD", "1Y", "ALL"] as const;
export type PerformancePeriod = (typeof PERFORMANCE_PERIODS)[number];

export const PERIOD_LABELS: Record<PerformancePeriod, string> = { "1M": "1M", "3M": "3M", YTD: "YTD", "1Y": "1Y", ALL: "All" };

export function isPerformancePeriod(value: unknown): value is PerformancePeriod {
  return typeof value === "string" && (PERFORMANCE_PERIODS as readonly string[]).includes(value);
}

export type PeriodWindow = { from: string; to: string };

/** `today` and `openedOn` are ISO days (YYYY-MM-DD); `openedOn` null when unknown (ALL then starts today). */
export function periodWindow({ period, today, openedOn }: { period: PerformancePeriod; today: string; openedOn: string | null }): PeriodWindow {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const start =
    period === "1M" ? monthsBefore(year, month, day, 1)
    : period === "3M" ? monthsBefore(year, month, day, 3)
    : period === "1Y" ? monthsBefore(year, month, day, 12)
    : period === "YTD" ? isoDay(year, 1, 1)
    : (openedOn ?? today);
  const from = openedOn && openedOn > start ? openedOn : start;
  return { from: from > today ? today : from, to: today };
}

/** The same day `months` months earlier, the month's last day when it has fewer days (31 March -> 28/29 February). */
function monthsBefore(year: number, month: number, day: number, months: number): string {
  const index = year * 12 + (month - 1) - months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return isoDay(targetYear, targetMonth, Math.min(day, lastDay));
}

export function isoDay(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Every ISO day from `from` to `to`, both included. */
export function daysBetween({ from, to }: PeriodWindow): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += 86_400_000) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

/** The ISO day before `day`. */
export function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}
