import { decryptSecret } from "@/lib/crypto/decrypt-secret";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { recalculateCustomerAttributes } from "@/lib/financial-health/recalculate-user-attributes";
import { logger } from "@/lib/log/logger";
import { getBankLinking } from "@/lib/integrations/bank-linking/get-bank-linking";
import { BankLinkingError, type BankLinking, type Liabilities, type LinkedAccount } from "@/lib/integrations/bank-linking/types";
import { applyTransactionChanges, type LinkedAccountRef, SYNC_TRANSACTION_OPTIONS } from "./apply-transaction-changes";
import { collectTransactionChanges, type TransactionChanges } from "./collect-transaction-changes";
import { INSTITUTION_NOT_FOUND_MESSAGE } from "./link-messages";
import { hasLiabilityAccounts, linkedAccountRow } from "./linked-account-rows";

export type SyncOutcome = { isLatestSyncFailed: boolean; isLatestLiabilitiesSyncFailed: boolean };

/**
 * Brings a linked institution up to date: balances of its accounts, the transactions since the last sync, and the
 * liability details. A failed sync changes nothing but the item's isLatestSyncFailed flag (shown on the accounts
 * page, 001 §3) with its kind (ITEM_LOGIN_REQUIRED: the member must reconnect) and the attempt's time; only the
 * next successful sync clears it. Everything else is written in one transaction. Only the member's own item: a
 * foreign id is "not found".
 */
export async function syncInstitutionItem({
  customerId,
  institutionItemId,
  bankLinking = getBankLinking(),
  askBankFirst = false,
}: {
  customerId: string;
  institutionItemId: string;
  bankLinking?: BankLinking;
  /** 'Refresh now': ask the provider to check the bank first (what it finds later arrives through its webhook). */
  askBankFirst?: boolean;
}): Promise<SyncOutcome> {
  const db = await getDb();
  const item = await db.institutionItem.findFirst({
    where: { id: institutionItemId, customerId },
    select: { id: true, name: true, accessTokenEncrypted: true, transactionsCursor: true },
  });
  if (!item) throw new AppError(AppErrorCode.NOT_FOUND, INSTITUTION_NOT_FOUND_MESSAGE);

  let accounts: LinkedAccount[];
  let changes: TransactionChanges;
  let liabilities: Liabilities | undefined;
  try {
    const accessToken = decryptSecret(item.accessTokenEncrypted);
    if (askBankFirst) await askProviderToRefresh(bankLinking, accessToken, item.id);
    accounts = await bankLinking.getAccounts({ accessToken });
    changes = await collectTransactionChanges({ bankLinking, accessToken, cursor: item.transactionsCursor ?? undefined });
    liabilities = await fetchLiabilities(bankLinking, accessToken, accounts);
  } catch (error) {
    await db.institutionItem.update({
      where: { id: item.id },
      data: {
        isLatestSyncFailed: true,
        latestSyncError: syncErrorMessage(error),
        latestSyncErrorKind: error instanceof BankLinkingError ? error.kind : "PROVIDER_ERROR",
        lastSyncAttemptAt: new Date(),
      },
      select: { id: true },
    });
    const { isLatestLiabilitiesSyncFailed } = await db.institutionItem.findUniqueOrThrow({
      where: { id: item.id },
      select: { isLatestLiabilitiesSyncFailed: true },
    });
    return { isLatestSyncFailed: true, isLatestLiabilitiesSyncFailed };
  }

  const outcome = { isLatestSyncFailed: false, isLatestLiabilitiesSyncFailed: liabilities === undefined };
  await db.$transaction(async (tx) => {
    // One sync of an item at a time: a sync that started from the same cursor and finished first has stored these
    // very changes already (a webhook's job and 'Refresh now' at once), so this one stops without a second copy.
    const [current] = await tx.$queryRaw<Array<{ transactionsCursor: string | null }>>`
      SELECT "transactionsCursor" FROM "InstitutionItem" WHERE id = ${item.id} FOR UPDATE`;
    if (!current || current.transactionsCursor !== item.transactionsCursor) return;

    // Accounts the member removed stay removed: no balance, no transactions for them.
    const owned = { customerId, institutionItemId: item.id, deletedAt: null };
    const [assets, cards, loans] = await Promise.all([
      tx.asset.findMany({ where: owned, select: { id: true, plaidAccountId: true } }),
      tx.creditCard.findMany({ where: owned, select: { id: true, plaidAccountId: true } }),
      tx.loan.findMany({ where: owned, select: { id: true, plaidAccountId: true } }),
    ]);
    const refs = new Map<string, LinkedAccountRef>();
    assets.forEach((row) => row.plaidAccountId && refs.set(row.plaidAccountId, { assetId: row.id }));
    cards.forEach((row) => row.plaidAccountId && refs.set(row.plaidAccountId, { creditCardId: row.id }));
    loans.forEach((row) => row.plaidAccountId && refs.set(row.plaidAccountId, { loanId: row.id }));

    for (const account of accounts) {
      const ref = refs.get(account.accountId);
      if (!ref) continue;
      // Balances always; APRs and original balances only when the liability details came through.
      const row = linkedAccountRow(account, liabilities ?? { credit: [], loans: [] }, item.name);
      if (ref.assetId && row.kind === "asset") {
        await tx.asset.update({ where: { id: ref.assetId }, data: { value: row.data.value }, select: { id: true } });
      } else if (ref.creditCardId && row.kind === "creditCard") {
        const { value, cardLimit, apr } = row.data;
        await tx.creditCard.update({
          where: { id: ref.creditCardId },
          data: { value, cardLimit, ...(liabilities && apr ? { apr } : {}) },
          select: { id: true },
        });
      } else if (ref.loanId && row.kind === "loan") {
        const { value, apr, loanAmount } = row.data;
        await tx.loan.update({
          where: { id: ref.loanId },
          data: { value, ...(liabilities && apr ? { apr } : {}), ...(liabilities && loanAmount ? { loanAmount } : {}) },
          select: { id: true },
        });
      }
    }

    await applyTransactionChanges({ tx, customerId, accounts: refs, changes });
    await tx.institutionItem.update({
      where: { id: item.id },
      data: {
        transactionsCursor: changes.cursor,
        lastSyncedAt: new Date(),
        lastSyncAttemptAt: new Date(),
        isLatestSyncFailed: false,
        latestSyncError: null,
        latestSyncErrorKind: null,
        isLatestLiabilitiesSyncFailed: outcome.isLatestLiabilitiesSyncFailed,
      },
      select: { id: true },
    });
    // The score, the overview and today's history point move with the balances, in the same transaction.
    await recalculateCustomerAttributes({ tx, customerId });
  }, SYNC_TRANSACTION_OPTIONS);
  return outcome;
}

/**
 * A refresh the provider refuses (not offered for this item, the bank wants a new sign-in) still lets the sync run:
 * the sync's own calls say what is wrong, and are what the item records.
 */
async function askProviderToRefresh(bankLinking: BankLinking, accessToken: string, institutionItemId: string) {
  try {
    await bankLinking.refreshTransactions({ accessToken });
  } catch (error) {
    if (!(error instanceof BankLinkingError)) throw error;
    logger.info({ institutionItemId, providerCode: error.providerCode }, "bank-linking: the provider declined a refresh");
  }
}

/** The queued sync (a webhook, 'Refresh now'): the item's own member; an item removed meanwhile is nothing to do. */
export async function syncQueuedInstitutionItem({
  institutionItemId,
  bankLinking = getBankLinking(),
}: {
  institutionItemId: string;
  bankLinking?: BankLinking;
}): Promise<SyncOutcome | null> {
  const db = await getDb();
  const item = await db.institutionItem.findUnique({ where: { id: institutionItemId }, select: { customerId: true } });
  if (!item) return null;
  return syncInstitutionItem({ customerId: item.customerId, institutionItemId, bankLinking });
}

/** The liability details, or undefined when the provider would not give them (the accounts still sync). */
async function fetchLiabilities(
  bankLinking: BankLinking,
  accessToken: string,
  accounts: LinkedAccount[],
): Promise<Liabilities | undefined> {
  if (!hasLiabilityAccounts(accounts)) return { credit: [], loans: [] };
  return bankLinking.getLiabilities({ accessToken }).catch(() => undefined);
}

/** What is kept of a failed sync: the error's message (the provider's reason), never the access token. */
export function syncErrorMessage(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}
