import { z } from "zod";
import { nameSchema, PERSON_NAME_MAX_LENGTH } from "@/lib/names/name-schema";
import {
  CHILD_BIRTH_YEAR_MESSAGE,
  isValidChildBirthYear,
  isValidSpouseBirthYear,
  SPOUSE_BIRTH_YEAR_MESSAGE,
} from "@/lib/onboarding/birth-year-rules";
import { MARITAL_STATUSES, PERSONAL_INFO_MESSAGES, MAX_CHILDREN, parseBirthday } from "./personal-info-rules";

// updateCustomerPersonalInfo (spec 000 §2.10 steps 2 and 4, §4.9, §5, §7). Shared by the onboarding forms and the
// server. An omitted field is left as it is; for the optional profile fields (birthday, gender, race, zip code) null
// or an empty string clears the stored value.

export * from "./personal-info-rules";

const TEXT_MAX_LENGTH = 60;

const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

const requiredName = (missing: string) =>
  nameSchema({ max: PERSON_NAME_MAX_LENGTH, missing, tooLong: PERSONAL_INFO_MESSAGES.nameTooLong });

const optionalText = z.preprocess(
  blankToNull,
  z.string().trim().max(TEXT_MAX_LENGTH, PERSONAL_INFO_MESSAGES.text).nullable().optional(),
);

const optionalName = z.preprocess(
  blankToNull,
  nameSchema({ max: PERSON_NAME_MAX_LENGTH, tooLong: PERSONAL_INFO_MESSAGES.nameTooLong })
    .transform((name) => name || null)
    .nullable()
    .optional(),
);

const optionalEmail = z.preprocess(
  blankToNull,
  z.string().trim().toLowerCase().pipe(z.email(PERSONAL_INFO_MESSAGES.email)).nullable().optional(),
);

export const spouseDataSchema = z.object({
  firstName: optionalName,
  birthYear: z
    .number()
    .refine((year) => isValidSpouseBirthYear(year), SPOUSE_BIRTH_YEAR_MESSAGE)
    .nullable()
    .optional(),
  email: optionalEmail,
});
export type SpouseData = z.output<typeof spouseDataSchema>;

export const childDataSchema = z.object({
  /** An existing child entry (from the customer's familyMembers); absent for a new one. */
  id: z.string().min(1).max(64).nullable().optional(),
  firstName: optionalName,
  birthYear: z
    .number()
    .refine((year) => isValidChildBirthYear(year), CHILD_BIRTH_YEAR_MESSAGE)
    .nullable()
    .optional(),
  gender: optionalText,
  isDeleted: z.boolean().nullable().optional(),
});
export type ChildData = z.output<typeof childDataSchema>;

export const personalInfoSchema = z.object({
  firstName: requiredName(PERSONAL_INFO_MESSAGES.missingFirstName).nullable().optional(),
  lastName: requiredName(PERSONAL_INFO_MESSAGES.missingLastName).nullable().optional(),
  birthday: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .transform((text, context) => {
        const date = parseBirthday(text);
        if (!date) context.addIssue({ code: "custom", message: PERSONAL_INFO_MESSAGES.birthday });
        return date ?? z.NEVER;
      })
      .nullable()
      .optional(),
  ),
  gender: optionalText,
  race: optionalText,
  zipCode: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, PERSONAL_INFO_MESSAGES.zipCode)
      .nullable()
      .optional(),
  ),
  maritalStatus: z.enum(MARITAL_STATUSES, PERSONAL_INFO_MESSAGES.maritalStatus).nullable().optional(),
  // Zero children is valid although the spec's step 4 disables Next on zero (docs/decisions/onboarding-data.md).
  children: z
    .number()
    .int(PERSONAL_INFO_MESSAGES.children)
    .min(0, PERSONAL_INFO_MESSAGES.children)
    .max(MAX_CHILDREN, PERSONAL_INFO_MESSAGES.children)
    .nullable()
    .optional(),
  spouseData: spouseDataSchema.nullable().optional(),
  // Old entries come back marked deleted when the count changes (spec 000 §4.9), hence room for twice the maximum.
  childrenData: z
    .array(childDataSchema)
    .max(MAX_CHILDREN * 2, PERSONAL_INFO_MESSAGES.childrenDataTooLong)
    .nullable()
    .optional(),
});
export type PersonalInfoInput = z.input<typeof personalInfoSchema>;
export type PersonalInfo = z.output<typeof personalInfoSchema>;
