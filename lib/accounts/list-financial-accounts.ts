import { getDb } from "@/lib/db";

import {
  assetSelect,
  creditCardSelect,
  creditScoreSelect,
  expenseSelect,
  incomeSelect,
  listOrder,
  loanSelect,
  type AssetRecord,
  type CreditCardRecord,
  type CreditScoreRecord,
  type ExpenseRecord,
  type IncomeRecord,
  type LoanRecord,
} from "./account-records";

export type FinancialAccounts = {
  assets: AssetRecord[];
  creditCards: CreditCardRecord[];
  loans: LoanRecord[];
  expenses: ExpenseRecord[];
  incomes: IncomeRecord[];
  creditScores: CreditScoreRecord[];
};

/**
 * Everything the accounts page lists (000 §7 FINANCIAL_ACCOUNTS), the member's own and not deleted. One SQL statement
 * (the six lists are relations of the member's Customer row, joined in the database): the page asks on every visit.
 */
export async function listFinancialAccounts({ userId }: { userId: string }): Promise<FinancialAccounts> {
  const db = await getDb();
  const live = { deletedAt: null };
  const customer = await db.customer.findUnique({
    where: { userId },
    select: {
      assets: { where: live, select: assetSelect, orderBy: listOrder },
      creditCards: { where: live, select: creditCardSelect, orderBy: listOrder },
      loans: { where: live, select: loanSelect, orderBy: listOrder },
      expenses: { select: expenseSelect, orderBy: { createdAt: "asc" } },
      incomes: { select: incomeSelect, orderBy: listOrder },
      creditScores: { select: creditScoreSelect, orderBy: listOrder },
    },
  });
  return customer ?? { assets: [], creditCards: [], loans: [], expenses: [], incomes: [], creditScores: [] };
}
