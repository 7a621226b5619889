import { z } from "zod";
import {
  ACCOUNT_TYPES,
  EMPLOYMENT_STATUSES,
  INVESTMENT_OBJECTIVES,
  RANGES_USD,
  TAX_FILING_STATUSES,
  US_STATE_CODES,
} from "@/lib/integrations/clearing-firm/clearing-firm-enums";
import {
  AGE_MESSAGE,
  BIRTHDAY_MESSAGE,
  CITIZEN_MESSAGE,
  FORMATTED_PHONE_PATTERN,
  FORMATTED_SSN_PATTERN,
  FULL_NAME_PATTERN,
  isAllowedBirthday,
  MAX_INTERESTED_PARTIES,
  NAME_MESSAGE,
  NAME_PATTERN,
  parseBirthday,
  PHONE_MESSAGE,
  RECOVERY_EMAIL_MESSAGE,
  SSN_MESSAGE,
  TRUSTED_CONTACT_EMAIL_MESSAGE,
  TRUSTED_CONTACT_NAME_MESSAGE,
  TRUSTED_CONTACT_PHONE_MESSAGE,
  asksForEmployer,
  CONTACT_METHODS,
  isValidDisclosures,
} from "./registration-rules";

// One zod schema per wizard step (spec 002 §2, §3, §5): the step's form validates with it, the server validates the
// saved draft and the account-opening payload with the same ones. The draft is what the member entered, in the
// spec's field names; the SSN is never part of it (it is sent once, stored encrypted, and shown as its last four).

export { ACCOUNT_TYPES, EMPLOYMENT_STATUSES, INVESTMENT_OBJECTIVES, TAX_FILING_STATUSES, US_STATE_CODES };
export { asksForEmployer, CONTACT_METHODS, isValidDisclosures, needsLetter3210 } from "./registration-rules";
export const MONEY_RANGES = RANGES_USD;

export type AccountType = (typeof ACCOUNT_TYPES)[number];
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];

const trimmed = (max: number) => z.string().trim().max(max);

/** A chosen US address in the clearing firm's fields (002 §3), as the address field hands it over. */
export const addressSchema = z.object({
  formatted_address: trimmed(300).min(1),
  addressLines: z.array(trimmed(100).min(1)).min(1).max(3),
  locality: trimmed(100).min(1),
  administrativeArea: z.enum(US_STATE_CODES),
  regionCode: z.literal("US"),
  postalCode: z.string().regex(/^\d{5}(-\d{4})?$/),
});
export type RegistrationAddress = z.infer<typeof addressSchema>;

const aptUnit = trimmed(20).optional();
const personName = z.string().trim().regex(NAME_PATTERN, NAME_MESSAGE).max(50);

export const accountSelectionSchema = z.object({ accountType: z.enum(ACCOUNT_TYPES) });

export const recoveryEmailSchema = z.object({ recoveryEmail: z.email(RECOVERY_EMAIL_MESSAGE).trim().max(254) });

export const personDetailsSchema = z.object({
  firstName: personName,
  lastName: personName,
  birthday: z
    .string()
    .max(10)
    .refine((text) => parseBirthday(text) !== null, BIRTHDAY_MESSAGE)
    .refine((text) => parseBirthday(text) === null || isAllowedBirthday(text), AGE_MESSAGE),
  phoneNumber: z.string().regex(FORMATTED_PHONE_PATTERN, PHONE_MESSAGE),
});

export const verifyPhoneSchema = z.object({ mfaCode: z.string().regex(/^\d{6}$/) });

/** Sent once from the socialSecurity step; never saved in the draft. */
export const socialSecuritySchema = z.object({
  socialSecurity: z.string().regex(FORMATTED_SSN_PATTERN, SSN_MESSAGE),
  socialSecurityConfirm: z.literal(true, CITIZEN_MESSAGE),
});

export const residentialAddressSchema = z.object({
  residentialAddress: addressSchema,
  residentialAddressAptUnit: aptUnit,
  mailingAddressSame: z.boolean(),
});

export const mailingAddressSchema = z.object({ mailingAddress: addressSchema, mailingAddressAptUnit: aptUnit });

export const employmentStatusSchema = z
  .object({
    employmentStatus: z.enum(EMPLOYMENT_STATUSES),
    occupation: trimmed(100).optional(),
    employerName: trimmed(100).optional(),
  })
  .refine((value) => !asksForEmployer(value.employmentStatus) || !!value.occupation, {
    path: ["occupation"],
    message: "Enter your occupation.",
  });

export const financialStatusSchema = z.object({
  incomeRange: z.enum(MONEY_RANGES),
  netWorthRange: z.enum(MONEY_RANGES),
  investmentObjective: z.enum(INVESTMENT_OBJECTIVES),
  recentTaxFilingStatus: z.enum(TAX_FILING_STATUSES),
});

const detailList = z.array(trimmed(100)).max(10);

const disclosuresFields = z.object({
    noDisclosures: z.boolean(),
    hasControlCompanies: z.boolean(),
    hasAssociationFinra: z.boolean(),
    hasAssociationApex: z.boolean(),
    hasAssociationCustodian: z.boolean(),
    hasPoliticalExposureOrg: z.boolean(),
    hasPoliticalExposureFamily: z.boolean(),
    controlCompanies: detailList,
    brokerDealers: detailList,
    exposedOrgs: detailList,
    exposedFamilyMembers: detailList,
});
export type Disclosures = z.infer<typeof disclosuresFields>;
export const disclosuresSchema = disclosuresFields.refine(isValidDisclosures, {
  message: "Choose your disclosures and fill in each name.",
  path: ["noDisclosures"],
});


const trustedContactFields = z.object({
  name: z.string().trim().max(100),
  contactMethod: z.enum(CONTACT_METHODS).nullable().default(null),
  emailAddress: z.string().trim().max(254).optional(),
  phoneNumber: z.string().max(14).optional(),
  mailingAddress: addressSchema.nullable().optional(),
  mailingAddressAptUnit: aptUnit,
});

/** 002 §5: optional; valid with no name and no method, or a full name and a valid method. */
export const trustedContactSchema = trustedContactFields.superRefine((contact, issues) => {
    if (!contact.name && !contact.contactMethod) return;
    if (!FULL_NAME_PATTERN.test(contact.name)) issues.addIssue({ code: "custom", path: ["name"], message: TRUSTED_CONTACT_NAME_MESSAGE });
    if (contact.contactMethod === "emailAddress" && !z.email().safeParse(contact.emailAddress ?? "").success) {
      issues.addIssue({ code: "custom", path: ["emailAddress"], message: TRUSTED_CONTACT_EMAIL_MESSAGE });
    }
    if (contact.contactMethod === "phoneNumber" && !FORMATTED_PHONE_PATTERN.test(contact.phoneNumber ?? "")) {
      issues.addIssue({ code: "custom", path: ["phoneNumber"], message: TRUSTED_CONTACT_PHONE_MESSAGE });
    }
    if (contact.contactMethod === "mailingAddress" && !contact.mailingAddress) {
      issues.addIssue({ code: "custom", path: ["mailingAddress"], message: "Choose an address." });
    }
  });
export type TrustedContact = z.infer<typeof trustedContactSchema>;

/** Every field the wizard saves on the server as it goes (002 §3 registration draft, without the SSN). */
export const registrationDraftDataSchema = z
  .object({
    accountType: z.enum(ACCOUNT_TYPES),
    isRollover: z.boolean(),
    recoveryEmail: z.string().trim().max(254),
    firstName: z.string().trim().max(50),
    lastName: z.string().trim().max(50),
    birthday: z.string().max(10),
    phoneNumber: z.string().max(14),
    socialSecurityConfirm: z.boolean(),
    residentialAddress: addressSchema.nullable(),
    residentialAddressAptUnit: z.string().trim().max(20),
    mailingAddressSame: z.boolean(),
    mailingAddress: addressSchema.nullable(),
    mailingAddressAptUnit: z.string().trim().max(20),
    employmentStatus: z.enum(EMPLOYMENT_STATUSES).nullable(),
    occupation: z.string().trim().max(100),
    employerName: z.string().trim().max(100),
    incomeRange: z.enum(MONEY_RANGES).nullable(),
    netWorthRange: z.enum(MONEY_RANGES).nullable(),
    investmentObjective: z.enum(INVESTMENT_OBJECTIVES).nullable(),
    recentTaxFilingStatus: z.enum(TAX_FILING_STATUSES).nullable(),
    disclosures: disclosuresFields,
    trustedContact: trustedContactFields,
  })
  .partial();
export type RegistrationDraftData = z.infer<typeof registrationDraftDataSchema>;

export const interestedPartySchema = z.object({
  id: z.string().max(64).nullish(),
  recipient: z.string().trim().min(1).max(100),
  mailingAddress: addressSchema,
  mailingAddressAptUnit: trimmed(20).nullish(),
});
export const interestedPartiesSchema = z.array(interestedPartySchema).max(MAX_INTERESTED_PARTIES);
