const monthFormat = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** "March 2027" from a YYYY-MM-DD first day of a month. */
export const formatPayoffMonth = (isoDay: string) => monthFormat.format(new Date(`${isoDay}T00:00:00Z`));

/** "2 years and 3 months", "5 months", "1 year". */
export function formatDuration(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const part = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;
  if (years === 0) return part(rest, "month");
  if (rest === 0) return part(years, "year");
  return `${part(years, "year")} and ${part(rest, "month")}`;
}
