import type {
  AssetRecord,
  CreditCardRecord,
  CreditScoreRecord,
  ExpenseRecord,
  IncomeRecord,
  LoanRecord,
} from "@/lib/accounts/account-records";
import {
  assetFromJson,
  assetJson,
  creditCardFromJson,
  creditCardJson,
  creditScoreFromJson,
  creditScoreJson,
  expenseFromJson,
  expenseJson,
  incomeFromJson,
  incomeJson,
  loanFromJson,
  loanJson,
} from "@/lib/accounts/account-records-sql";
import { getSql } from "@/lib/db";
import type { AsJson } from "@/lib/db/json-values";

export type FinancialAccounts = {
  assets: AssetRecord[];
  creditCards: CreditCardRecord[];
  loans: LoanRecord[];
  expenses: ExpenseRecord[];
  incomes: IncomeRecord[];
  creditScores: CreditScoreRecord[];
};

type FinancialAccountsJson = { [K in keyof FinancialAccounts]: Array<AsJson<FinancialAccounts[K][number]>> };

/** One list of the customer `c`, as a json array ('[]' when empty), in the lists' order (account-records.ts). */
function list(recordJson: string, from: string, { order = `a."sortOrder", a."createdAt"`, where = "" } = {}): string {
  return `COALESCE((SELECT json_agg(${recordJson} ORDER BY ${order}) FROM ${from}
    WHERE a."customerId" = c.id ${where}), '[]'::json)`;
}

const BALANCE_ACCOUNT = `LEFT JOIN "InstitutionItem" i ON i.id = a."institutionItemId"`;
const LIVE = `AND a."deletedAt" IS NULL`;

// The six lists are rows of the member's Customer, aggregated in the database: one round trip and no ORM between
// the rows and the page, which asks on every visit (docs/decisions.md, "API speed").
const FINANCIAL_ACCOUNTS_SQL = `SELECT json_build_object(
  'assets', ${list(assetJson, `"Asset" a ${BALANCE_ACCOUNT}`, { where: LIVE })},
  'creditCards', ${list(creditCardJson, `"CreditCard" a ${BALANCE_ACCOUNT}`, { where: LIVE })},
  'loans', ${list(loanJson, `"Loan" a ${BALANCE_ACCOUNT}`, { where: LIVE })},
  'expenses', ${list(expenseJson, `"Expense" a`, { order: `a."createdAt"` })},
  'incomes', ${list(incomeJson, `"Income" a`)},
  'creditScores', ${list(creditScoreJson, `"CreditScore" a`)}
) AS accounts FROM "Customer" c WHERE c."userId" = $1`;

/**
 * Everything the accounts page lists (000 §7 FINANCIAL_ACCOUNTS), the member's own and not deleted, in the members'
 * order (oldest first among equals; expenses oldest first).
 */
export async function listFinancialAccounts({ userId }: { userId: string }): Promise<FinancialAccounts> {
  const sql = await getSql();
  const [row] = await sql.query<{ accounts: FinancialAccountsJson }>(FINANCIAL_ACCOUNTS_SQL, [userId]);
  if (!row) return { assets: [], creditCards: [], loans: [], expenses: [], incomes: [], creditScores: [] };
  const { accounts } = row;
  return {
    assets: accounts.assets.map(assetFromJson),
    creditCards: accounts.creditCards.map(creditCardFromJson),
    loans: accounts.loans.map(loanFromJson),
    expenses: accounts.expenses.map(expenseFromJson),
    incomes: accounts.incomes.map(incomeFromJson),
    creditScores: accounts.creditScores.map(creditScoreFromJson),
  };
}
