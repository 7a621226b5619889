import { z } from "zod";
import { PERSONAL_INFO_MESSAGES, parseBirthday } from "@/lib/onboarding/schemas/personal-info-rules";
import { PERSONAL_INFO_FORM_MESSAGES } from "./personal-info-options";

// Onboarding step 2, personal information (spec 000 §2.10, §7 updateCustomerPersonalInfo). Names are required (the
// server's 'Missing first name' / 'Missing last name', shown as the name-update texts of 000 §8); the rest optional.

export * from "./personal-info-options";

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
