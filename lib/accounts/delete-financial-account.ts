import { deleteItemRows } from "@/lib/bank-linking/delete-item-rows";
import { unlinkAtProvider } from "@/lib/bank-linking/unlink-at-provider";
import { getDb, type Db, type Tx } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { getBankLinking } from "@/lib/integrations/bank-linking/get-bank-linking";
import type { BankLinking } from "@/lib/integrations/bank-linking/types";
import {
  ASSET_MESSAGES,
  CREDIT_CARD_MESSAGES,
  CREDIT_SCORE_MESSAGES,
  INCOME_MESSAGES,
  LOAN_MESSAGES,
} from "./account-messages";
import { ownedAccountOrThrow, ownedBy } from "./owned-account";
import { recordRemoval, type Remover } from "./record-removal";

export type BalanceAccountKind = "asset" | "creditCard" | "loan";
export type FinancialAccountKind = BalanceAccountKind | "income" | "creditScore";

const MESSAGES = {
  asset: ASSET_MESSAGES,
  creditCard: CREDIT_CARD_MESSAGES,
  loan: LOAN_MESSAGES,
  income: INCOME_MESSAGES,
  creditScore: CREDIT_SCORE_MESSAGES,
};

const isBalanceKind = (kind: FinancialAccountKind): kind is BalanceAccountKind =>
  kind === "asset" || kind === "creditCard" || kind === "loan";

/**
 * Removes one of the member's accounts (docs/decisions.md, "First-half fixes"). An asset, card or loan is marked
 * deleted and its transactions deleted; an income or credit score row is deleted. The figures and today's history
 * point are worked out again in the same transaction. The last live account of a linked institution takes the
 * institution with it (unlinked at the provider first, as deleteInstitutionItem does), so the member can link it
 * again. Another member's or a missing id answers the kind's "not found"; the member's own removed account its
 * "has been deleted".
 */
export async function deleteFinancialAccount({
  kind,
  id,
  remover,
  bankLinking = getBankLinking(),
}: {
  kind: FinancialAccountKind;
  id: string;
  remover: Remover;
  bankLinking?: BankLinking;
}): Promise<void> {
  const db = await getDb();
  const audit = { action: "financial-account.deleted" as const, metadata: { kind, id } };
  if (!isBalanceKind(kind)) {
    await db.$transaction(async (tx) => {
      const where = { id, ...ownedBy(remover.userId) };
      const { count } =
        kind === "income" ? await tx.income.deleteMany({ where }) : await tx.creditScore.deleteMany({ where });
      if (count === 0) throw new AppError(AppErrorCode.NOT_FOUND, MESSAGES[kind].notFound, { field: "id" });
      await recordRemoval({ tx, remover, ...audit });
    });
    return;
  }

  const messages = MESSAGES[kind];
  const deleted = () => new AppError(AppErrorCode.NOT_FOUND, messages.deleted, { field: "id" });
  const account = ownedAccountOrThrow(await findBalanceAccount(db, kind, id, remover.userId), messages);
  if ("provider" in account && account.provider === "CLEARING_FIRM") {
    throw new AppError(AppErrorCode.CONFLICT, ASSET_MESSAGES.managedByInvesting, { field: "id" });
  }
  const item = account.institutionItem;

  // Whether this is the bank's last account is decided again under a lock on the bank's row: two of its accounts
  // removed at once would each see the other still there and leave a bank with none. The one that finds itself last
  // after all starts over, so the bank is unlinked at the provider before anything of it is removed here.
  for (let attempt = 1; attempt <= 3; attempt++) {
    const lastOfItem = item !== null && (await liveAccountsOf(db, item.id, id)) === 0;
    if (lastOfItem) await unlinkAtProvider({ bankLinking, item });

    const outcome = await db.$transaction(async (tx) => {
      if (item) await lockInstitutionItem(tx, item.id);
      if (lastOfItem) {
        if (!(await deleteItemRows({ tx, institutionItemId: item.id })).removed) throw deleted();
      } else {
        if (item && (await liveAccountsOf(tx, item.id, id)) === 0) return "became-last" as const;
        if ((await markDeleted(tx, kind, id)).count === 0) throw deleted();
        await tx.transaction.deleteMany({ where: transactionsOf(kind, id) });
      }
      await recordRemoval({
        tx,
        remover,
        ...audit,
        metadata: { ...audit.metadata, institutionItemId: lastOfItem ? item.id : null },
      });
      return "removed" as const;
    });
    if (outcome === "removed") return;
  }
  throw new Error(`The accounts of institution item ${item?.id} kept changing during a removal`);
}

/** Holds the bank's row until the transaction ends, so removals of its accounts take turns. */
async function lockInstitutionItem(tx: Tx, institutionItemId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "InstitutionItem" WHERE id = ${institutionItemId} FOR UPDATE`;
}

const accountSelect = {
  customerId: true,
  deletedAt: true,
  provider: true,
  institutionItem: { select: { id: true, name: true, accessTokenEncrypted: true } },
} as const;

function findBalanceAccount(db: Db, kind: BalanceAccountKind, id: string, userId: string) {
  const args = { where: { id, ...ownedBy(userId) }, select: accountSelect };
  if (kind === "asset") return db.asset.findFirst(args);
  if (kind === "creditCard") return db.creditCard.findFirst(args);
  return db.loan.findFirst(args);
}

/** The institution's other live accounts, of every kind. */
async function liveAccountsOf(db: Db | Tx, institutionItemId: string, exceptId: string): Promise<number> {
  const where = { institutionItemId, deletedAt: null, NOT: { id: exceptId } };
  const counts = await Promise.all([
    db.asset.count({ where }),
    db.creditCard.count({ where }),
    db.loan.count({ where }),
  ]);
  return counts.reduce((total, count) => total + count, 0);
}

/** Marks the account deleted unless it already is (a concurrent removal): the count says which. */
function markDeleted(tx: Tx, kind: BalanceAccountKind, id: string) {
  const args = { where: { id, deletedAt: null }, data: { deletedAt: new Date() } };
  if (kind === "asset") return tx.asset.updateMany(args);
  if (kind === "creditCard") return tx.creditCard.updateMany(args);
  return tx.loan.updateMany(args);
}

function transactionsOf(kind: BalanceAccountKind, id: string) {
  if (kind === "asset") return { assetId: id };
  if (kind === "creditCard") return { creditCardId: id };
  return { loanId: id };
}
