import type { Disclosures, EmploymentStatus } from "./registration-schemas";

// The wizard's field rules (spec 002 §5, §9), shared by its forms and by the server, which checks them again.

export const NAME_MESSAGE = "Name cannot contain special characters or numbers";
export const AGE_MESSAGE = "You must be 18 years or older to create an investment account.";
export const BIRTHDAY_MESSAGE = "Enter a date as MM/DD/YYYY.";
export const PHONE_MESSAGE = "Enter a 10-digit phone number.";
export const SSN_MESSAGE = "Enter the 9 digits of your Social Security number.";
export const CITIZEN_MESSAGE = "You must be a U.S. citizen to open an account.";
export const TRUSTED_CONTACT_NAME_MESSAGE = "Full name is required and cannot contain special characters or numbers.";
export const TRUSTED_CONTACT_EMAIL_MESSAGE = "Invalid email address.";
export const TRUSTED_CONTACT_PHONE_MESSAGE = "Please enter a valid phone number.";
export const RECOVERY_EMAIL_MESSAGE = "Enter a valid email address.";

export const MIN_AGE_YEARS = 18;
export const MAX_AGE_YEARS = 120;
export const PHONE_FORMATTED_LENGTH = 14;
export const SSN_FORMATTED_LENGTH = 11;
export const MAX_INTERESTED_PARTIES = 10;
export const PHONE_CHECK_DEBOUNCE_MS = 500;
export const ROLLOVER_NICKNAME_PREFIX = "Rollover - ";

/** Letters, hyphen and apostrophe (and spaces between words), after trimming. */
export const NAME_PATTERN = /^[A-Za-z]+(?:[ '-][A-Za-z]+)*$/;
/** Two words separated by one space (the trusted contact's full name). */
export const FULL_NAME_PATTERN = /^[A-Za-z'-]+ [A-Za-z'-]+$/;
export const BIRTHDAY_PATTERN = /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/(\d{4})$/;
/** "(512) 555 0142", the phone mask's shape. */
export const FORMATTED_PHONE_PATTERN = /^\(\d{3}\) \d{3} \d{4}$/;
export const FORMATTED_SSN_PATTERN = /^\d{3}-\d{2}-\d{4}$/;

/** MM/DD/YYYY to a calendar date, or null when the text is not a real date (strict: 02/30 is refused). */
export function parseBirthday(text: string): { year: number; month: number; day: number } | null {
  const match = BIRTHDAY_PATTERN.exec(text);
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Whole years between a birth date and today (UTC). */
export function ageInYears(birth: { year: number; month: number; day: number }, today = new Date()): number {
  const years = today.getUTCFullYear() - birth.year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < birth.month || (today.getUTCMonth() + 1 === birth.month && today.getUTCDate() < birth.day);
  return beforeBirthday ? years - 1 : years;
}

/** Spec 002 §5: strictly over 18 and strictly under 120 (an 18th birthday today is not enough). */
export function isAllowedBirthday(text: string, today = new Date()): boolean {
  const birth = parseBirthday(text);
  if (!birth) return false;
  const age = ageInYears(birth, today);
  const turnsEighteenToday =
    age === MIN_AGE_YEARS && today.getUTCMonth() + 1 === birth.month && today.getUTCDate() === birth.day;
  return age >= MIN_AGE_YEARS && !turnsEighteenToday && age < MAX_AGE_YEARS;
}

/** Broker-dealer names keep letters, digits, spaces and the punctuation of firm names; the rest is stripped (§5). */
export function stripSpecialCharacters(name: string): string {
  return name.replace(/[^A-Za-z0-9 .,&'-]/g, "");
}

/** 'Rollover - MM/DD/YYYY' (spec 002 §4), in the member's calendar day as the browser sees it. */
export function rolloverNickname(today: Date): string {
  const mm = String(today.getMonth() + 1).padStart(2, "0");
  const dd = String(today.getDate()).padStart(2, "0");
  return `${ROLLOVER_NICKNAME_PREFIX}${mm}/${dd}/${today.getFullYear()}`;
}

export const CONTACT_METHODS = ["emailAddress", "phoneNumber", "mailingAddress"] as const;

/** Occupation and employer are asked only of the employed and the self-employed (002 §3). */
export function asksForEmployer(status: EmploymentStatus | null | undefined): boolean {
  return status === "EMPLOYED" || status === "SELF_EMPLOYED";
}

/** 002 §5: 'None of these apply', or at least one disclosure, each of the four named ones with names and no blank. */
export function isValidDisclosures(value: Disclosures): boolean {
  if (value.noDisclosures) return true;
  const chosen = [
    value.hasControlCompanies,
    value.hasAssociationFinra,
    value.hasAssociationApex,
    value.hasAssociationCustodian,
    value.hasPoliticalExposureOrg,
    value.hasPoliticalExposureFamily,
  ].some(Boolean);
  const filled = (on: boolean, list: string[]) => !on || (list.length > 0 && list.every((entry) => entry.trim() !== ""));
  return (
    chosen &&
    filled(value.hasPoliticalExposureFamily, value.exposedFamilyMembers) &&
    filled(value.hasControlCompanies, value.controlCompanies) &&
    filled(value.hasPoliticalExposureOrg, value.exposedOrgs) &&
    filled(value.hasAssociationFinra, value.brokerDealers)
  );
}

/** 002 §2: the 3210 letter and interested parties are asked of members associated with a broker or the clearing firm. */
export function needsLetter3210(disclosures: Partial<Disclosures> | undefined): boolean {
  return !!disclosures && !disclosures.noDisclosures && !!(disclosures.hasAssociationFinra || disclosures.hasAssociationApex);
}
