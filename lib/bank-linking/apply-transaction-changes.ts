import type { Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { TransactionChanges } from "./collect-transaction-changes";

/** Which of the member's rows a provider account id belongs to. */
export type LinkedAccountRef = { assetId?: string; creditCardId?: string; loanId?: string };

/**
 * Stores synced transactions on the member's linked accounts, inside the caller's transaction. Amounts keep the
 * provider's sign (positive is money leaving the account; see the Transaction model). Transactions of accounts the
 * member did not link are skipped; removals delete only rows of this member.
 */
export async function applyTransactionChanges({
  tx,
  customerId,
  accounts,
  changes,
}: {
  tx: Tx;
  customerId: string;
  accounts: Map<string, LinkedAccountRef>;
  changes: Pick<TransactionChanges, "upserts" | "removedIds">;
}): Promise<void> {
  if (changes.removedIds.length > 0) {
    await tx.transaction.deleteMany({ where: { customerId, plaidTransactionId: { in: changes.removedIds } } });
  }
  const rows = changes.upserts.flatMap((transaction) => {
    const account = accounts.get(transaction.accountId);
    if (!account) return [];
    return [
      {
        customerId,
        ...account,
        plaidTransactionId: transaction.transactionId,
        amount: new Prisma.Decimal(transaction.amount).toDecimalPlaces(2, Prisma.Decimal.ROUND_HALF_UP),
        isoCurrencyCode: transaction.isoCurrencyCode ?? "USD",
        date: new Date(`${transaction.date}T00:00:00Z`),
        name: transaction.name,
        merchantName: transaction.merchantName,
        category: transaction.category,
        pending: transaction.pending,
      },
    ];
  });
  if (rows.length === 0) return;

  const existing = await tx.transaction.findMany({
    where: { customerId, plaidTransactionId: { in: rows.map((row) => row.plaidTransactionId) } },
    select: { plaidTransactionId: true },
  });
  const known = new Set(existing.map((row) => row.plaidTransactionId));
  await tx.transaction.createMany({ data: rows.filter((row) => !known.has(row.plaidTransactionId)) });
  for (const row of rows.filter((candidate) => known.has(candidate.plaidTransactionId))) {
    const { plaidTransactionId, amount, date, name, merchantName, category, pending, isoCurrencyCode } = row;
    await tx.transaction.updateMany({
      where: { customerId, plaidTransactionId },
      data: { amount, date, name, merchantName, category, pending, isoCurrencyCode },
    });
  }
}
