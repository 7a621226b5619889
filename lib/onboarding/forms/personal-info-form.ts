import { z } from "zod";
import { PERSONAL_INFO_MESSAGES, parseBirthday } from "@/lib/onboarding/schemas/personal-info-schema";

// Onboarding step 2, personal information (spec 000 §2.10, §7 updateCustomerPersonalInfo). Names are required (the
// server's 'Missing first name' / 'Missing last name', shown as the name-update texts of 000 §8); the rest optional.

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

export const personalInfoFormSchema = z.object({
  firstName: z.string().trim().min(1, PERSONAL_INFO_FORM_MESSAGES.firstName).max(100, PERSONAL_INFO_MESSAGES.nameTooLong),
  lastName: z.string().trim().min(1, PERSONAL_INFO_FORM_MESSAGES.lastName).max(100, PERSONAL_INFO_MESSAGES.nameTooLong),
  /** MM/DD/YYYY as the date input shows it; empty means none. */
  birthday: z
    .string()
    .trim()
    .refine((text) => text === "" || parseBirthday(text) !== null, PERSONAL_INFO_FORM_MESSAGES.birthday),
  gender: z.string(),
  race: z.string(),
  zipCode: z
    .string()
    .trim()
    .refine((text) => text === "" || /^\d{5}(-\d{4})?$/.test(text), PERSONAL_INFO_FORM_MESSAGES.zipCode),
});
export type PersonalInfoFormValues = z.input<typeof personalInfoFormSchema>;

/** "2000-01-15" (the API) -> "01/15/2000" (the screen). */
export function isoToUsDate(iso: string | null | undefined): string {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return match ? `${match[2]}/${match[3]}/${match[1]}` : "";
}
