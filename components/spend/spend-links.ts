import type { SpendingPeriodPreset } from "@/lib/spending/spending-periods";

// The /spend URL (?period=last-month, or ?from=&to=) and the /transactions filter URLs every bar and row links to
// (the /transactions URL contract: q, category, from, to, type; a primary category includes its subcategories).

export const PERIOD_PARAMS: Record<string, SpendingPeriodPreset> = {
  "this-month": "THIS_MONTH",
  "last-month": "LAST_MONTH",
  "last-3-months": "LAST_3_MONTHS",
  "this-year": "THIS_YEAR",
};

export const PRESET_PARAMS = Object.fromEntries(
  Object.entries(PERIOD_PARAMS).map(([param, preset]) => [preset, param]),
) as Record<SpendingPeriodPreset, string>;

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The period the page was asked for: a custom from/to when both are given, else a preset (this month by default). */
export function periodFromSearchParams(params: SearchParams): { preset?: SpendingPeriodPreset; from?: string; to?: string } {
  const from = first(params.from);
  const to = first(params.to);
  if (from && to) return { from, to };
  return { preset: PERIOD_PARAMS[first(params.period) ?? ""] ?? "THIS_MONTH" };
}

export function transactionsHref(filter: {
  category?: string;
  q?: string;
  from: string;
  to: string;
  type?: "expense" | "income";
}): string {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.category) params.set("category", filter.category);
  params.set("from", filter.from);
  params.set("to", filter.to);
  if (filter.type) params.set("type", filter.type);
  return `/transactions?${params.toString()}`;
}

/** The last day of the month starting on `monthStart` (YYYY-MM-DD). */
export function monthEnd(monthStart: string): string {
  const [year, month] = monthStart.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}
