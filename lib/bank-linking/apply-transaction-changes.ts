import type { Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { LinkedTransaction } from "@/lib/integrations/bank-linking/types";
import { checkBudgetAlerts } from "@/lib/budgets/check-budget-alerts";
import { classifyTransactions } from "@/lib/transactions/classify-transactions";
import { detectRecurringSeries } from "@/lib/transactions/detect-recurring-series";
import { normalizeMerchant } from "@/lib/transactions/normalize-merchant";
import type { TransactionChanges } from "./collect-transaction-changes";
import { matchPendingTransactions } from "./match-pending-transactions";

/** Which of the member's rows a provider account id belongs to. */
export type LinkedAccountRef = { assetId?: string; creditCardId?: string; loanId?: string };

type ProviderFields = {
  plaidTransactionId: string;
  pendingTransactionId: string | null;
  amount: Prisma.Decimal;
  isoCurrencyCode: string;
  date: Date;
  name: string;
  merchantName: string | null;
  merchantKey: string;
  category: string | null;
  providerDetailedCategory: string | null;
  providerCategoryConfidence: string | null;
  pending: boolean;
};

type Arrival = { ref: LinkedAccountRef; account: string; fields: ProviderFields };

/**
 * Stores a sync's changes on the member's linked accounts, inside the caller's transaction, so that the rows stay
 * one per real transaction:
 * - a posted transaction that replaces a stored pending one (named by the provider, else matched on the account,
 *   amount and date: matchPendingTransactions) takes over that row, which keeps the member's category, notes,
 *   splits, review and exclusion;
 * - a modified one changes only what the provider says (amount, date, names, its categories): never what the member
 *   decided;
 * - removed ones go (a pending row that a posted one took over is not removed with its old id).
 * Amounts keep the provider's sign (positive is money leaving the account). Transactions of accounts the member did
 * not link are skipped. Then the new and changed rows are classified and the recurring series found again.
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
}): Promise<{ changedIds: string[] }> {
  const arrivals = changes.upserts.flatMap((transaction): Arrival[] => {
    const ref = accounts.get(transaction.accountId);
    return ref ? [{ ref, account: accountKey(ref), fields: providerFields(transaction) }] : [];
  });
  const linkedAccounts = [...accounts.values()];
  const changedIds: string[] = [];

  if (arrivals.length > 0) {
    const ids = arrivals.map((arrival) => arrival.fields.plaidTransactionId);
    const existing = [];
    for (const chunk of chunks(ids)) {
      existing.push(
        ...(await tx.transaction.findMany({
          where: { customerId, OR: [{ plaidTransactionId: { in: chunk } }, { pendingTransactionId: { in: chunk } }] },
          select: { id: true, plaidTransactionId: true, pendingTransactionId: true, amount: true },
        })),
      );
    }
    const byProviderId = new Map(existing.flatMap((row) => (row.plaidTransactionId ? [[row.plaidTransactionId, row] as const] : [])));
    // A pending transaction some posted row already replaced: a late word about it must not bring it back.
    const replaced = new Set(existing.flatMap((row) => (row.pendingTransactionId ? [row.pendingTransactionId] : [])));
    const live = arrivals.filter((arrival) => !replaced.has(arrival.fields.plaidTransactionId) || byProviderId.has(arrival.fields.plaidTransactionId));

    const fresh = live.filter((arrival) => !byProviderId.has(arrival.fields.plaidTransactionId));
    // The few recent pending rows of these accounts (not those this sync itself updates).
    const arriving = new Set(ids);
    const pendingRows = (
      await tx.transaction.findMany({
        where: { customerId, pending: true, OR: accountFilters(linkedAccounts) },
        select: { id: true, plaidTransactionId: true, assetId: true, creditCardId: true, loanId: true, amount: true, date: true, merchantKey: true },
      })
    ).filter((row) => !row.plaidTransactionId || !arriving.has(row.plaidTransactionId));
    const matches = matchPendingTransactions({
      posted: fresh
        .filter((arrival) => !arrival.fields.pending)
        .map(({ account, fields }) => ({
          transactionId: fields.plaidTransactionId,
          pendingTransactionId: fields.pendingTransactionId,
          account,
          amount: fields.amount.toFixed(2),
          date: isoDay(fields.date),
          merchantKey: fields.merchantKey,
        })),
      pending: pendingRows.map((row) => ({
        id: row.id,
        plaidTransactionId: row.plaidTransactionId,
        account: accountKey(row),
        amount: row.amount.toFixed(2),
        date: isoDay(row.date),
        merchantKey: row.merchantKey,
      })),
    });
    const pendingById = new Map(pendingRows.map((row) => [row.id, row]));

    // Posted over pending: the row stays (with everything the member gave it) and takes the posted figures.
    for (const arrival of fresh) {
      const rowId = matches.get(arrival.fields.plaidTransactionId);
      if (!rowId) continue;
      const previous = pendingById.get(rowId)!;
      await tx.transaction.update({
        where: { id: rowId },
        data: { ...arrival.fields, pendingTransactionId: arrival.fields.pendingTransactionId ?? previous.plaidTransactionId },
        select: { id: true },
      });
      await keepSplitsWhole({ tx, transactionId: rowId, from: previous.amount, to: arrival.fields.amount });
      changedIds.push(rowId);
    }

    const rows = fresh
      .filter((arrival) => !matches.has(arrival.fields.plaidTransactionId))
      .map(({ ref, fields }) => ({ customerId, ...ref, ...fields }));
    for (const chunk of chunks(rows)) {
      const created = await tx.transaction.createManyAndReturn({ data: chunk, select: { id: true } });
      changedIds.push(...created.map((row) => row.id));
    }

    for (const arrival of live) {
      const row = byProviderId.get(arrival.fields.plaidTransactionId);
      if (!row) continue;
      // The provider's fields only: the member's category, notes, splits, review and exclusion are theirs.
      const { plaidTransactionId: _same, ...fields } = arrival.fields;
      await tx.transaction.update({ where: { id: row.id }, data: { ...fields, pendingTransactionId: fields.pendingTransactionId ?? row.pendingTransactionId }, select: { id: true } });
      await keepSplitsWhole({ tx, transactionId: row.id, from: row.amount, to: fields.amount });
      changedIds.push(row.id);
    }
  }

  for (const chunk of chunks(changes.removedIds)) {
    await tx.transaction.deleteMany({ where: { customerId, plaidTransactionId: { in: chunk } } });
  }

  if (changedIds.length > 0 || changes.removedIds.length > 0) {
    await classifyTransactions({ tx, customerId, transactionIds: changedIds });
    await detectRecurringSeries({ tx, customerId });
    // A new charge may cross 80 % or 100 % of a budget line: the alert commits (and its email is queued) with it.
    await checkBudgetAlerts({ tx, customerId });
  }
  return { changedIds };
}

function providerFields(transaction: LinkedTransaction): ProviderFields {
  return {
    plaidTransactionId: transaction.transactionId,
    pendingTransactionId: transaction.pendingTransactionId,
    amount: new Prisma.Decimal(transaction.amount).toDecimalPlaces(2, Prisma.Decimal.ROUND_HALF_UP),
    isoCurrencyCode: transaction.isoCurrencyCode ?? "USD",
    date: new Date(`${transaction.date}T00:00:00Z`),
    name: transaction.name,
    merchantName: transaction.merchantName,
    merchantKey: normalizeMerchant(transaction.merchantName ?? transaction.name),
    category: transaction.category,
    providerDetailedCategory: transaction.detailedCategory,
    providerCategoryConfidence: transaction.categoryConfidence,
    pending: transaction.pending,
  };
}

/**
 * A split must add up to its transaction to the cent: when the provider changes the amount (a tip added when it
 * posts), the difference goes to the largest part, and the member's other parts stay as they set them.
 */
async function keepSplitsWhole({ tx, transactionId, from, to }: { tx: Tx; transactionId: string; from: Prisma.Decimal; to: Prisma.Decimal }) {
  if (from.equals(to)) return;
  const parts = await tx.transactionSplit.findMany({ where: { transactionId }, select: { id: true, amount: true } });
  if (parts.length === 0) return;
  const largest = parts.reduce((best, part) => (part.amount.abs().greaterThan(best.amount.abs()) ? part : best));
  await tx.transactionSplit.update({
    where: { id: largest.id },
    data: { amount: largest.amount.plus(to.minus(from)) },
    select: { id: true },
  });
}

function accountKey(ref: { assetId?: string | null; creditCardId?: string | null; loanId?: string | null }): string {
  return ref.assetId ?? ref.creditCardId ?? ref.loanId ?? "";
}

function accountFilters(refs: LinkedAccountRef[]): Prisma.TransactionWhereInput[] {
  const ids = (pick: (ref: LinkedAccountRef) => string | undefined) => refs.flatMap((ref) => (pick(ref) ? [pick(ref)!] : []));
  return [
    { assetId: { in: ids((ref) => ref.assetId) } },
    { creditCardId: { in: ids((ref) => ref.creditCardId) } },
    { loanId: { in: ids((ref) => ref.loanId) } },
  ];
}

/** Large syncs in slices: a statement has at most 65,535 parameters. */
function chunks<T>(items: T[], size = 2000): T[][] {
  const slices: T[][] = [];
  for (let start = 0; start < items.length; start += size) slices.push(items.slice(start, start + size));
  return slices;
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The interactive transaction's limits for storing a sync: Prisma's default of 5 seconds is too short for a first
 * sync of years of history (10,000 transactions and their classification) on a busy database.
 */
export const SYNC_TRANSACTION_OPTIONS = { timeout: 120_000, maxWait: 15_000 };
