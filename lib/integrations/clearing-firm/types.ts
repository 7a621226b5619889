// The clearing firm that holds investing accounts (issue 15 item 1; spec 002 §3, §7; 001 §7). The names follow Apex's:
// a legal natural person (the holder, with the SSN), an account opened for that person, the agreements the holder
// affirms, the identity investigation (CIP and watchlist) that decides whether the account opens, and documents
// uploaded to an investigation or an account. Two adapters: Apex's HTTP API (APEX_*) and a built-in sandbox that keeps
// its state in the database, moves applications through the same states and can be told which outcome to reach.
// Money is a decimal string. Dates without a time are { year, month, day }.

import type {
  ACCOUNT_STATES,
  ACCOUNT_TYPES,
  DELIVERY_PREFERENCES,
  EMPLOYMENT_STATUSES,
  INVESTIGATION_REQUEST_STATES,
  RANGES_USD,
  TAX_FILING_STATUSES,
} from "./clearing-firm-enums";

export type ClearingAccountType = (typeof ACCOUNT_TYPES)[number];
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];
export type RangeUsd = (typeof RANGES_USD)[number];
export type TaxFilingStatus = (typeof TAX_FILING_STATUSES)[number];
export type DeliveryPreference = (typeof DELIVERY_PREFERENCES)[number];
export type CalendarDate = { year: number; month: number; day: number };

/** 002 §3 address: street number and route (and an optional apt/unit) in addressLines. */
export type PostalAddress = {
  addressLines: string[];
  locality: string;
  administrativeArea: string;
  regionCode: "US";
  postalCode: string;
};

/** 002 §3 disclosures as the clearing firm holds them (lists; an empty or missing list means none). */
export type Disclosures = {
  controlPersonCompanySymbols: string[];
  politicallyExposedOrganization: string[];
  finraAssociatedEntity: string[];
  politicallyExposedImmediateFamilyNames: string[];
  correspondentEmployee: boolean;
};

/** The account holder (002 §3 account-opening payload). Citizenship is always US; the tax id is always an SSN. */
export type LegalNaturalPersonInput = {
  givenName: string;
  familyName: string;
  birthDate: CalendarDate;
  citizenshipCountries: ["US"];
  taxIdType: "SSN";
  /** Nine digits, no dashes. Never logged, never echoed back: the clearing firm answers only its last four. */
  taxId: string;
  personalAddress: PostalAddress;
  employment: { employmentStatus: EmploymentStatus; occupation?: string; employer?: string };
  recentTaxFilingStatus: TaxFilingStatus;
  disclosures?: Disclosures;
};

export type LegalNaturalPerson = {
  lnpId: string;
  givenName: string;
  familyName: string;
  birthDate: CalendarDate;
  taxIdLastFour: string;
  personalAddress: PostalAddress;
  employment: { employmentStatus: EmploymentStatus; occupation: string | null; employer: string | null };
  recentTaxFilingStatus: TaxFilingStatus;
  disclosures: Disclosures;
  /** The identity investigation the clearing firm opened for this person ("investigations/<id>"). */
  investigationName: string;
};

export type TrustedContactInput = {
  givenName: string;
  familyName: string;
  emailAddress?: string;
  phoneNumber?: string;
  mailingAddress?: PostalAddress;
};

/** 002 §3 investment profile, party and trusted contact: what opening one account needs beyond the person. */
export type AccountInput = {
  lnpId: string;
  accountType: ClearingAccountType;
  investmentProfile: {
    investmentObjective: string;
    annualIncomeRangeUsd: RangeUsd;
    totalNetWorthRangeUsd: RangeUsd;
  };
  /** 'REGISTERED_INVESTMENT_ADVISOR' for the product's managed accounts. */
  enrollmentType: string;
  party: { emailAddress: string; phoneNumber: string; mailingAddress: PostalAddress };
  trustedContact?: TrustedContactInput;
};

/**
 * An account's state at the clearing firm:
 * - PENDING: created, agreements not affirmed yet (the wizard's unfinished state);
 * - SUBMITTED: agreements affirmed, waiting for the identity investigation;
 * - UNDER_REVIEW: the investigation is being reviewed (after a document, or by hand);
 * - ACTION_REQUIRED: the holder must upload an identity document;
 * - ACTIVE: approved and open; REJECTED: refused; SUSPENDED, CLOSED.
 */
export type ClearingAccountState = (typeof ACCOUNT_STATES)[number];

export type AgreementState = "PENDING" | "AFFIRMED";

export type Agreement = {
  agreementId: string;
  agreementUri: string;
  agreementName: string;
  agreementState: AgreementState;
};

export type Party = {
  partyId: string;
  emailAddress: string;
  phoneNumber: string;
  mailingAddress: PostalAddress;
  deliveryPreferences: Record<"prospectus" | "proxy" | "statement" | "taxDocument" | "tradeConfirmation", DeliveryPreference>;
};

export type ClearingAccount = {
  accountId: string;
  accountNumber: string;
  accountType: ClearingAccountType;
  state: ClearingAccountState;
  title: string;
  createTime: Date;
  lnpId: string;
  parties: Party[];
  agreements: Agreement[];
  /** "investigations/<id>" of the holder's identity investigation. */
  investigationName: string;
  /** Only when asked for: cash available to invest (accountEquityAmount.value). */
  buyingPower?: string;
};

export type InterestedPartyInput = {
  recipient: string;
  mailingAddress: PostalAddress;
  statementDeliveryPreference?: DeliveryPreference;
  tradeConfirmationDeliveryPreference?: DeliveryPreference;
};

export type InterestedParty = InterestedPartyInput & { interestedPartyId: string };

/** 001 §9 identity document types and the 3210 letter (an account document, 002 §9). */
export type DocumentType =
  | "DRIVERS_LICENSE"
  | "STATE_ID_CARD"
  | "PASSPORT"
  | "MILITARY_ID"
  | "SOCIAL_SECURITY_DOCUMENT"
  | "IRS_ITIN_LETTER"
  | "BIRTH_CERTIFICATE"
  | "DEATH_CERTIFICATE"
  | "EMPLOYER_CONSENT_FORM_407_LETTER"
  | "MARRIAGE_CERTIFICATE"
  | "PROOF_OF_TAX_ID"
  | "THIRD_PARTY_CIP_RESULTS"
  | "LETTER3210";

export type DocumentMimeType = "image/jpeg" | "image/png" | "application/pdf";

/** Where a document belongs: a person's identity investigation, or an account (the 3210 letter). */
export type DocumentOwner = { investigationName: string } | { accountId: string };

export type VerificationFlags = Record<"nameVerified" | "addressVerified" | "taxIdVerified" | "birthDateVerified", boolean>;

/**
 * Investigation request states: PENDING (being checked), INDETERMINATE (a document is needed), UNDER_REVIEW (a person
 * reviews what was uploaded), ACCEPTED, REJECTED.
 */
export type InvestigationRequestState = (typeof INVESTIGATION_REQUEST_STATES)[number];

/** 002 §3 identity investigation, read-only. */
export type Investigation = {
  /** "investigations/<id>"; the API's investigationId is the part after the slash. */
  name: string;
  investigationRequestState: InvestigationRequestState;
  correspondentId: string;
  identityVerificationScope: string[];
  /** VERIFIED, DOCUMENT_REQUIRED, PENDING or FAILED. */
  identityVerification: string;
  /** NO_MATCH, POTENTIAL_MATCH, CONFIRMED_MATCH or PENDING. */
  watchlistScreen: string;
  results: {
    customerIdentificationId: string;
    identityVerificationTypes: string[];
    identityVerificationPassed: boolean;
    externalVendor: string;
    documentIds: string[];
    createTime: Date;
    providedBy: string;
  }[];
  watchlistMatches: {
    active: boolean;
    excludeFromScreening: boolean;
    matchState: string;
    watchlistId: string;
    watchlistItemId: string;
  }[];
  auditTrail: {
    auditType: string;
    field: string;
    oldValue: string;
    newValue: string;
    updateUser: string;
    updateTime: Date;
    comment: string;
  }[];
  providedVerification: VerificationFlags;
  documentIds: string[];
};

/** What the sandbox (and tests) can make an application end in; the real firm decides by itself. */
export type ForcedOutcome = "APPROVED" | "ACTION_REQUIRED" | "REJECTED" | "WATCHLIST_MATCH";

/**
 * Why a call failed, the same from every adapter:
 * - INVALID_REQUEST: the clearing firm refused the content (`field` names it when it said); not worth retrying;
 * - NOT_FOUND: no such person, account, investigation or document;
 * - CONFLICT: the request does not fit the object's state (affirming a closed account, a second party with the SSN);
 * - UNAVAILABLE: outage, timeout or an unreadable answer; worth retrying later with the same idempotency key.
 *   After a timeout the request may or may not have happened: callers reconcile (`find*ByRequestId`) before acting.
 */
export type ClearingFirmErrorKind = "INVALID_REQUEST" | "NOT_FOUND" | "CONFLICT" | "UNAVAILABLE";

export class ClearingFirmError extends Error {
  constructor(
    readonly kind: ClearingFirmErrorKind,
    message: string,
    readonly field: string | null = null,
  ) {
    super(message);
    this.name = "ClearingFirmError";
  }
}

/**
 * Every create carries `requestId`, the caller's idempotency key: the same key with the same content answers the
 * object the first call created, never a second one. `find*ByRequestId` lets a caller whose create timed out learn
 * whether it happened.
 */
export interface ClearingFirm extends ClearingFirmMoney {
  readonly name: "apex" | "sandbox";

  createLegalNaturalPerson(input: { requestId: string; person: LegalNaturalPersonInput }): Promise<LegalNaturalPerson>;
  getLegalNaturalPerson(input: { lnpId: string }): Promise<LegalNaturalPerson>;
  findLegalNaturalPersonByRequestId(input: { requestId: string }): Promise<LegalNaturalPerson | null>;

  createAccount(input: { requestId: string; account: AccountInput }): Promise<ClearingAccount>;
  findAccountByRequestId(input: { requestId: string }): Promise<ClearingAccount | null>;
  getAccounts(input: { accountIds: string[]; withBuyingPower?: boolean }): Promise<ClearingAccount[]>;
  /** The agreements an account's holder must affirm (they depend on the account type). */
  getAgreements(input: { accountId: string }): Promise<Agreement[]>;
  /** Affirming every agreement submits the application (PENDING -> SUBMITTED). Affirming twice is harmless. */
  affirmAgreements(input: { accountId: string; agreementIds: string[] }): Promise<Agreement[]>;

  createInterestedParty(input: { requestId: string; accountId: string; party: InterestedPartyInput }): Promise<InterestedParty>;
  updateInterestedParty(input: { accountId: string; interestedPartyId: string; party: InterestedPartyInput }): Promise<InterestedParty>;
  deleteInterestedParty(input: { accountId: string; interestedPartyId: string }): Promise<void>;

  /** Sends a stored file to the clearing firm; answers its document id. */
  uploadDocument(input: {
    requestId: string;
    owner: DocumentOwner;
    documentType: DocumentType;
    mimeType: DocumentMimeType;
    content: Uint8Array;
  }): Promise<{ documentId: string }>;
  getInvestigation(input: { investigationName: string }): Promise<Investigation>;
  /** Attaches uploaded documents to an investigation; documents covering every open field send it to review. */
  updateInvestigation(input: { investigationName: string; documentIds: string[] }): Promise<Investigation>;

  /** How the party's statements and notices arrive (001 §4); DIGITAL goes to `emailAddress`. */
  updateDeliveryPreferences(input: {
    accountId: string;
    partyId: string;
    deliveryPreference: DeliveryPreference;
    emailAddress: string;
  }): Promise<Party>;
}

// Money (issue 16): a bank relationship for ACH, transfers in, the product's orders (the product is the adviser and
// sends the trades; the clearing firm executes and holds the positions), positions, activity, daily balances and
// the documents the clearing firm produces. Quantities are decimal strings with up to six places (fractional shares).

/** A bank account the clearing firm may pull money from, made from the bank-linking provider's processor token. */
export type AchRelationship = {
  achRelationshipId: string;
  accountId: string;
  /** PENDING until the clearing firm has checked the bank account; only APPROVED relationships fund. */
  state: "PENDING" | "APPROVED" | "REJECTED" | "CANCELED";
  bankName: string;
  /** The bank account's last four digits. */
  bankAccountMask: string;
  nickname: string;
};

/**
 * A transfer into (or out of) an account. ACH deposits are PENDING until the money settles, then COMPLETED, or
 * RETURNED by the bank (`returnReason` says why, e.g. 'R01 Insufficient funds'). A CHECK deposit is a rollover check
 * the clearing firm received.
 */
export type TransferState = "PENDING" | "COMPLETED" | "RETURNED" | "REJECTED" | "CANCELED";

/** An IRA contribution's tax year and kind: REGULAR counts against the yearly limit, ROLLOVER does not. */
export type RetirementContribution = { taxYear: number; type: "REGULAR" | "ROLLOVER" };

export type Transfer = {
  transferId: string;
  accountId: string;
  mechanism: "ACH" | "CHECK";
  direction: "DEPOSIT" | "WITHDRAWAL";
  amount: string;
  state: TransferState;
  achRelationshipId: string | null;
  retirementContribution: RetirementContribution | null;
  returnReason: string | null;
  /** For a CHECK: who sent it (the old plan's administrator). */
  description: string | null;
  createTime: Date;
  /** When it completed, was returned or rejected. */
  settleTime: Date | null;
};

export type OrderSide = "BUY" | "SELL";

/** A market order for a dollar amount (fractional shares). Filled at the day's price by the clearing firm. */
export type Order = {
  orderId: string;
  accountId: string;
  symbol: string;
  side: OrderSide;
  notional: string;
  state: "OPEN" | "FILLED" | "REJECTED" | "CANCELED";
  filledQuantity: string | null;
  filledPrice: string | null;
  createTime: Date;
  fillTime: Date | null;
  rejectReason: string | null;
};

export type Position = {
  symbol: string;
  quantity: string;
  price: string;
  marketValue: string;
  /** What the shares held cost (average cost). */
  costBasis: string;
};

/** An account's holdings now: cash available to invest (buying power) and positions at today's price. */
export type PortfolioSnapshot = { asOf: Date; cash: string; positions: Position[] };

export type ActivityType = "DEPOSIT" | "WITHDRAWAL" | "BUY" | "SELL" | "DIVIDEND" | "FEE";

/** One line of the account's activity; `amount` is the cash effect, signed (a buy is negative). */
export type Activity = {
  activityId: string;
  type: ActivityType;
  date: CalendarDate;
  symbol: string | null;
  quantity: string | null;
  price: string | null;
  amount: string;
  description: string;
};

/** An account's value at one day's close: equity (cash plus positions) and the money put in so far. */
export type DailyBalance = { date: CalendarDate; equity: string; netContributions: string };

export type AccountDocumentKind = "STATEMENT" | "TRADE_CONFIRMATION" | "TAX_FORM";

export type AccountDocument = { documentId: string; kind: AccountDocumentKind; name: string; date: CalendarDate };

export interface ClearingFirmMoney {
  createAchRelationship(input: {
    requestId: string;
    accountId: string;
    processorToken: string;
    nickname: string;
  }): Promise<AchRelationship>;
  getAchRelationships(input: { accountId: string }): Promise<AchRelationship[]>;
  cancelAchRelationship(input: { accountId: string; achRelationshipId: string }): Promise<AchRelationship>;

  /** Pulls money from an APPROVED relationship. An IRA deposit names its tax year. */
  createDeposit(input: {
    requestId: string;
    accountId: string;
    achRelationshipId: string;
    amount: string;
    retirementContribution?: RetirementContribution;
  }): Promise<Transfer>;
  findTransferByRequestId(input: { requestId: string }): Promise<Transfer | null>;
  getTransfers(input: { accountId: string }): Promise<Transfer[]>;

  placeOrder(input: { requestId: string; accountId: string; symbol: string; side: OrderSide; notional: string }): Promise<Order>;
  getOrders(input: { accountId: string }): Promise<Order[]>;

  getPortfolio(input: { accountId: string }): Promise<PortfolioSnapshot>;
  getActivities(input: { accountId: string }): Promise<Activity[]>;
  /** Each day's close from `from` to `to` inclusive (days before the account opened are left out). */
  getDailyBalances(input: { accountId: string; from: CalendarDate; to: CalendarDate }): Promise<DailyBalance[]>;

  getAccountDocuments(input: { accountId: string }): Promise<AccountDocument[]>;
  downloadAccountDocument(input: { accountId: string; documentId: string }): Promise<{ mimeType: "application/pdf"; content: Uint8Array }>;
}
