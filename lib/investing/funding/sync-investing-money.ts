import "server-only";
import { getDb, type Tx } from "@/lib/db";
import { recalculateCustomerAttributes } from "@/lib/financial-health/recalculate-user-attributes";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ClearingFirm, DailyBalance, Transfer } from "@/lib/integrations/clearing-firm/types";
import { accountLabel } from "../account-label";

// The money half of an account's sync (run by `sync-investing-account` once the account is ACTIVE): the clearing
// firm's transfers onto ours (states, settlement, the bank's return reason; rollover checks it received become rows
// of their own), and the account's value today onto the account and its mirror asset, so /accounts, net worth and
// the history charts count it. Answers what the caller may act on: newly settled money and new rollover checks.

export type MoneySyncResult = { newlySettled: boolean; rolloverChecks: { transferId: string; amount: string; receivedAt: Date }[] };

const SUBTYPES: Record<string, string> = {
  INDIVIDUAL: "brokerage",
  TRADITIONAL_IRA: "ira",
  ROLLOVER_IRA: "ira",
  ROTH_IRA: "roth",
};

/** Reads what the clearing firm has for the account (outside any transaction: they are calls over the network). */
export async function readClearingMoney(clearingFirm: ClearingFirm, accountId: string, today: Date) {
  const date = { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1, day: today.getUTCDate() };
  const [transfers, balances] = await Promise.all([
    clearingFirm.getTransfers({ accountId }),
    clearingFirm.getDailyBalances({ accountId, from: date, to: date }),
  ]);
  return { transfers, today: balances.at(-1) ?? null };
}

export async function storeClearingMoney(
  tx: Tx,
  investingAccountId: string,
  remote: { transfers: Transfer[]; today: DailyBalance | null },
  now: Date = new Date(),
): Promise<MoneySyncResult> {
  const account = await tx.investingAccount.findUniqueOrThrow({
    where: { id: investingAccountId },
    select: {
      id: true,
      userId: true,
      accountType: true,
      accountNumber: true,
      nickname: true,
      registrationType: true,
      mirrorAssetId: true,
      transfers: { where: { transferId: { not: null } }, select: { id: true, transferId: true, state: true } },
    },
  });
  const known = new Map(account.transfers.map((transfer) => [transfer.transferId!, transfer]));
  const result: MoneySyncResult = { newlySettled: false, rolloverChecks: [] };
  for (const transfer of remote.transfers) {
    const local = known.get(transfer.transferId);
    if (local) {
      if (local.state === transfer.state) continue;
      await tx.investingTransfer.update({
        where: { id: local.id },
        data: { state: transfer.state, settledAt: transfer.settleTime, returnReason: transfer.returnReason },
      });
      if (transfer.state === "COMPLETED") result.newlySettled = true;
    } else if (transfer.mechanism === "CHECK" && transfer.direction === "DEPOSIT") {
      await tx.investingTransfer.create({
        data: {
          investingAccountId,
          kind: "ROLLOVER_CHECK",
          transferId: transfer.transferId,
          requestId: `check-${transfer.transferId}`,
          amount: new Prisma.Decimal(transfer.amount),
          state: transfer.state,
          description: transfer.description,
          settledAt: transfer.settleTime,
        },
      });
      if (transfer.state === "COMPLETED") {
        result.newlySettled = true;
        result.rolloverChecks.push({ transferId: transfer.transferId, amount: transfer.amount, receivedAt: transfer.settleTime ?? now });
      }
    }
  }

  const equity = new Prisma.Decimal(remote.today?.equity ?? "0");
  const netContributions = new Prisma.Decimal(remote.today?.netContributions ?? "0");
  await tx.investingAccount.update({ where: { id: investingAccountId }, data: { equity, netContributions, valuedAt: now } });
  await mirrorAsset(tx, account, equity);
  return result;
}

/** The asset that carries the account's value into /accounts and net worth; made on the first valuation. */
async function mirrorAsset(
  tx: Tx,
  account: {
    id: string;
    userId: string;
    accountType: string | null;
    accountNumber: string | null;
    nickname: string | null;
    registrationType: string;
    mirrorAssetId: string | null;
  },
  equity: Prisma.Decimal,
): Promise<void> {
  const customer = await tx.customer.findUnique({ where: { userId: account.userId }, select: { id: true } });
  if (!customer) return;
  const fields = {
    name: accountLabel(account),
    value: equity,
    mask: account.accountNumber?.slice(-4) ?? null,
  };
  if (account.mirrorAssetId) {
    const before = await tx.asset.findUnique({ where: { id: account.mirrorAssetId }, select: { value: true } });
    if (before && before.value.equals(equity)) return;
    await tx.asset.update({ where: { id: account.mirrorAssetId }, data: fields });
  } else {
    const asset = await tx.asset.create({
      data: {
        ...fields,
        customerId: customer.id,
        provider: "CLEARING_FIRM",
        liquid: false,
        assetType: "OTHER",
        type: "investment",
        subtype: SUBTYPES[account.accountType ?? ""] ?? "brokerage",
      },
      select: { id: true },
    });
    await tx.investingAccount.update({ where: { id: account.id }, data: { mirrorAssetId: asset.id } });
  }
  await recalculateCustomerAttributes({ tx, customerId: customer.id });
}

/** The member's accounts whose money the sync should read now (open, with money moving or any value). */
export async function accountsWithMoneyToSync(userId?: string) {
  const db = await getDb();
  return db.investingAccount.findMany({
    where: {
      ...(userId ? { userId } : {}),
      state: "ACTIVE",
      accountId: { not: null },
    },
    select: { id: true, syncedAt: true },
  });
}
