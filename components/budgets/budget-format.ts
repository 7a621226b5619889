import { formatMoney } from "@/lib/format/format-money";

const dayMonth = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", timeZone: "UTC" });
const dayMonthYear = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
const shortDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

const date = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** A period in words: "November 1 – November 30, 2026"; both years when it spans two. */
export function periodInWords(start: string, end: string): string {
  const [from, to] = [date(start), date(end)];
  if (from.getUTCFullYear() !== to.getUTCFullYear()) return `${dayMonthYear.format(from)} – ${dayMonthYear.format(to)}`;
  return `${dayMonth.format(from)} – ${dayMonthYear.format(to)}`;
}

/** "Nov 14 – Nov 27": a period on a chart axis or in a table. */
export function shortPeriod(start: string, end: string): string {
  return `${shortDay.format(date(start))} – ${shortDay.format(date(end))}`;
}

export function dayInWords(iso: string): string {
  return dayMonthYear.format(date(iso));
}

export function shortDate(iso: string): string {
  return shortDay.format(date(iso));
}

export const money = (value: number) => formatMoney(value);

export const GROUP_LABELS: Record<string, { title: string; description: string }> = {
  BILLS: { title: "Bills", description: "Fixed costs that come every period." },
  FLEXIBLE: { title: "Flexible", description: "Everyday spending you can adjust." },
  NON_MONTHLY: { title: "Non-monthly", description: "Yearly or occasional costs, set aside a little each period." },
  GOALS: { title: "Goals", description: "What you put towards your goals." },
};

export const ROLLOVER_LABELS: Record<string, string> = {
  OFF: "No rollover",
  SURPLUS: "Roll over what's left",
  SURPLUS_AND_DEFICIT: "Roll over what's left or overspent",
};

/** Bar and text colours per state; the state is always also written out. */
export const STATE_STYLES: Record<string, { bar: string; text: string }> = {
  ON_TRACK: { bar: "bg-brand-600", text: "text-brand-700" },
  CLOSE: { bar: "bg-warning-700", text: "text-warning-700" },
  OVER: { bar: "bg-danger-600", text: "text-danger-700" },
};
