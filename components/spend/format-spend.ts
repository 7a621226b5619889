import { formatMoney } from "@/lib/format/format-money";

const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const monthFormat = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
const shortMonthFormat = new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" });

const utc = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);

/** "Mar 1 – 31, 2025", "Dec 29, 2024 – Jan 28, 2025". */
export function formatDayRange(from: string, to: string): string {
  return dayFormat.formatRange(utc(from), utc(to));
}

export const formatMonthName = (monthStart: string) => monthFormat.format(utc(monthStart));
export const formatShortMonthName = (monthStart: string) => shortMonthFormat.format(utc(monthStart));

/** The change from `before` to `now` in words: "$20 more than", "$5.50 less than", "the same as". */
export function changeInWords(now: number, before: number): string {
  const difference = Math.round((now - before) * 100) / 100;
  if (difference === 0) return "the same as";
  return `${formatMoney(Math.abs(difference))} ${difference > 0 ? "more than" : "less than"}`;
}

export const formatShare = (share: number | null) => (share === null ? "" : `${Math.round(share * 100)}%`);
