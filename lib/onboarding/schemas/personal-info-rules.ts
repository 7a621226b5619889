import { MAX_AGE_YEARS } from "@/lib/onboarding/birth-year-rules";

// Personal information's statuses, limits, messages and birthday rule, without zod: the onboarding steps need them
// on first load (personal-info-schema.ts builds the schema from them).

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
