import { institutionItemSelect, type InstitutionItemRecord } from "@/lib/accounts/account-records";
import { encryptSecret } from "@/lib/crypto/encrypt-secret";
import { ensureCustomer } from "@/lib/customers/ensure-customer";
import { getDb, type Tx } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { recalculateCustomerAttributes } from "@/lib/financial-health/recalculate-user-attributes";
import { getBankLinking } from "@/lib/integrations/bank-linking/get-bank-linking";
import type { BankLinking, Liabilities, LinkedAccount } from "@/lib/integrations/bank-linking/types";
import { applyTransactionChanges, type LinkedAccountRef, SYNC_TRANSACTION_OPTIONS } from "./apply-transaction-changes";
import { collectTransactionChanges, type TransactionChanges } from "./collect-transaction-changes";
import { ALREADY_LINKED_MESSAGE, LINK_ERROR_MESSAGE } from "./link-messages";
import { hasLiabilityAccounts, linkedAccountRow } from "./linked-account-rows";
import { createPlaidAccountsSchema } from "./schemas";
import { parseInput } from "@/lib/validation/parse-input";

type Fetched = {
  itemId: string;
  accessToken: string;
  accounts: LinkedAccount[];
  changes: TransactionChanges;
  liabilities: Liabilities;
  liabilitiesFailed: boolean;
};

/**
 * The end of the link flow (001 §4, §7): the public token becomes an institution item with the member's accounts,
 * their balances and 90 days of transactions, all written in one transaction. A member links an institution once
 * ('Accounts already added for this institution.'); every other failure reads 'Error connecting to institution.'
 * and leaves nothing behind, at the provider either (the item is removed again).
 */
export async function createPlaidAccounts({
  userId,
  input,
  bankLinking = getBankLinking(),
}: {
  userId: string;
  input: unknown;
  bankLinking?: BankLinking;
}): Promise<{ institutionItem: InstitutionItemRecord }> {
  // One answer for any malformed link result: the member can only try linking again.
  const { publicToken, institutionData } = parseInput(createPlaidAccountsSchema, input, { message: LINK_ERROR_MESSAGE, field: null });

  const db = await getDb();
  const customer = await ensureCustomer(db, userId);
  await refuseSecondLink(db, customer.id, institutionData.institutionId);

  const fetched = await fetchFromProvider(bankLinking, publicToken);
  try {
    const institutionItem = await db.$transaction(async (tx) => {
      await refuseSecondLink(tx, customer.id, institutionData.institutionId);
      return storeLinkedItem({ tx, customerId: customer.id, institution: institutionData, fetched });
    }, SYNC_TRANSACTION_OPTIONS);
    return { institutionItem };
  } catch (error) {
    await bankLinking.removeItem({ accessToken: fetched.accessToken }).catch(() => undefined);
    if (error instanceof AppError) throw error;
    throw new AppError(AppErrorCode.UNAVAILABLE, LINK_ERROR_MESSAGE, { cause: error });
  }
}

async function refuseSecondLink(db: Pick<Tx, "institutionItem">, customerId: string, institutionId: string) {
  const existing = await db.institutionItem.findFirst({ where: { customerId, institutionId }, select: { id: true } });
  if (existing) throw new AppError(AppErrorCode.CONFLICT, ALREADY_LINKED_MESSAGE);
}

async function fetchFromProvider(bankLinking: BankLinking, publicToken: string): Promise<Fetched> {
  let accessToken: string | undefined;
  try {
    const exchanged = await bankLinking.exchangePublicToken({ publicToken });
    accessToken = exchanged.accessToken;
    const accounts = await bankLinking.getAccounts({ accessToken });
    const changes = await collectTransactionChanges({ bankLinking, accessToken });
    let liabilities: Liabilities = { credit: [], loans: [] };
    let liabilitiesFailed = false;
    if (hasLiabilityAccounts(accounts)) {
      // Cards and loans are still worth linking without their APRs; the flag lets the accounts page say so.
      liabilities = await bankLinking.getLiabilities({ accessToken }).catch(() => {
        liabilitiesFailed = true;
        return liabilities;
      });
    }
    return { itemId: exchanged.itemId, accessToken, accounts, changes, liabilities, liabilitiesFailed };
  } catch (error) {
    if (accessToken) await bankLinking.removeItem({ accessToken }).catch(() => undefined);
    throw new AppError(AppErrorCode.UNAVAILABLE, LINK_ERROR_MESSAGE, { cause: error });
  }
}

async function storeLinkedItem({
  tx,
  customerId,
  institution,
  fetched,
}: {
  tx: Tx;
  customerId: string;
  institution: { name: string; institutionId: string };
  fetched: Fetched;
}): Promise<InstitutionItemRecord> {
  const now = new Date();
  const item = await tx.institutionItem.create({
    data: {
      customerId,
      providerItemId: fetched.itemId,
      accessTokenEncrypted: encryptSecret(fetched.accessToken),
      institutionId: institution.institutionId,
      name: institution.name,
      isLatestSyncFailed: false,
      isLatestLiabilitiesSyncFailed: fetched.liabilitiesFailed,
      transactionsCursor: fetched.changes.cursor,
      lastSyncedAt: now,
      lastSyncAttemptAt: now,
    },
    select: institutionItemSelect,
  });

  // New accounts go after the member's existing ones, in the provider's order.
  const [assetCount, cardCount, loanCount] = await Promise.all([
    tx.asset.count({ where: { customerId } }),
    tx.creditCard.count({ where: { customerId } }),
    tx.loan.count({ where: { customerId } }),
  ]);
  const sortOrder = { asset: assetCount, creditCard: cardCount, loan: loanCount };
  const linked = { customerId, institutionItemId: item.id, provider: "PLAID" as const };

  const accounts = new Map<string, LinkedAccountRef>();
  for (const account of fetched.accounts) {
    const row = linkedAccountRow(account, fetched.liabilities, institution.name);
    const order = sortOrder[row.kind]++;
    if (row.kind === "asset") {
      const { id } = await tx.asset.create({ data: { ...row.data, ...linked, sortOrder: order }, select: { id: true } });
      accounts.set(account.accountId, { assetId: id });
    } else if (row.kind === "creditCard") {
      const { id } = await tx.creditCard.create({ data: { ...row.data, ...linked, sortOrder: order }, select: { id: true } });
      accounts.set(account.accountId, { creditCardId: id });
    } else {
      const { id } = await tx.loan.create({ data: { ...row.data, ...linked, sortOrder: order }, select: { id: true } });
      accounts.set(account.accountId, { loanId: id });
    }
  }

  await applyTransactionChanges({ tx, customerId, accounts, changes: fetched.changes });
  // The score, the overview and today's history point move with the balances, in the same transaction.
  await recalculateCustomerAttributes({ tx, customerId });
  return item;
}
