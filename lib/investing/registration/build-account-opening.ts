import type { EMPLOYMENT_STATUSES } from "@/lib/integrations/clearing-firm/clearing-firm-enums";
import { CLEARING_FIRM_NAME } from "../clearing-firm-name";
import type { AccountInput, ClearingAddress, LnpInput } from "./account-opening";
import { asksForEmployer, FORMATTED_PHONE_PATTERN, stripSpecialCharacters } from "./registration-rules";
import type { RegistrationAddress, RegistrationDraftData } from "./registration-schemas";

// The account-opening payload of 002 §3, built in the browser from the draft without zod (the review step shows it
// on first load); account-opening.ts holds the schemas the server checks it with.

/** An association with the clearing firm itself is a FINRA association with it (it has no names to enter, 002 §4). */
export const CLEARING_FIRM_ENTITY = CLEARING_FIRM_NAME;

/** The clearing firm's address from a chosen address and its apt/unit (002 §3: street, then the unit). */
export function toClearingAddress(address: RegistrationAddress, aptUnit?: string | null): ClearingAddress {
  const unit = aptUnit?.trim();
  return {
    addressLines: unit ? [address.addressLines[0]!, unit] : [address.addressLines[0]!],
    locality: address.locality,
    administrativeArea: address.administrativeArea,
    regionCode: "US",
    postalCode: address.postalCode,
  };
}

/** "+15125550142" from the mask's "(512) 555 0142" (002 §5: +1 and digits only). */
export function phoneForWire(formatted: string): string {
  return FORMATTED_PHONE_PATTERN.test(formatted) ? `+1${formatted.replace(/\D/g, "")}` : formatted;
}

/**
 * The createApexAccount payload from a complete draft (002 §3): citizenship always US, the employment status
 * upper-cased, disclosures only without 'None of these apply', the trusted contact only with a contact method and
 * its full name split in two. `email` is the member's sign-in email (the party's). The SSN is not in it.
 */
export function buildAccountOpening(draft: RegistrationDraftData, email: string): { lnp: LnpInput; account: AccountInput } {
  const [month, day, year] = (draft.birthday ?? "").split("/").map(Number);
  const residential = toClearingAddress(draft.residentialAddress!, draft.residentialAddressAptUnit);
  const mailing = draft.mailingAddressSame
    ? residential
    : toClearingAddress(draft.mailingAddress!, draft.mailingAddressAptUnit);
  const employed = asksForEmployer(draft.employmentStatus);
  const disclosures = draft.disclosures;
  const contact = draft.trustedContact;
  const [givenName = "", familyName = ""] = (contact?.name ?? "").trim().split(" ");
  return {
    lnp: {
      givenName: draft.firstName?.trim() ?? "",
      familyName: draft.lastName?.trim() ?? "",
      birthDate: { month: month!, day: day!, year: year! },
      citizenshipCountries: ["US"],
      employment: {
        employmentStatus: draft.employmentStatus!.toUpperCase() as (typeof EMPLOYMENT_STATUSES)[number],
        ...(employed ? { occupation: draft.occupation, employer: draft.employerName } : {}),
      },
      personalAddress: residential,
      taxIdType: "SSN",
      recentTaxFilingStatus: draft.recentTaxFilingStatus!,
      ...(disclosures && !disclosures.noDisclosures
        ? {
            disclosures: {
              controlPersonCompanySymbols: disclosures.hasControlCompanies ? disclosures.controlCompanies : [],
              politicallyExposedOrganization: disclosures.hasPoliticalExposureOrg ? disclosures.exposedOrgs : [],
              finraAssociatedEntity: [
                ...(disclosures.hasAssociationFinra ? disclosures.brokerDealers.map(stripSpecialCharacters) : []),
                ...(disclosures.hasAssociationApex ? [CLEARING_FIRM_ENTITY] : []),
              ],
              politicallyExposedImmediateFamilyNames: disclosures.hasPoliticalExposureFamily
                ? disclosures.exposedFamilyMembers
                : [],
              correspondentEmployee: disclosures.hasAssociationCustodian,
            },
          }
        : {}),
    },
    account: {
      accountType: draft.accountType!,
      isRollover: draft.isRollover ?? false,
      investmentProfile: {
        accountGoals: { investmentObjective: draft.investmentObjective! },
        customerProfile: { annualIncomeRangeUsd: draft.incomeRange!, totalNetWorthRangeUsd: draft.netWorthRange! },
      },
      party: { emailAddress: email, mailingAddress: mailing, phoneNumber: phoneForWire(draft.phoneNumber ?? "") },
      enrollmentType: "REGISTERED_INVESTMENT_ADVISOR",
      ...(contact?.contactMethod
        ? {
            trustedContact: {
              givenName,
              familyName,
              ...(contact.contactMethod === "emailAddress" ? { emailAddress: contact.emailAddress } : {}),
              ...(contact.contactMethod === "phoneNumber" ? { phoneNumber: phoneForWire(contact.phoneNumber ?? "") } : {}),
              ...(contact.contactMethod === "mailingAddress" && contact.mailingAddress
                ? { mailingAddress: toClearingAddress(contact.mailingAddress, contact.mailingAddressAptUnit) }
                : {}),
            },
          }
        : {}),
    },
  };
}
