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
