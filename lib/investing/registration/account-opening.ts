import { z } from "zod";
import { usPhoneNumber } from "@/lib/account-settings/us-phone-number";
import { AGE_MESSAGE, asksForEmployer, isAllowedBirthday, NAME_MESSAGE, NAME_PATTERN } from "./registration-rules";
import {
  ACCOUNT_TYPES,
  addressSchema,
  EMPLOYMENT_STATUSES,
  INVESTMENT_OBJECTIVES,
  MONEY_RANGES,
  TAX_FILING_STATUSES,
} from "./registration-schemas";

// The account-opening payload of 002 §3 (createApexAccount(lnp, account)): built in the browser from the draft by
// `buildAccountOpening` (build-account-opening.ts), checked on the server by `accountOpeningSchema` before anything
// reaches the clearing firm.

export { buildAccountOpening, CLEARING_FIRM_ENTITY, phoneForWire, toClearingAddress } from "./build-account-opening";

/** The clearing firm's address: street lines (the apt/unit as a line of its own), no formatted text. */
export const clearingAddressSchema = z.object({
  addressLines: z.array(z.string().trim().min(1).max(100)).min(1).max(3),
  locality: z.string().trim().min(1).max(100),
  administrativeArea: addressSchema.shape.administrativeArea,
  regionCode: z.literal("US"),
  postalCode: addressSchema.shape.postalCode,
});
export type ClearingAddress = z.infer<typeof clearingAddressSchema>;

const name = z.string().trim().max(50).regex(NAME_PATTERN, NAME_MESSAGE);
/** A US number in any of the forms a member types, sent on as +1 and ten digits (002 §5). */
const usPhone = (message: string) =>
  z
    .string()
    .transform((value) => usPhoneNumber(value) ?? "")
    .refine((value) => value !== "", message);
const list = z.array(z.string().trim().min(1).max(100)).max(10);

export const lnpInputSchema = z.object({
  givenName: name,
  familyName: name,
  birthDate: z.object({ month: z.number().int(), day: z.number().int(), year: z.number().int() }).refine((date) => {
    const text = `${String(date.month).padStart(2, "0")}/${String(date.day).padStart(2, "0")}/${date.year}`;
    return isAllowedBirthday(text);
  }, AGE_MESSAGE),
  citizenshipCountries: z.array(z.literal("US")).length(1).default(["US"]),
  employment: z
    .object({
      employmentStatus: z.enum(EMPLOYMENT_STATUSES),
      occupation: z.string().trim().max(100).optional().nullable(),
      employer: z.string().trim().max(100).optional().nullable(),
    })
    .refine((employment) => !asksForEmployer(employment.employmentStatus) || !!employment.occupation, {
      path: ["occupation"],
      message: "Enter your occupation.",
    }),
  personalAddress: clearingAddressSchema,
  taxIdType: z.literal("SSN").default("SSN"),
  /** Omitted by the wizard: the SSN saved on the socialSecurity step is used. */
  taxId: z
    .string()
    .transform((value) => value.replace(/-/g, ""))
    .pipe(z.string().regex(/^\d{9}$/, "Enter the 9 digits of your Social Security number."))
    .optional()
    .nullable(),
  recentTaxFilingStatus: z.enum(TAX_FILING_STATUSES),
  disclosures: z
    .object({
      controlPersonCompanySymbols: list.optional().nullable(),
      politicallyExposedOrganization: list.optional().nullable(),
      finraAssociatedEntity: list.optional().nullable(),
      politicallyExposedImmediateFamilyNames: list.optional().nullable(),
      correspondentEmployee: z.boolean().optional().nullable(),
    })
    .optional()
    .nullable(),
});
export type LnpInput = z.input<typeof lnpInputSchema>;

export const accountInputSchema = z.object({
  accountType: z.enum(ACCOUNT_TYPES),
  isRollover: z.boolean().optional().nullable(),
  investmentProfile: z.object({
    accountGoals: z.object({ investmentObjective: z.enum(INVESTMENT_OBJECTIVES) }),
    customerProfile: z.object({
      annualIncomeRangeUsd: z.enum(MONEY_RANGES),
      totalNetWorthRangeUsd: z.enum(MONEY_RANGES),
    }),
  }),
  party: z.object({
    emailAddress: z.email().max(254),
    mailingAddress: clearingAddressSchema,
    phoneNumber: usPhone("Enter a 10-digit phone number."),
  }),
  enrollmentType: z.string().max(40).optional().nullable(),
  trustedContact: z
    .object({
      givenName: name,
      familyName: name,
      emailAddress: z.email().max(254).optional().nullable(),
      phoneNumber: usPhone("Please enter a valid phone number.").optional().nullable(),
      mailingAddress: clearingAddressSchema.optional().nullable(),
    })
    .refine((contact) => !!(contact.emailAddress || contact.phoneNumber || contact.mailingAddress), {
      message: "Give the trusted contact's email, phone or address.",
    })
    .optional()
    .nullable(),
});
export type AccountInput = z.input<typeof accountInputSchema>;
