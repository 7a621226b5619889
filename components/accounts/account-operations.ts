// The accounts screens' GraphQL operations (001 §7): the lists and one create/update pair per kind, each answering
// `{ error, errorField, <kind> }`.
import { graphql, type ResultOf, type TadaDocumentNode, type VariablesOf } from "@/lib/graphql/client/graphql";

export const INSTITUTION_ITEM_FIELDS = graphql(`fragment InstitutionItemFields on InstitutionItem {
  id name institutionId isLatestSyncFailed isLatestLiabilitiesSyncFailed lastSyncedAt syncProblem consentExpiresAt
}`);

const ASSET_FIELDS = graphql(
  `fragment AssetFields on Asset {
  id name value liquid assetType subtype nickname mask provider institutionItem { ...InstitutionItemFields }
}`,
  [INSTITUTION_ITEM_FIELDS],
);
const CREDIT_CARD_FIELDS = graphql(
  `fragment CreditCardFields on CreditCard {
  id name value apr cardLimit nickname mask provider institutionItem { ...InstitutionItemFields }
}`,
  [INSTITUTION_ITEM_FIELDS],
);
const LOAN_FIELDS = graphql(
  `fragment LoanFields on Loan {
  id name value lender apr kind loanAmount nickname mask provider institutionItem { ...InstitutionItemFields }
}`,
  [INSTITUTION_ITEM_FIELDS],
);

export const FINANCIAL_ACCOUNTS = graphql(
  `query FinancialAccounts {
  financialAccounts {
    assets { ...AssetFields }
    creditCards { ...CreditCardFields }
    loans { ...LoanFields }
    incomes { id name gross interval }
    creditScores { id name value }
  }
}`,
  [ASSET_FIELDS, CREDIT_CARD_FIELDS, LOAN_FIELDS],
);

export type FinancialAccountsData = ResultOf<typeof FINANCIAL_ACCOUNTS>;
export type InstitutionItem = ResultOf<typeof INSTITUTION_ITEM_FIELDS>;
export type Asset = ResultOf<typeof ASSET_FIELDS>;
export type CreditCard = ResultOf<typeof CREDIT_CARD_FIELDS>;
export type Loan = ResultOf<typeof LOAN_FIELDS>;
export type Income = FinancialAccountsData["financialAccounts"]["incomes"][number];
export type CreditScore = FinancialAccountsData["financialAccounts"]["creditScores"][number];
/** Assets, cards and loans: what the lists show of each (name, balance, linked bank). */
export type BalanceAccount = Asset | CreditCard | Loan;

/** The kinds of manual account, each with its own form and operations. */
export type AccountKind = "asset" | "loan" | "creditCard" | "creditScore" | "income";

/** An existing account to edit, by kind. */
export type ExistingAccount =
  | { kind: "asset"; account: Asset }
  | { kind: "loan"; account: Loan }
  | { kind: "creditCard"; account: CreditCard }
  | { kind: "creditScore"; account: CreditScore }
  | { kind: "income"; account: Income };

/** What useSaveAccount reads from every save's answer. */
export type SavePayload = { error: string | null; errorField: string | null } & {
  [Kind in AccountKind]?: { name: string } | null;
};

/** A save mutation and the field it answers under; the type checks that the answer is a SavePayload. */
function saveMutation<const Field extends string, Document extends TadaDocumentNode<Record<Field, SavePayload>, never>>(
  field: Field,
  document: Document,
) {
  return { field, document };
}

export const SAVE_MUTATIONS = {
  asset: {
    create: saveMutation(
      "createAsset",
      graphql(`mutation CreateAsset($data: AssetInput!) {
  createAsset(assetData: $data) { error errorField asset { id name value liquid assetType subtype } }
}`),
    ),
    update: saveMutation(
      "updateAsset",
      graphql(`mutation UpdateAsset($data: AssetInput!) {
  updateAsset(assetData: $data) { error errorField asset { id name value liquid assetType subtype } }
}`),
    ),
  },
  loan: {
    create: saveMutation(
      "createLoan",
      graphql(`mutation CreateLoan($data: LoanInput!) {
  createLoan(loanData: $data) { error errorField loan { id name value lender apr kind loanAmount } }
}`),
    ),
    update: saveMutation(
      "updateLoan",
      graphql(`mutation UpdateLoan($data: LoanInput!) {
  updateLoan(loanData: $data) { error errorField loan { id name value lender apr kind loanAmount } }
}`),
    ),
  },
  creditCard: {
    create: saveMutation(
      "createCreditCard",
      graphql(`mutation CreateCreditCard($data: CreditCardInput!) {
  createCreditCard(creditCardData: $data) { error errorField creditCard { id name value apr cardLimit } }
}`),
    ),
    update: saveMutation(
      "updateCreditCard",
      graphql(`mutation UpdateCreditCard($data: CreditCardInput!) {
  updateCreditCard(creditCardData: $data) { error errorField creditCard { id name value apr cardLimit } }
}`),
    ),
  },
  creditScore: {
    create: saveMutation(
      "createCreditScore",
      graphql(`mutation CreateCreditScore($data: CreditScoreInput!) {
  createCreditScore(creditScoreData: $data) { error errorField creditScore { id name value customer { id hfhs } } }
}`),
    ),
    update: saveMutation(
      "updateCreditScore",
      graphql(`mutation UpdateCreditScore($data: CreditScoreInput!) {
  updateCreditScore(creditScoreData: $data) { error errorField creditScore { id name value customer { id hfhs } } }
}`),
    ),
  },
  income: {
    create: saveMutation(
      "createIncome",
      graphql(`mutation CreateIncome($data: IncomeInput!) {
  createIncome(incomeData: $data) { error errorField income { id name gross interval } }
}`),
    ),
    update: saveMutation(
      "updateIncome",
      graphql(`mutation UpdateIncome($data: IncomeInput!) {
  updateIncome(incomeData: $data) { error errorField income { id name gross interval } }
}`),
    ),
  },
};

/** What a form of this kind sends (the id of an edited account is added by useSaveAccount). */
export type SaveInput<Kind extends AccountKind> = Omit<
  VariablesOf<(typeof SAVE_MUTATIONS)[Kind]["create"]["document"]>["data"],
  "id"
>;

/** Every query that lists accounts is fetched again after a save (urql's document cache, by typename). */
export const ACCOUNT_LIST_TYPENAMES = ["FinancialAccounts", "Asset", "CreditCard", "Loan", "Income", "CreditScore"];
