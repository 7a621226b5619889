// Clearing firm (Apex). Spec 002 §3 (account-opening payload, agreement, account, investigation), §7 (createApexAccount,
// apexAgreements, affirmApexAgreements, createAccountDocumentUploadLink, apexInvestigation) and 001 §7
// (CreateIdentityDocumentUploadLink, UpdateApexInvestigation, apexAccounts). Money is a decimal string.

export type ClearingAccountType = "INDIVIDUAL" | "TRADITIONAL_IRA" | "ROTH_IRA" | "ROLLOVER_IRA";
export type EmploymentStatus = "EMPLOYED" | "SELF_EMPLOYED" | "RETIRED" | "STUDENT" | "UNEMPLOYED";
export type RangeUsd =
  | "UNDER_25K"
  | "FROM_25K_TO_50K"
  | "FROM_50K_TO_100K"
  | "FROM_100K_TO_200K"
  | "FROM_200K_TO_300K"
  | "FROM_300K_TO_500K"
  | "FROM_500K_TO_1M"
  | "FROM_1M_TO_5M"
  | "OVER_5M";
export type TaxFilingStatus =
  | "SINGLE"
  | "MARRIED_FILING_JOINTLY"
  | "MARRIED_FILING_SEPARATELY"
  | "HEAD_OF_HOUSEHOLD"
  | "QUALIFYING_WIDOW";
export type DeliveryPreference = "DIGITAL" | "PHYSICAL";

export type PostalAddress = {
  addressLines: string[];
  locality: string;
  administrativeArea: string;
  regionCode: "US";
  postalCode: string;
};

export type AccountApplication = {
  accountType: ClearingAccountType;
  givenName: string;
  familyName: string;
  birthDate: { year: number; month: number; day: number };
  citizenshipCountries: ["US"];
  taxIdType: "SSN";
  taxId: string;
  personalAddress: PostalAddress;
  party: { emailAddress: string; phoneNumber: string; mailingAddress: PostalAddress };
  employment: { employmentStatus: EmploymentStatus; occupation?: string; employer?: string };
  recentTaxFilingStatus: TaxFilingStatus;
  /** One of the spec's investment objectives (GROWTH, BALANCED, ...). */
  investmentObjective: string;
  annualIncomeRangeUsd: RangeUsd;
  totalNetWorthRangeUsd: RangeUsd;
  disclosures?: {
    controlPersonCompanySymbols?: string[];
    politicallyExposedOrganization?: string[];
    finraAssociatedEntity?: string[];
    politicallyExposedImmediateFamilyNames?: string[];
    correspondentEmployee?: boolean;
  };
  trustedContact?: {
    givenName: string;
    familyName: string;
    emailAddress?: string;
    phoneNumber?: string;
    mailingAddress?: PostalAddress;
  };
};

export type Agreement = {
  agreementId: string;
  agreementUri: string;
  agreementName: string;
  agreementState?: string;
};

export type ClearingAccount = {
  accountId: string;
  accountNumber: string;
  registrationType: string;
  /** PENDING is the unfinished state. */
  state: string;
  title: string;
  createTime: Date;
  parties: {
    partyId: string;
    emailAddress: string;
    deliveryPreferences: Record<"prospectus" | "proxy" | "statement" | "taxDocument" | "tradeConfirmation", DeliveryPreference>;
  }[];
  buyingPower?: string;
};

export type UploadLink = { uploadLink: string; documentId: string };

export type Investigation = {
  /** "investigations/<id>"; callers pass the part after the slash as investigationId. */
  name: string;
  investigationRequestState: string;
  providedVerification: Record<"nameVerified" | "addressVerified" | "taxIdVerified" | "birthDateVerified", boolean>;
  documentIds: string[];
  audit: { auditType: string; field: string; oldValue: string; newValue: string; updateUser: string; updateTime: Date; comment: string }[];
};

export interface ClearingFirm {
  createAccount(input: { application: AccountApplication }): Promise<{ accountId: string; agreements: Agreement[] }>;
  getAgreements(input: { accountId: string }): Promise<Agreement[]>;
  affirmAgreements(input: { accountId: string; agreementIds: string[] }): Promise<void>;
  /** Without accountId: an identity document for the investigation; with it: an account document (LETTER3210). */
  createUploadLink(input: { mimeType: string; documentType: string; accountId?: string }): Promise<UploadLink>;
  updateInvestigation(input: { investigationId: string; documentIds: string[] }): Promise<void>;
  getInvestigation(input: { investigationId: string }): Promise<Investigation>;
  getAccounts(input: { accountIds: string[]; withBuyingPower?: boolean }): Promise<ClearingAccount[]>;
}
