/** What the employee-count field holds: nothing yet, something that is not a count, or a count. */
export type EmployeeCountInput = { kind: "empty" } | { kind: "invalid" } | { kind: "count"; value: number };

/**
 * Reads the field's text. A number input gives "" for text that is not a number, so "empty" also covers "abc";
 * negative numbers and fractions are refused (min 0, whole employees).
 */
export function parseEmployeeCount(text: string): EmployeeCountInput {
  const trimmed = text.trim();
  if (trimmed === "") return { kind: "empty" };
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value < 0 || !Number.isInteger(value)) return { kind: "invalid" };
  return { kind: "count", value };
}

/** The query parameter that carries a count from the landing page's calculator to /pricing (?employees=250). */
export const EMPLOYEES_QUERY_PARAM = "employees";

/** Where 'Pricing details' goes: /pricing with the count, when the field holds one. */
export function pricingDetailsHref(pricingPath: string, input: EmployeeCountInput): string {
  return input.kind === "count" ? `${pricingPath}?${EMPLOYEES_QUERY_PARAM}=${input.value}` : pricingPath;
}

/**
 * The count in a page address's query (`location.search`), or null when it is missing or not a whole number of
 * employees; the calculator then keeps its default. Digits only, at most 9: "1e3", "-5" or "12.5" are ignored.
 */
export function employeeCountFromQuery(search: string): number | null {
  const text = new URLSearchParams(search).get(EMPLOYEES_QUERY_PARAM)?.trim() ?? "";
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}
