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
import { ownedBy } from "./owned-account";

export type FinancialAccounts = {
  assets: AssetRecord[];
  creditCards: CreditCardRecord[];
  loans: LoanRecord[];
  expenses: ExpenseRecord[];
  incomes: IncomeRecord[];
  creditScores: CreditScoreRecord[];
};

/** Everything the accounts page lists (000 §7 FINANCIAL_ACCOUNTS), the member's own and not deleted. */
export async function listFinancialAccounts({ userId }: { userId: string }): Promise<FinancialAccounts> {
  const db = await getDb();
  const owned = ownedBy(userId);
  const live = { ...owned, deletedAt: null };
  const [assets, creditCards, loans, expenses, incomes, creditScores] = await Promise.all([
    db.asset.findMany({ where: live, select: assetSelect, orderBy: listOrder }),
    db.creditCard.findMany({ where: live, select: creditCardSelect, orderBy: listOrder }),
    db.loan.findMany({ where: live, select: loanSelect, orderBy: listOrder }),
    db.expense.findMany({ where: owned, select: expenseSelect, orderBy: { createdAt: "asc" } }),
    db.income.findMany({ where: owned, select: incomeSelect, orderBy: listOrder }),
    db.creditScore.findMany({ where: owned, select: creditScoreSelect, orderBy: listOrder }),
  ]);
  return { assets, creditCards, loans, expenses, incomes, creditScores };
}
