import {
  ClearingFirmError,
  type AccountInput,
  type Agreement,
  type CalendarDate,
  type ClearingAccount,
  type ClearingAccountType,
  type DeliveryPreference,
  type Disclosures,
  type InterestedParty,
  type InterestedPartyInput,
  type Investigation,
  type LegalNaturalPerson,
  type LegalNaturalPersonInput,
  type Party,
  type PostalAddress,
} from "./types";
import {
  ACCOUNT_STATES,
  EMPLOYMENT_STATUSES,
  INVESTIGATION_REQUEST_STATES,
  TAX_FILING_STATUSES,
} from "./clearing-firm-enums";

// Apex's wire format (snake_case JSON, AIP resource names, dates as { year, month, day }, money as decimal strings)
// and its translation to and from the clearing-firm interface. Field names follow Apex Ascend's published models;
// where the interface holds something Ascend's models do not show (the tax filing status, the enrollment type as a
// field of the account), the interface's name in snake_case is used. Everything Apex answers is read defensively: a
// missing or unknown value is an unreadable answer (UNAVAILABLE), never a guess.

export type ApexDate = { year: number; month: number; day: number };
export type ApexPostalAddress = {
  address_lines: string[];
  locality: string;
  administrative_area: string;
  region_code: string;
  postal_code: string;
};
export type ApexPhoneNumber = { e164_number: string };
export type ApexDeliveryPreferences = {
  prospectus_delivery_preference: string;
  proxy_delivery_preference: string;
  statement_delivery_preference: string;
  tax_document_delivery_preference: string;
  trade_confirmation_delivery_preference: string;
};

/** The identifier that carries the caller's request id on an account (filterable: `identifiers.value`). */
export const CLIENT_ACCOUNT_ID = "CLIENT_ACCOUNT_ID";

const REGISTRATION_TYPES: Record<ClearingAccountType, string> = {
  INDIVIDUAL: "REGISTRATION_INDIVIDUAL",
  TRADITIONAL_IRA: "REGISTRATION_IRA_TRADITIONAL",
  ROTH_IRA: "REGISTRATION_IRA_ROTH",
  ROLLOVER_IRA: "REGISTRATION_IRA_ROLLOVER",
};
const DELIVERY_FIELDS = {
  prospectus: "prospectus_delivery_preference",
  proxy: "proxy_delivery_preference",
  statement: "statement_delivery_preference",
  taxDocument: "tax_document_delivery_preference",
  tradeConfirmation: "trade_confirmation_delivery_preference",
} as const satisfies Record<keyof Party["deliveryPreferences"], keyof ApexDeliveryPreferences>;

// ---- Requests ----

export function toApexLegalNaturalPersonCreate(requestId: string, person: LegalNaturalPersonInput) {
  const disclosures = person.disclosures;
  return {
    client_person_id: requestId,
    given_name: person.givenName,
    family_name: person.familyName,
    birth_date: toApexDate(person.birthDate),
    citizenship_countries: [...person.citizenshipCountries],
    tax_id_type: "TAX_ID_TYPE_SSN",
    tax_id: person.taxId,
    personal_address: toApexAddress(person.personalAddress),
    employment: {
      employment_status: person.employment.employmentStatus,
      ...(person.employment.occupation ? { occupation: person.employment.occupation } : {}),
      ...(person.employment.employer ? { employer: person.employment.employer } : {}),
    },
    recent_tax_filing_status: person.recentTaxFilingStatus,
    // Ascend holds three of the lists as one comma-separated string each.
    control_person_company_symbols: joinList(disclosures?.controlPersonCompanySymbols),
    politically_exposed_organization: joinList(disclosures?.politicallyExposedOrganization),
    finra_associated_entity: joinList(disclosures?.finraAssociatedEntity),
    politically_exposed_immediate_family_names: [...(disclosures?.politicallyExposedImmediateFamilyNames ?? [])],
    correspondent_employee: disclosures?.correspondentEmployee ?? false,
  };
}

export function toApexAccountCreate(requestId: string, account: AccountInput) {
  const { party, trustedContact } = account;
  return {
    identifiers: [{ type: CLIENT_ACCOUNT_ID, value: requestId }],
    registration_type: REGISTRATION_TYPES[account.accountType],
    enrollment_type: account.enrollmentType,
    parties: [
      {
        relation_type: "PRIMARY_OWNER",
        legal_natural_person_id: account.lnpId,
        email_address: party.emailAddress,
        phone_number: { e164_number: party.phoneNumber },
        mailing_address: toApexAddress(party.mailingAddress),
      },
    ],
    investment_profile: {
      account_goals: { investment_objective: account.investmentProfile.investmentObjective },
      customer_profile: {
        annual_income_range_usd: account.investmentProfile.annualIncomeRangeUsd,
        total_net_worth_range_usd: account.investmentProfile.totalNetWorthRangeUsd,
      },
    },
    trusted_contacts: trustedContact
      ? [
          {
            given_name: trustedContact.givenName,
            family_name: trustedContact.familyName,
            ...(trustedContact.emailAddress ? { email_address: trustedContact.emailAddress } : {}),
            ...(trustedContact.phoneNumber ? { phone_number: { e164_number: trustedContact.phoneNumber } } : {}),
            ...(trustedContact.mailingAddress ? { mailing_address: toApexAddress(trustedContact.mailingAddress) } : {}),
          },
        ]
      : [],
  };
}

export function toApexInterestedParty(party: InterestedPartyInput) {
  return {
    recipient: party.recipient,
    mailing_address: toApexAddress(party.mailingAddress),
    ...(party.statementDeliveryPreference ? { statement_delivery_preference: party.statementDeliveryPreference } : {}),
    ...(party.tradeConfirmationDeliveryPreference
      ? { trade_confirmation_delivery_preference: party.tradeConfirmationDeliveryPreference }
      : {}),
  };
}

/** Every delivery preference of a party set to one value, with the address digital delivery goes to. */
export function toApexDeliveryUpdate(deliveryPreference: DeliveryPreference, emailAddress: string) {
  const body: Record<string, string> = { email_address: emailAddress };
  for (const field of Object.values(DELIVERY_FIELDS)) body[field] = deliveryPreference;
  return { body, updateMask: Object.keys(body).join(",") };
}

export function toApexDate(date: CalendarDate): ApexDate {
  return { year: date.year, month: date.month, day: date.day };
}

export function toApexAddress(address: PostalAddress): ApexPostalAddress {
  return {
    address_lines: [...address.addressLines],
    locality: address.locality,
    administrative_area: address.administrativeArea,
    region_code: address.regionCode,
    postal_code: address.postalCode,
  };
}

// ---- Answers ----

export type Wire = Record<string, unknown>;

export function fromApexLegalNaturalPerson(wire: unknown): LegalNaturalPerson {
  const body = object(wire, "legal natural person");
  const employment = object(body.employment, "employment");
  return {
    lnpId: text(body.legal_natural_person_id, "legal_natural_person_id"),
    givenName: text(body.given_name, "given_name"),
    familyName: text(body.family_name, "family_name"),
    birthDate: fromApexDate(body.birth_date, "birth_date"),
    taxIdLastFour: text(body.tax_id_last_four, "tax_id_last_four"),
    personalAddress: fromApexAddress(body.personal_address, "personal_address"),
    employment: {
      employmentStatus: oneOf(employment.employment_status, EMPLOYMENT_STATUSES, "employment_status"),
      occupation: optionalText(employment.occupation),
      employer: optionalText(employment.employer),
    },
    recentTaxFilingStatus: oneOf(body.recent_tax_filing_status, TAX_FILING_STATUSES, "recent_tax_filing_status"),
    disclosures: fromApexDisclosures(body),
    investigationName: `investigations/${text(body.investigation_id, "investigation_id")}`,
  };
}

export function fromApexAccount(wire: unknown, buyingPower?: string): ClearingAccount {
  const body = object(wire, "account");
  const parties = list(body.parties, "parties").map((party) => object(party, "party"));
  const owner = parties.find((party) => party.relation_type === "PRIMARY_OWNER") ?? parties[0];
  const person = object(owner?.legal_natural_person, "parties.legal_natural_person");
  const createTime = new Date(text(body.create_time, "create_time"));
  if (Number.isNaN(createTime.getTime())) throw unreadable("create_time");
  return {
    accountId: text(body.account_id, "account_id"),
    accountNumber: text(body.account_number, "account_number"),
    accountType: fromApexRegistrationType(body.registration_type),
    state: oneOf(body.state, ACCOUNT_STATES, "state"),
    title: text(body.title, "title"),
    createTime,
    lnpId: text(person.legal_natural_person_id, "legal_natural_person_id"),
    parties: parties.map(fromApexParty),
    agreements: list(body.agreements ?? [], "agreements").map(fromApexAgreement),
    investigationName: `investigations/${text(person.investigation_id, "investigation_id")}`,
    ...(buyingPower !== undefined ? { buyingPower } : {}),
  };
}

export function fromApexParty(wire: unknown): Party {
  const body = object(wire, "party");
  const deliveryPreferences = {} as Party["deliveryPreferences"];
  for (const [key, field] of Object.entries(DELIVERY_FIELDS) as [keyof Party["deliveryPreferences"], string][]) {
    deliveryPreferences[key] = oneOf(body[field], ["DIGITAL", "PHYSICAL"] as const, field);
  }
  return {
    partyId: text(body.party_id, "party_id"),
    emailAddress: text(body.email_address, "email_address"),
    phoneNumber: text(object(body.phone_number, "phone_number").e164_number, "phone_number.e164_number"),
    mailingAddress: fromApexAddress(body.mailing_address, "mailing_address"),
    deliveryPreferences,
  };
}

export function fromApexAgreement(wire: unknown): Agreement {
  const body = object(wire, "agreement");
  return {
    agreementId: text(body.agreement_id, "agreement_id"),
    agreementUri: text(body.agreement_uri, "agreement_uri"),
    agreementName: text(body.agreement_name, "agreement_name"),
    agreementState: oneOf(body.agreement_state, ["PENDING", "AFFIRMED"] as const, "agreement_state"),
  };
}

export function fromApexInterestedParty(wire: unknown): InterestedParty {
  const body = object(wire, "interested party");
  const statement = optionalText(body.statement_delivery_preference);
  const tradeConfirmation = optionalText(body.trade_confirmation_delivery_preference);
  return {
    interestedPartyId: text(body.interested_party_id, "interested_party_id"),
    recipient: text(body.recipient, "recipient"),
    mailingAddress: fromApexAddress(body.mailing_address, "mailing_address"),
    ...(statement ? { statementDeliveryPreference: oneOf(statement, ["DIGITAL", "PHYSICAL"] as const, "statement_delivery_preference") } : {}),
    ...(tradeConfirmation
      ? { tradeConfirmationDeliveryPreference: oneOf(tradeConfirmation, ["DIGITAL", "PHYSICAL"] as const, "trade_confirmation_delivery_preference") }
      : {}),
  };
}

export function fromApexInvestigation(wire: unknown): Investigation {
  const body = object(wire, "investigation");
  const name = text(body.name, "name");
  if (!/^investigations\/[^/]+$/.test(name)) throw unreadable("name");
  const provided = object(body.provided_verification ?? {}, "provided_verification");
  return {
    name,
    investigationRequestState: oneOf(body.investigation_request_state, INVESTIGATION_REQUEST_STATES, "investigation_request_state"),
    correspondentId: optionalText(body.correspondent_id) ?? "",
    identityVerificationScope: strings(body.identity_verification_scope ?? [], "identity_verification_scope"),
    identityVerification: text(body.identity_verification, "identity_verification"),
    watchlistScreen: text(body.watchlist_screen, "watchlist_screen"),
    results: list(body.identity_verification_results ?? [], "identity_verification_results").map((item) => {
      const result = object(item, "identity_verification_result");
      return {
        customerIdentificationId: optionalText(result.customer_identification_id) ?? "",
        identityVerificationTypes: strings(result.identity_verification_types ?? [], "identity_verification_types"),
        identityVerificationPassed: result.identity_verification_passed === true,
        externalVendor: optionalText(result.external_vendor) ?? "",
        documentIds: strings(result.document_ids ?? [], "document_ids"),
        createTime: time(result.create_time, "create_time"),
        providedBy: optionalText(result.provided_by) ?? "",
      };
    }),
    watchlistMatches: list(body.watchlist_matches ?? [], "watchlist_matches").map((item) => {
      const match = object(item, "watchlist_match");
      return {
        active: match.active === true,
        excludeFromScreening: match.exclude_from_screening === true,
        matchState: optionalText(match.match_state) ?? "",
        watchlistId: optionalText(match.watchlist_id) ?? "",
        watchlistItemId: optionalText(match.watchlist_item_id) ?? "",
      };
    }),
    auditTrail: list(body.audit_trail ?? [], "audit_trail").map((item) => {
      const entry = object(item, "audit_trail");
      return {
        auditType: optionalText(entry.audit_type) ?? "",
        field: optionalText(entry.field) ?? "",
        oldValue: optionalText(entry.old_value) ?? "",
        newValue: optionalText(entry.new_value) ?? "",
        updateUser: optionalText(entry.update_user) ?? "",
        updateTime: time(entry.update_time, "update_time"),
        comment: optionalText(entry.comment) ?? "",
      };
    }),
    providedVerification: {
      nameVerified: provided.name_verified === true,
      addressVerified: provided.address_verified === true,
      taxIdVerified: provided.tax_id_verified === true,
      birthDateVerified: provided.birth_date_verified === true,
    },
    documentIds: strings(body.identity_verification_document_ids ?? [], "identity_verification_document_ids"),
  };
}

/** `accountEquityAmount.value` of Apex's buying-power answer: a decimal string. */
export function fromApexBuyingPower(wire: unknown): string {
  const amount = object(object(wire, "buying power").account_equity_amount, "account_equity_amount");
  const value = text(amount.value, "account_equity_amount.value");
  if (!/^-?\d+(\.\d+)?$/.test(value)) throw unreadable("account_equity_amount.value");
  return value;
}

/** The one link of an uploadLinks:batchCreate answer: where to PUT the bytes, and the document id (its name). */
export function fromApexUploadLink(wire: unknown): { documentId: string; uploadUrl: string } {
  const link = object(list(object(wire, "upload links").upload_link, "upload_link")[0], "upload_link");
  const uploadUrl = text(link.upload_link, "upload_link.upload_link");
  if (!/^https?:\/\//.test(uploadUrl)) throw unreadable("upload_link.upload_link");
  return { documentId: resourceId(link.name, "upload_link.name"), uploadUrl };
}

/** The last segment of an AIP resource name ("documents/abc" -> "abc"). */
export function resourceId(name: unknown, field: string): string {
  const id = text(name, field).split("/").pop();
  if (!id) throw unreadable(field);
  return id;
}

/** Apex's fields whose interface name is not their camelCase (the money side's requests, apex-money-mapping.ts). */
const RENAMED_FIELDS: Record<string, string> = {
  plaid_processor_token: "processorToken",
  bank_relationship: "achRelationshipId",
  retirement_contribution: "retirementContribution",
  identifier: "symbol",
  notional_value: "notional",
  amount: "amount",
};

/** An Apex field path ("personal_address.postal_code") in the interface's words ("personalAddress.postalCode"). */
export function interfaceFieldName(apexField: string): string | null {
  if (!/^[A-Za-z0-9_.[\]]{1,120}$/.test(apexField)) return null;
  const renamed = RENAMED_FIELDS[apexField.split(".")[0]!];
  if (renamed) return renamed;
  return apexField.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

function fromApexDisclosures(body: Wire): Disclosures {
  return {
    controlPersonCompanySymbols: splitList(body.control_person_company_symbols),
    politicallyExposedOrganization: splitList(body.politically_exposed_organization),
    finraAssociatedEntity: splitList(body.finra_associated_entity),
    politicallyExposedImmediateFamilyNames: strings(body.politically_exposed_immediate_family_names ?? [], "politically_exposed_immediate_family_names"),
    correspondentEmployee: body.correspondent_employee === true,
  };
}

function fromApexRegistrationType(value: unknown): ClearingAccountType {
  const found = (Object.entries(REGISTRATION_TYPES) as [ClearingAccountType, string][]).find(([, wire]) => wire === value);
  if (!found) throw unreadable("registration_type");
  return found[0];
}

export function fromApexDate(wire: unknown, field: string): CalendarDate {
  const date = object(wire, field);
  const [year, month, day] = [date.year, date.month, date.day];
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) throw unreadable(field);
  return { year: year as number, month: month as number, day: day as number };
}

function fromApexAddress(wire: unknown, field: string): PostalAddress {
  const address = object(wire, field);
  if (address.region_code !== "US") throw unreadable(`${field}.region_code`);
  return {
    addressLines: strings(address.address_lines, `${field}.address_lines`),
    locality: text(address.locality, `${field}.locality`),
    administrativeArea: text(address.administrative_area, `${field}.administrative_area`),
    regionCode: "US",
    postalCode: text(address.postal_code, `${field}.postal_code`),
  };
}

function joinList(values: string[] | undefined): string {
  return (values ?? []).map((value) => value.trim()).filter(Boolean).join(",");
}

function splitList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === "string");
  return typeof value === "string" ? value.split(",").map((item) => item.trim()).filter(Boolean) : [];
}

export function unreadable(field: string): ClearingFirmError {
  // The field's name only: never its value, which may be personal data.
  return new ClearingFirmError("UNAVAILABLE", `Apex answered an unreadable ${field}.`);
}

export function object(value: unknown, field: string): Wire {
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw unreadable(field);
  return value as Wire;
}

export function list(value: unknown, field: string): unknown[] {
  if (!Array.isArray(value)) throw unreadable(field);
  return value;
}

export function strings(value: unknown, field: string): string[] {
  const items = list(value, field);
  if (!items.every((item) => typeof item === "string")) throw unreadable(field);
  return items as string[];
}

export function text(value: unknown, field: string): string {
  if (typeof value !== "string" || value === "") throw unreadable(field);
  return value;
}

export function optionalText(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

export function oneOf<T extends string>(value: unknown, allowed: readonly T[], field: string): T {
  if (typeof value !== "string" || !(allowed as readonly string[]).includes(value)) throw unreadable(field);
  return value as T;
}

export function time(value: unknown, field: string): Date {
  const parsed = new Date(text(value, field));
  if (Number.isNaN(parsed.getTime())) throw unreadable(field);
  return parsed;
}
