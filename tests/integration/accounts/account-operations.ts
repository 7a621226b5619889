import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";

// The operations as the account forms send them (001 §7), shared by the account tests.

const ASSET = `id name value liquid assetType subtype provider sortOrder institutionItem { id }`;
const LOAN = `id name value lender apr kind loanAmount paymentInterval provider sortOrder`;
const CREDIT_CARD = `id name value apr cardLimit provider sortOrder`;
const INCOME = `id name gross grossMonthly net netMonthly interval customerId sortOrder`;
const CREDIT_SCORE = `id name value sortOrder customer { id hfhs }`;

const saved = (field: string, selection: string) => `error errorField ${field} { ${selection} }`;

export const OPERATIONS = {
  createAsset: `mutation($data: AssetInput!) { createAsset(assetData: $data) { ${saved("asset", ASSET)} } }`,
  updateAsset: `mutation($data: AssetInput!) { updateAsset(assetData: $data) { ${saved("asset", ASSET)} } }`,
  createLoan: `mutation($data: LoanInput!) { createLoan(loanData: $data) { ${saved("loan", LOAN)} } }`,
  updateLoan: `mutation($data: LoanInput!) { updateLoan(loanData: $data) { ${saved("loan", LOAN)} } }`,
  createCreditCard: `mutation($data: CreditCardInput!) { createCreditCard(creditCardData: $data) { ${saved("creditCard", CREDIT_CARD)} } }`,
  updateCreditCard: `mutation($data: CreditCardInput!) { updateCreditCard(creditCardData: $data) { ${saved("creditCard", CREDIT_CARD)} } }`,
  createIncome: `mutation($data: IncomeInput!) { createIncome(incomeData: $data) { ${saved("income", INCOME)} } }`,
  updateIncome: `mutation($data: IncomeInput!) { updateIncome(incomeData: $data) { ${saved("income", INCOME)} } }`,
  createCreditScore: `mutation($data: CreditScoreInput!) { createCreditScore(creditScoreData: $data) { ${saved("creditScore", CREDIT_SCORE)} } }`,
  updateCreditScore: `mutation($data: CreditScoreInput!) { updateCreditScore(creditScoreData: $data) { ${saved("creditScore", CREDIT_SCORE)} } }`,
} as const;

export const FINANCIAL_ACCOUNTS = `query {
  financialAccounts {
    assets { ${ASSET} }
    creditCards { ${CREDIT_CARD} }
    loans { ${LOAN} }
    expenses { id name value interval category variation }
    incomes { ${INCOME} }
    creditScores { id name value sortOrder }
  }
}`;
export const INCOMES = `query { incomes { id name gross } }`;
export const CREDIT_SCORES = `query { creditScores { id name value } }`;

export type Operation = keyof typeof OPERATIONS;
type SavedRow = { id: string; name: string } & Record<string, unknown>;
export type SavePayload = {
  error: string | null;
  errorField: string | null;
  asset?: SavedRow | null;
  loan?: SavedRow | null;
  creditCard?: SavedRow | null;
  income?: SavedRow | null;
  creditScore?: SavedRow | null;
};

/** Runs one save operation as the member with this cookie and returns its payload. */
export async function save(operation: Operation, data: Record<string, unknown>, cookie: string): Promise<SavePayload> {
  const { body } = await executeGraphQL<Record<string, SavePayload>>({
    query: OPERATIONS[operation],
    variables: { data },
    cookie,
  });
  if (body.errors) throw new Error(`${operation}: ${body.errors.map((error) => error.message).join("; ")}`);
  return body.data![operation]!;
}

export async function cookieFor(userId: string): Promise<string> {
  return (await sessionCookieFor(userId)).cookie;
}

export async function query<T>(queryText: string, cookie: string): Promise<T> {
  const { body } = await executeGraphQL<T>({ query: queryText, cookie });
  if (body.errors) throw new Error(body.errors.map((error) => error.message).join("; "));
  return body.data!;
}
