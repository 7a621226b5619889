import { z } from "zod";
import { nameSchema, PERSON_NAME_MAX_LENGTH } from "@/lib/names/name-schema";

import {
  CHILD_BIRTH_YEAR_MESSAGE,
  isValidChildBirthYear,
  isValidSpouseBirthYear,
  MAX_AGE_YEARS,
  SPOUSE_BIRTH_YEAR_MESSAGE,
} from "@/lib/onboarding/birth-year-rules";

// updateCustomerPersonalInfo (spec 000 §2.10 steps 2 and 4, §4.9, §5, §7). Shared by the onboarding forms and the
// server. An omitted field is left as it is; for the optional profile fields (birthday, gender, race, zip code) null
// or an empty string clears the stored value.

export const MARITAL_STATUSES = [
  "SINGLE",
  "MARRIED",
  "CIVIL_UNION",
  "DOMESTIC_PARTNERSHIP",
  "DIVORCED",
  "SEPARATED",
  "WIDOWED",
] as const;
export type MaritalStatusValue = (typeof MARITAL_STATUSES)[number];

/** Statuses that ask for spouse data (spec 000 §2.10 step 4); any other marks an existing spouse deleted (§4.9). */
export const STATUSES_WITH_SPOUSE: readonly MaritalStatusValue[] = ["MARRIED", "CIVIL_UNION"];

export const PERSONAL_INFO_MESSAGES = {
  missingFirstName: "Missing first name",
  missingLastName: "Missing last name",
  nameTooLong: "Please enter a shorter name.",
  birthday: "Please enter a valid birthday.",
  zipCode: "Please enter a valid ZIP code.",
  children: "Please enter a number of children between 0 and 20.",
  text: "Please enter a shorter value.",
  email: "Please enter a valid email",
  childrenDataTooLong: "Please list at most 20 children at a time.",
  maritalStatus: "Please choose a marital status.",
} as const;

export const MAX_CHILDREN = 20;
const TEXT_MAX_LENGTH = 60;

const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

/** YYYY-MM-DD (what the API returns) or MM/DD/YYYY (what the screens show), a real day, not in the future. */
export function parseBirthday(text: string, today: Date = new Date()): Date | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : us
      ? [Number(us[3]), Number(us[1]), Number(us[2])]
      : [NaN, NaN, NaN];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(date.getTime()) || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (date.getTime() > today.getTime() || year <= today.getUTCFullYear() - MAX_AGE_YEARS) return null;
  return date;
}

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
