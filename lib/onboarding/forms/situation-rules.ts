import { CHILD_BIRTH_YEAR_MESSAGE, SPOUSE_BIRTH_YEAR_MESSAGE } from "@/lib/onboarding/birth-year-rules";
import { MARITAL_STATUSES, PERSONAL_INFO_MESSAGES, STATUSES_WITH_SPOUSE } from "@/lib/onboarding/schemas/personal-info-rules";
import type { ChildEntry } from "./situation-form";

// Onboarding step 4's messages, marital status names and child entry helpers, without zod: the step needs them on
// first load (situation-form.ts builds the schema).

export const SITUATION_MESSAGES = {
  housing: "Please enter your monthly rent or mortgage.",
  maritalStatus: PERSONAL_INFO_MESSAGES.maritalStatus,
  children: PERSONAL_INFO_MESSAGES.children,
  spouseBirthYear: SPOUSE_BIRTH_YEAR_MESSAGE,
  childBirthYear: CHILD_BIRTH_YEAR_MESSAGE,
  email: PERSONAL_INFO_MESSAGES.email,
} as const;

export const MARITAL_STATUS_LABELS: Record<(typeof MARITAL_STATUSES)[number], string> = {
  SINGLE: "Single",
  MARRIED: "Married",
  CIVIL_UNION: "Civil union",
  DOMESTIC_PARTNERSHIP: "Domestic partnership",
  DIVORCED: "Divorced",
  SEPARATED: "Separated",
  WIDOWED: "Widowed",
};

export function asksForSpouse(status: string): boolean {
  return (STATUSES_WITH_SPOUSE as readonly string[]).includes(status);
}

/**
 * The child entries for a new count: entries already typed are kept (the spec's "replace all with empty entries"
 * would throw them away, a defect), extra empty ones are added, and a smaller count drops entries from the end.
 */
export function resizeChildEntries(entries: ChildEntry[], count: number): ChildEntry[] {
  if (count <= entries.length) return entries.slice(0, count);
  const added = Array.from({ length: count - entries.length }, () => ({ id: "", firstName: "", birthYear: "" }));
  return [...entries, ...added];
}

/** childrenData for updateCustomerPersonalInfo: kept entries, and stored children no longer listed marked deleted. */
export function childrenDataFor(entries: ChildEntry[], storedIds: string[]) {
  const kept = entries.map((entry) => ({
    ...(entry.id ? { id: entry.id } : {}),
    firstName: entry.firstName.trim() || null,
    birthYear: entry.birthYear.trim() ? Number(entry.birthYear) : null,
  }));
  const listed = new Set(entries.map((entry) => entry.id).filter(Boolean));
  const deleted = storedIds.filter((id) => !listed.has(id)).map((id) => ({ id, isDeleted: true }));
  return [...kept, ...deleted];
}
