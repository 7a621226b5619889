import { z } from "zod";
import {
  CHILD_BIRTH_YEAR_MESSAGE,
  isValidChildBirthYear,
  isValidSpouseBirthYear,
  SPOUSE_BIRTH_YEAR_MESSAGE,
} from "@/lib/onboarding/birth-year-rules";
import {
  MARITAL_STATUSES,
  MAX_CHILDREN,
  PERSONAL_INFO_MESSAGES,
  STATUSES_WITH_SPOUSE,
} from "@/lib/onboarding/schemas/personal-info-schema";
import { stripTypedAmount } from "./strip-typed";

// Onboarding step 4 "What's your current situation?" (spec 000 §2.10, §4.9, §5). Values are kept as typed text and
// read here. Zero children is valid (the spec's "empty or zero" disables Next for every member without children: a
// defect, docs/decisions/onboarding-ui.md).

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

const optionalYear = (isValid: (year: number) => boolean, message: string) =>
  z
    .string()
    .trim()
    .refine((text) => text === "" || (/^\d{4}$/.test(text) && isValid(Number(text))), message);

export const childEntrySchema = z.object({
  /** The stored child (familyMembers id); "" for one added here. */
  id: z.string(),
  firstName: z.string().trim().max(100, PERSONAL_INFO_MESSAGES.nameTooLong),
  birthYear: optionalYear((year) => isValidChildBirthYear(year), CHILD_BIRTH_YEAR_MESSAGE),
});
export type ChildEntry = z.input<typeof childEntrySchema>;

export const situationFormSchema = z
  .object({
    housing: z
      .string()
      .transform(stripTypedAmount)
      .refine((text) => text !== "" && Number.isFinite(Number(text)) && Number(text) >= 0, SITUATION_MESSAGES.housing),
    maritalStatus: z.string().refine((value) => (MARITAL_STATUSES as readonly string[]).includes(value), SITUATION_MESSAGES.maritalStatus),
    children: z
      .string()
      .trim()
      .refine((text) => /^\d{1,2}$/.test(text) && Number(text) <= MAX_CHILDREN, SITUATION_MESSAGES.children),
    spouse: z.object({
      firstName: z.string().trim().max(100, PERSONAL_INFO_MESSAGES.nameTooLong),
      birthYear: optionalYear((year) => isValidSpouseBirthYear(year), SPOUSE_BIRTH_YEAR_MESSAGE),
      email: z
        .string()
        .trim()
        .refine((text) => text === "" || z.email().safeParse(text).success, SITUATION_MESSAGES.email),
    }),
    childEntries: z.array(childEntrySchema),
  })
  // Spouse fields are checked only when the status asks for a spouse (they are hidden otherwise).
  .transform((values) => (asksForSpouse(values.maritalStatus) ? values : { ...values, spouse: { firstName: "", birthYear: "", email: "" } }));
export type SituationFormValues = z.input<typeof situationFormSchema>;

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
