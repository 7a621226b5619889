// The accounts screens' GraphQL operations (001 §7): the lists and one create/update pair per kind, each answering
// `{ error, errorField, <kind> }`.

const INSTITUTION = "institutionItem { id name isLatestSyncFailed isLatestLiabilitiesSyncFailed }";

export const FINANCIAL_ACCOUNTS = `query FinancialAccounts {
  financialAccounts {
    assets { id name value liquid assetType subtype nickname mask provider ${INSTITUTION} }
    creditCards { id name value apr cardLimit nickname mask provider ${INSTITUTION} }
    loans { id name value lender apr kind loanAmount nickname mask provider ${INSTITUTION} }
    incomes { id name gross interval }
    creditScores { id name value }
  }
}`;

export type AccountProvider = "MANUAL" | "PLAID";
export type InstitutionItem = {
  id: string;
  name: string;
  isLatestSyncFailed: boolean;
  isLatestLiabilitiesSyncFailed: boolean;
};
type Linkable = { nickname: string | null; mask: string | null; provider: AccountProvider; institutionItem: InstitutionItem | null };
/** What assets, cards and loans have in common on the lists. */
export type BalanceAccount = Linkable & { id: string; name: string; value: number };

export type Asset = Linkable & {
  id: string;
  name: string;
  value: number;
  liquid: boolean;
  assetType: "CHECKING" | "SAVING" | "OTHER";
  subtype: string | null;
};
export type CreditCard = Linkable & { id: string; name: string; value: number; apr: number | null; cardLimit: number | null };
export type Loan = Linkable & {
  id: string;
  name: string;
  value: number;
  lender: string;
  apr: number | null;
  kind: "CAR" | "MORTGAGE" | "STUDENT" | "OTHER";
  loanAmount: number | null;
};
export type Income = { id: string; name: string; gross: number; interval: number };
export type CreditScore = { id: string; name: string; value: number };

export type FinancialAccountsData = {
  financialAccounts: {
    assets: Asset[];
    creditCards: CreditCard[];
    loans: Loan[];
    incomes: Income[];
    creditScores: CreditScore[];
  };
};

/** The kinds of manual account, each with its own form and operations. */
export type AccountKind = "asset" | "loan" | "creditCard" | "creditScore" | "income";

/** An existing account to edit, by kind. */
export type ExistingAccount =
  | { kind: "asset"; account: Asset }
  | { kind: "loan"; account: Loan }
  | { kind: "creditCard"; account: CreditCard }
  | { kind: "creditScore"; account: CreditScore }
  | { kind: "income"; account: Income };

const payload = (kind: AccountKind, fields: string) => `error errorField ${kind} { id name ${fields} }`;

const FIELDS: Record<AccountKind, { input: string; fields: string }> = {
  asset: { input: "AssetInput", fields: "value liquid assetType subtype" },
  loan: { input: "LoanInput", fields: "value lender apr kind loanAmount" },
  creditCard: { input: "CreditCardInput", fields: "value apr cardLimit" },
  creditScore: { input: "CreditScoreInput", fields: "value customer { id hfhs }" },
  income: { input: "IncomeInput", fields: "gross interval" },
};

const capitalized = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/** `mutation CreateAsset($data: AssetInput!) { createAsset(assetData: $data) { ... } }` and the like. */
export function saveMutation(kind: AccountKind, mode: "create" | "update"): { document: string; field: string } {
  const field = `${mode}${capitalized(kind)}`;
  const { input, fields } = FIELDS[kind];
  const document = `mutation ${capitalized(field)}($data: ${input}!) {
  ${field}(${kind}Data: $data) { ${payload(kind, fields)} }
}`;
  return { document, field };
}

export type SavePayload = { error: string | null; errorField: string | null } & Record<string, unknown>;

/** Every query that lists accounts is fetched again after a save (urql's document cache, by typename). */
export const ACCOUNT_LIST_TYPENAMES = ["FinancialAccounts", "Asset", "CreditCard", "Loan", "Income", "CreditScore"];
