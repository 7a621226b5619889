import { PERSONAL_INFO_MESSAGES } from "@/lib/onboarding/schemas/personal-info-rules";

// Onboarding step 2's messages, options and date format, without zod: the step needs them on first load
// (personal-info-form.ts builds the schema).

export const PERSONAL_INFO_FORM_MESSAGES = {
  firstName: "Please enter your first name.",
  lastName: "Please enter your last name.",
  birthday: PERSONAL_INFO_MESSAGES.birthday,
  zipCode: PERSONAL_INFO_MESSAGES.zipCode,
} as const;

export const GENDER_OPTIONS = ["Female", "Male", "Non-binary", "Prefer not to say"] as const;
export const RACE_OPTIONS = [
  "American Indian or Alaska Native",
  "Asian",
  "Black or African American",
  "Hispanic or Latino",
  "Native Hawaiian or Other Pacific Islander",
  "White",
  "Two or more races",
  "Prefer not to say",
] as const;

/** "2000-01-15" (the API) -> "01/15/2000" (the screen). */
export function isoToUsDate(iso: string | null | undefined): string {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return match ? `${match[2]}/${match[3]}/${match[1]}` : "";
}
