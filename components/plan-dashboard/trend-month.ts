export type TrendMonth = { month: string; newMembers: number | null; activeMembers: number | null };

const monthFormat = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });

/** "2026-11" → "Nov 2026". */
export function formatTrendMonth(month: string): string {
  return monthFormat.format(new Date(`${month}-01T00:00:00Z`));
}
