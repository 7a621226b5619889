// The built-in sandbox's institutions and test sign-ins. Plain data with no secrets: the sandbox link dialog shows
// the list in the browser, the sandbox adapter and the provider stand-in in tests generate their accounts from it.
import type { LinkedAccountType } from "./types";

/** The one sign-in every sandbox institution accepts (the provider's own sandbox uses the same pair). */
export const SANDBOX_USERNAME = "user_good";
export const SANDBOX_PASSWORD = "pass_good";
/** Signs in like user_good, but every sync after the first fails as if the bank wanted the member to sign in again. */
export const SANDBOX_SYNC_FAILS_USERNAME = "user_sync_fails";
/**
 * The provider's dynamic transactions user: the bank starts a couple of days behind, and 'Refresh now' brings it up to
 * today, so new transactions arrive and a pending purchase posts while the member watches.
 */
export const SANDBOX_DYNAMIC_USERNAME = "user_transactions_dynamic";

// Apart, so the link hook can recognise a sandbox token without shipping the institutions to every page that links.
export { SANDBOX_LINK_TOKEN_PREFIX } from "./sandbox-link-token";

export const SANDBOX_CREDENTIALS_ERROR = "The username or password provided were not correct.";
/** An OAuth bank takes no credentials in the link flow: the member signs in on the bank's own site. */
export const SANDBOX_OAUTH_ONLY_ERROR = "This institution signs you in on its own website.";

export type SandboxAccountTemplate = {
  /** Stable within an institution; the provider account id is this plus the item's own suffix. */
  key: string;
  name: string;
  officialName: string;
  type: LinkedAccountType;
  subtype: string;
  mask: string;
  current: string;
  available: string | null;
  limit: string | null;
  /** Liability details the provider reports for cards and loans. */
  aprPercentage?: string;
  lastStatementBalance?: string;
  minimumPaymentAmount?: string;
  interestRatePercentage?: string;
  originationPrincipalAmount?: string;
};

export type SandboxInstitution = {
  institutionId: string;
  name: string;
  /** Signs in on its own site and sends the member back to /plaid-oauth, as the provider's OAuth banks do. */
  oauth?: boolean;
  accounts: SandboxAccountTemplate[];
};

const checking = (mask: string, current: string): SandboxAccountTemplate => ({
  key: "checking",
  name: "Plaid Checking",
  officialName: "Plaid Gold Standard 0% Interest Checking",
  type: "depository",
  subtype: "checking",
  mask,
  current,
  available: current,
  limit: null,
});

const savings = (mask: string, current: string): SandboxAccountTemplate => ({
  key: "savings",
  name: "Plaid Saving",
  officialName: "Plaid Silver Standard 0.1% Interest Saving",
  type: "depository",
  subtype: "savings",
  mask,
  current,
  available: current,
  limit: null,
});

const creditCard = (mask: string, current: string, limit: string): SandboxAccountTemplate => ({
  key: "credit-card",
  name: "Plaid Credit Card",
  officialName: "Plaid Diamond 12.5% APR Interest Credit Card",
  type: "credit",
  subtype: "credit card",
  mask,
  current,
  available: (Number(limit) - Number(current)).toFixed(2),
  limit,
  aprPercentage: "12.5",
  lastStatementBalance: (Number(current) * 0.8).toFixed(2),
  minimumPaymentAmount: "35.00",
});

const studentLoan = (mask: string, current: string, original: string): SandboxAccountTemplate => ({
  key: "student-loan",
  name: "Plaid Student Loan",
  officialName: "Plaid Federal Direct Unsubsidized Loan",
  type: "loan",
  subtype: "student",
  mask,
  current,
  available: null,
  limit: null,
  interestRatePercentage: "5.25",
  originationPrincipalAmount: original,
});

const retirement = (mask: string, current: string): SandboxAccountTemplate => ({
  key: "401k",
  name: "Plaid 401k",
  officialName: "Plaid Employer 401k Retirement Plan",
  type: "investment",
  subtype: "401k",
  mask,
  current,
  available: null,
  limit: null,
});

/** A handful, as the provider's own sandbox offers; ids and names follow its test institutions. */
export const SANDBOX_INSTITUTIONS: SandboxInstitution[] = [
  {
    institutionId: "ins_109508",
    name: "First Platypus Bank",
    accounts: [
      checking("0000", "2410.55"),
      savings("1111", "8250.00"),
      creditCard("3333", "1284.37", "5000.00"),
      studentLoan("6666", "18472.90", "25000.00"),
      retirement("7777", "42315.12"),
    ],
  },
  {
    institutionId: "ins_109509",
    name: "First Gingham Credit Union",
    accounts: [checking("2201", "1175.20"), savings("2202", "3400.00"), creditCard("2203", "642.18", "2500.00")],
  },
  {
    institutionId: "ins_109510",
    name: "Tattersall Federal Credit Union",
    accounts: [
      checking("4101", "3920.04"),
      {
        ...savings("4102", "15200.00"),
        key: "money-market",
        name: "Plaid Money Market",
        officialName: "Plaid Platinum Standard 1.85% Interest Money Market",
        subtype: "money market",
      },
      studentLoan("4103", "9210.44", "12000.00"),
    ],
  },
  {
    institutionId: "ins_109511",
    name: "Tartan Bank",
    accounts: [
      checking("5101", "860.77"),
      creditCard("5102", "2210.05", "7500.00"),
      {
        ...retirement("5103", "12890.60"),
        key: "ira",
        name: "Plaid IRA",
        officialName: "Plaid Traditional IRA",
        subtype: "ira",
      },
    ],
  },
  {
    institutionId: "ins_109512",
    name: "Houndstooth Bank",
    accounts: [
      checking("6101", "5120.00"),
      savings("6102", "22000.00"),
      {
        key: "mortgage",
        name: "Plaid Mortgage",
        officialName: "Plaid 30 Year Fixed Rate Mortgage",
        type: "loan",
        subtype: "mortgage",
        mask: "6103",
        current: "231450.18",
        available: null,
        limit: null,
        interestRatePercentage: "6.125",
        originationPrincipalAmount: "280000.00",
      },
    ],
  },
  {
    institutionId: "ins_127287",
    name: "Platypus OAuth Bank",
    oauth: true,
    accounts: [checking("8101", "3312.48"), savings("8102", "12750.00"), creditCard("8103", "418.90", "4000.00")],
  },
];

export function findSandboxInstitution(institutionId: string): SandboxInstitution | undefined {
  return SANDBOX_INSTITUTIONS.find((institution) => institution.institutionId === institutionId);
}
