import {
  ClearingFirmError,
  type AccountInput,
  type CalendarDate,
  type InterestedPartyInput,
  type LegalNaturalPersonInput,
  type PostalAddress,
} from "./types";
import {
  ACCOUNT_TYPES,
  DELIVERY_PREFERENCES,
  EMPLOYMENT_STATUSES,
  INVESTMENT_OBJECTIVES,
  RANGES_USD,
  TAX_FILING_STATUSES,
  US_STATE_CODES,
} from "./clearing-firm-enums";

// What the built-in sandbox refuses, as a clearing firm refuses it: each rule names the field, and nothing in a
// message ever repeats the value (an SSN must not reach a log through an error).

const STATE_CODES: ReadonlySet<string> = new Set(US_STATE_CODES);
const RANGES = RANGES_USD;


const NAME = /^\p{L}[\p{L}\p{M}'’\- ]*$/u;
const ZIP = /^\d{5}(-?\d{4})?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** +1 and a ten-digit North American number, as the wizard sends it (002 §5). */
const PHONE = /^\+1[2-9]\d{2}[2-9]\d{6}$/;
const PO_BOX = /\b(p\.?\s*o\.?\s*box|post\s+office\s+box)\b/i;

export const MINIMUM_AGE = 18;
const MAXIMUM_AGE = 120;

function refuse(field: string, message: string): never {
  throw new ClearingFirmError("INVALID_REQUEST", message, field);
}

function check(condition: boolean, field: string, message: string): void {
  if (!condition) refuse(field, message);
}

function oneOf(value: unknown, allowed: readonly string[], field: string): void {
  check(typeof value === "string" && allowed.includes(value), field, `${field} is not one of the accepted values.`);
}

function text(value: unknown, field: string, maxLength: number): void {
  check(typeof value === "string" && value.trim().length > 0, field, `${field} is required.`);
  check((value as string).length <= maxLength, field, `${field} is longer than ${maxLength} characters.`);
}

function personName(value: unknown, field: string): void {
  text(value, field, 50);
  check(NAME.test((value as string).trim()), field, `${field} may contain only letters, hyphens, apostrophes and spaces.`);
}

/** An SSN the Social Security Administration could have issued: never area 000, 666 or 9xx, group 00, serial 0000. */
export function isPossibleSsn(taxId: string): boolean {
  if (!/^\d{9}$/.test(taxId)) return false;
  const area = taxId.slice(0, 3);
  return area !== "000" && area !== "666" && area[0] !== "9" && taxId.slice(3, 5) !== "00" && taxId.slice(5) !== "0000";
}

/** Whole years from the birth date to `today` (UTC), or null when the date does not exist. */
export function ageOn(birthDate: CalendarDate, today: Date): number | null {
  const { year, month, day } = birthDate;
  if (![year, month, day].every(Number.isInteger)) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

export function validateAddress(address: PostalAddress | undefined, field: string, { residential }: { residential: boolean }): void {
  check(typeof address === "object" && address !== null, field, `${field} is required.`);
  const lines = address!.addressLines;
  check(Array.isArray(lines) && lines.length >= 1 && lines.length <= 3, `${field}.addressLines`, "An address has one to three lines.");
  lines.forEach((line) => text(line, `${field}.addressLines`, 100));
  if (residential) {
    check(!lines.some((line) => PO_BOX.test(line)), `${field}.addressLines`, "A residential address cannot be a P.O. box.");
  }
  text(address!.locality, `${field}.locality`, 100);
  check(STATE_CODES.has(address!.administrativeArea), `${field}.administrativeArea`, "The state must be a US state, DC or territory code.");
  check(address!.regionCode === "US", `${field}.regionCode`, "Only US addresses are accepted.");
  check(typeof address!.postalCode === "string" && ZIP.test(address!.postalCode), `${field}.postalCode`, "The ZIP code must have 5 or 9 digits.");
}

function validateEmail(value: unknown, field: string): void {
  check(typeof value === "string" && value.length <= 254 && EMAIL.test(value), field, `${field} is not an email address.`);
}

function validatePhone(value: unknown, field: string): void {
  check(typeof value === "string" && PHONE.test(value), field, `${field} must be +1 and a ten-digit US number.`);
}

export function validatePerson(person: LegalNaturalPersonInput, today: Date): void {
  personName(person.givenName, "givenName");
  personName(person.familyName, "familyName");
  const age = ageOn(person.birthDate ?? ({} as CalendarDate), today);
  check(age !== null && age >= 0, "birthDate", "The birth date is not a valid date.");
  check(age! >= MINIMUM_AGE, "birthDate", `The account holder must be at least ${MINIMUM_AGE} years old.`);
  check(age! < MAXIMUM_AGE, "birthDate", "The birth date is too far in the past.");
  check(
    Array.isArray(person.citizenshipCountries) && person.citizenshipCountries.length === 1 && person.citizenshipCountries[0] === "US",
    "citizenshipCountries",
    "Only US citizens can open an account.",
  );
  check(person.taxIdType === "SSN", "taxIdType", "The tax id must be an SSN.");
  check(typeof person.taxId === "string" && isPossibleSsn(person.taxId), "taxId", "The SSN is not a valid Social Security number.");
  validateAddress(person.personalAddress, "personalAddress", { residential: true });
  oneOf(person.employment?.employmentStatus, EMPLOYMENT_STATUSES, "employment.employmentStatus");
  if (["EMPLOYED", "SELF_EMPLOYED"].includes(person.employment.employmentStatus)) {
    text(person.employment.occupation, "employment.occupation", 100);
  }
  // The employer is optional: absent, null or blank all mean none.
  const employer = person.employment.employer as string | null | undefined;
  if (typeof employer === "string" && employer.trim() !== "") text(employer, "employment.employer", 100);
  oneOf(person.recentTaxFilingStatus, TAX_FILING_STATUSES, "recentTaxFilingStatus");
  const disclosures = person.disclosures;
  if (disclosures) {
    for (const key of ["controlPersonCompanySymbols", "politicallyExposedOrganization", "finraAssociatedEntity", "politicallyExposedImmediateFamilyNames"] as const) {
      const list = disclosures[key];
      check(Array.isArray(list) && list.every((entry) => typeof entry === "string" && entry.trim() !== ""), `disclosures.${key}`, "A disclosure list cannot hold blank entries.");
    }
    check(typeof disclosures.correspondentEmployee === "boolean", "disclosures.correspondentEmployee", "correspondentEmployee must be true or false.");
  }
}

export function validateAccount(account: AccountInput): void {
  text(account.lnpId, "lnpId", 100);
  oneOf(account.accountType, ACCOUNT_TYPES, "accountType");
  oneOf(account.investmentProfile?.investmentObjective, INVESTMENT_OBJECTIVES, "investmentProfile.investmentObjective");
  oneOf(account.investmentProfile.annualIncomeRangeUsd, RANGES, "investmentProfile.annualIncomeRangeUsd");
  oneOf(account.investmentProfile.totalNetWorthRangeUsd, RANGES, "investmentProfile.totalNetWorthRangeUsd");
  text(account.enrollmentType, "enrollmentType", 50);
  validateEmail(account.party?.emailAddress, "party.emailAddress");
  validatePhone(account.party.phoneNumber, "party.phoneNumber");
  validateAddress(account.party.mailingAddress, "party.mailingAddress", { residential: false });
  const contact = account.trustedContact;
  if (contact) {
    personName(contact.givenName, "trustedContact.givenName");
    personName(contact.familyName, "trustedContact.familyName");
    check(
      contact.emailAddress !== undefined || contact.phoneNumber !== undefined || contact.mailingAddress !== undefined,
      "trustedContact",
      "A trusted contact needs an email address, a phone number or a mailing address.",
    );
    if (contact.emailAddress !== undefined) validateEmail(contact.emailAddress, "trustedContact.emailAddress");
    if (contact.phoneNumber !== undefined) validatePhone(contact.phoneNumber, "trustedContact.phoneNumber");
    if (contact.mailingAddress !== undefined) validateAddress(contact.mailingAddress, "trustedContact.mailingAddress", { residential: false });
  }
}

export function validateInterestedParty(party: InterestedPartyInput): void {
  text(party.recipient, "recipient", 100);
  validateAddress(party.mailingAddress, "mailingAddress", { residential: false });
  if (party.statementDeliveryPreference !== undefined) {
    oneOf(party.statementDeliveryPreference, DELIVERY_PREFERENCES, "statementDeliveryPreference");
  }
  if (party.tradeConfirmationDeliveryPreference !== undefined) {
    oneOf(party.tradeConfirmationDeliveryPreference, DELIVERY_PREFERENCES, "tradeConfirmationDeliveryPreference");
  }
}

export function validateDeliveryEmail(emailAddress: string): void {
  validateEmail(emailAddress, "emailAddress");
}
