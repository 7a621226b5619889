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
} from "@/lib/onboarding/schemas/personal-info-rules";
import { stripTypedAmount } from "./strip-typed";
import { SITUATION_MESSAGES, asksForSpouse } from "./situation-rules";

// Onboarding step 4 "What's your current situation?" (spec 000 §2.10, §4.9, §5). Values are kept as typed text and
// read here. Zero children is valid (the spec's "empty or zero" disables Next for every member without children: a
// defect, docs/decisions/onboarding-ui.md).

export * from "./situation-rules";

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
