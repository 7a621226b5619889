import { getDb, type Tx } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { checkBudgetAlerts } from "@/lib/budgets/check-budget-alerts";
import { classifyTransactions } from "@/lib/transactions/classify-transactions";
import { detectRecurringSeries } from "@/lib/transactions/detect-recurring-series";
import { normalizeMerchant } from "@/lib/transactions/normalize-merchant";
import { transactionSelect, type TransactionRecord } from "@/lib/transactions/transaction-records";
import { parseInput } from "@/lib/validation/parse-input";
import { MANUAL_TRANSACTION_MESSAGES, manualTransactionSchema } from "./schemas";

/**
 * A transaction the member enters on one of their own manual accounts (an asset, card or loan they added by hand).
 * A linked account, a removed one or another member's answers 'Choose an account.' as a missing one does. The
 * member's category choice is theirs (categorySource USER); without one the usual precedence classifies it. The
 * account's balance stays what the member set: it is theirs to keep, as on any manual account.
 */
export async function createManualTransaction({
  userId,
  input,
}: {
  userId: string;
  input: unknown;
}): Promise<{ transaction: TransactionRecord }> {
  const { accountId, date, name, amount, budgetCategoryId, notes } = parseInput(manualTransactionSchema, input);
  const db = await getDb();
  const transaction = await db.$transaction(async (tx) => {
    const account = await manualAccountOf(tx, userId, accountId);
    if (budgetCategoryId) {
      const category = await tx.budgetCategory.findFirst({
        where: { id: budgetCategoryId, OR: [{ customerId: null }, { customerId: account.customerId }] },
        select: { id: true },
      });
      if (!category) throw new AppError(AppErrorCode.INVALID_INPUT, MANUAL_TRANSACTION_MESSAGES.category, { field: "budgetCategoryId" });
    }
    const created = await tx.transaction.create({
      data: {
        customerId: account.customerId,
        ...account.ref,
        date: new Date(`${date}T00:00:00Z`),
        name,
        merchantKey: normalizeMerchant(name),
        amount: new Prisma.Decimal(amount.toFixed(2)),
        budgetCategoryId,
        categorySource: budgetCategoryId ? "USER" : "NONE",
        notes,
      },
      select: { id: true },
    });
    await classifyTransactions({ tx, customerId: account.customerId, transactionIds: [created.id] });
    await detectRecurringSeries({ tx, customerId: account.customerId });
    await checkBudgetAlerts({ tx, customerId: account.customerId });
    return tx.transaction.findUniqueOrThrow({ where: { id: created.id }, select: transactionSelect });
  });
  return { transaction };
}

/** The member's live manual asset, card or loan with this id, or 'Choose an account.' */
async function manualAccountOf(tx: Tx, userId: string, id: string) {
  const where = { id, provider: "MANUAL" as const, deletedAt: null, customer: { userId } };
  const select = { id: true, customerId: true };
  const [asset, card, loan] = await Promise.all([
    tx.asset.findFirst({ where, select }),
    tx.creditCard.findFirst({ where, select }),
    tx.loan.findFirst({ where, select }),
  ]);
  if (asset) return { customerId: asset.customerId, ref: { assetId: asset.id } };
  if (card) return { customerId: card.customerId, ref: { creditCardId: card.id } };
  if (loan) return { customerId: loan.customerId, ref: { loanId: loan.id } };
  throw new AppError(AppErrorCode.NOT_FOUND, MANUAL_TRANSACTION_MESSAGES.account, { field: "accountId" });
}
