import "server-only";
import { getDb, type Tx } from "@/lib/db";
import type { InvestingAccountState, Prisma } from "@/lib/generated/prisma/client";
import { getClearingFirm } from "@/lib/integrations/clearing-firm/get-clearing-firm";
import type { ClearingAccount, Investigation } from "@/lib/integrations/clearing-firm/types";
import { notifyIdentityDocumentNeeded } from "@/lib/identity-verification/notify-identity-document-needed";
import { enqueueInvestingAccountSync } from "./enqueue-investing-account-sync";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { QUEUES } from "@/lib/jobs/queues";
import { getEnv, testOnlySetting } from "@/lib/env";
import { logger } from "@/lib/log/logger";
import { notifyApplicationDecided } from "./notify-application-decided";
import { recordRolloverDeposit } from "./rollovers/record-rollover-deposit";
import { readClearingMoney, storeClearingMoney, type MoneySyncResult } from "./funding/sync-investing-money";

/** States in which the application still waits on the clearing firm, so the sync keeps asking. */
export const WAITING_ACCOUNT_STATES: InvestingAccountState[] = ["SUBMITTED", "UNDER_REVIEW", "ACTION_REQUIRED"];

/**
 * Reads one account and its holder's identity investigation from the clearing firm and stores what changed, in one
 * transaction (the job `sync-investing-account`). An account not yet created at the clearing firm has nothing to read.
 * A clearing-firm outage throws, so the job retries later.
 */
export async function syncInvestingAccount({ investingAccountId }: { investingAccountId: string }): Promise<void> {
  const db = await getDb();
  const account = await db.investingAccount.findUnique({
    where: { id: investingAccountId },
    select: { id: true, accountId: true },
  });
  if (!account?.accountId) return;
  const clearingFirm = getClearingFirm();
  const [remote] = await clearingFirm.getAccounts({ accountIds: [account.accountId] });
  if (!remote) return;
  const investigation = await clearingFirm.getInvestigation({ investigationName: remote.investigationName });
  const money = remote.state === "ACTIVE" ? await readClearingMoney(clearingFirm, remote.accountId, new Date()) : null;
  await db.$transaction(async (tx) => {
    await storeClearingAccount(tx, account.id, remote, investigation);
    if (money) await afterMoneySync(tx, account.id, await storeClearingMoney(tx, account.id, money));
  });
  // Rollover checks the clearing firm received move their rollovers to Deposited (idempotent per check, so every
  // sync may report them all again: one that failed before is recorded now).
  for (const check of money?.transfers ?? []) {
    if (check.mechanism !== "CHECK" || check.state !== "COMPLETED") continue;
    await recordRolloverDeposit({ investingAccountId: account.id, transferId: check.transferId, amount: check.amount, receivedAt: check.settleTime ?? new Date() });
  }
}

/** What settled money sets off: it gets invested (when a portfolio is chosen), and rollover checks move their rollovers on. */
async function afterMoneySync(tx: Tx, investingAccountId: string, result: MoneySyncResult): Promise<void> {
  if (!result.newlySettled) return;
  const account = await tx.investingAccount.findUniqueOrThrow({ where: { id: investingAccountId }, select: { modelPortfolioId: true } });
  if (account.modelPortfolioId) {
    await enqueueJob(tx, QUEUES.rebalanceInvestingAccount.name, { investingAccountId }, { singletonKey: `rebalance:${investingAccountId}` });
  }
}

/** How old a page's view of an account may be before the page reads the clearing firm again. */
const PAGE_FRESHNESS_MS = 15_000;

/** End-to-end tests may shorten it (TEST_INVESTING_PAGE_FRESHNESS_SECONDS) on local and test installs only. */
function pageFreshnessMs(): number {
  const override = testOnlySetting(getEnv().TEST_INVESTING_PAGE_FRESHNESS_SECONDS);
  return override !== undefined ? override * 1000 : PAGE_FRESHNESS_MS;
}

/**
 * For the investing pages: the member's open accounts read again from the clearing firm when the last read is older
 * than a few seconds, so a deposit that settled shows as completed on the next visit. An outage keeps what is stored.
 */
export async function refreshOpenInvestingAccounts(userId: string, now: Date = new Date()): Promise<void> {
  const db = await getDb();
  const stale = await db.investingAccount.findMany({
    where: {
      userId,
      accountId: { not: null },
      OR: [
        // A member waiting for a decision reloads to see it: always read again.
        { state: { in: WAITING_ACCOUNT_STATES } },
        { state: "ACTIVE", OR: [{ syncedAt: null }, { syncedAt: { lt: new Date(now.getTime() - pageFreshnessMs()) } }] },
      ],
    },
    select: { id: true },
  });
  for (const { id } of stale) {
    try {
      await syncInvestingAccount({ investingAccountId: id });
    } catch (error) {
      logger.warn({ err: error }, "investing account could not be read from the clearing firm");
    }
  }
}

/** Writes the clearing firm's view of an account (state, number, agreements, investigation) onto ours. */
export async function storeClearingAccount(
  tx: Tx,
  investingAccountId: string,
  remote: ClearingAccount,
  investigation: Investigation | null,
): Promise<void> {
  const previous = await tx.investingAccount.findUnique({ where: { id: investingAccountId }, select: { state: true } });
  await tx.investingAccount.update({
    where: { id: investingAccountId },
    data: {
      accountNumber: remote.accountNumber,
      state: remote.state,
      title: remote.title,
      createTime: remote.createTime,
      syncedAt: new Date(),
    },
  });
  for (const agreement of remote.agreements) {
    const state = agreement.agreementState;
    await tx.agreement.upsert({
      where: { investingAccountId_agreementId: { investingAccountId, agreementId: agreement.agreementId } },
      create: {
        investingAccountId,
        agreementId: agreement.agreementId,
        uri: agreement.agreementUri,
        name: agreement.agreementName,
        state,
        affirmedAt: state === "AFFIRMED" ? new Date() : null,
      },
      update: { uri: agreement.agreementUri, name: agreement.agreementName, state },
    });
  }
  if (investigation) await storeInvestigation(tx, investingAccountId, investigation);
  if (remote.state === "ACTION_REQUIRED" && previous?.state !== "ACTION_REQUIRED") {
    await notifyIdentityDocumentNeeded(tx, { investingAccountId });
  }
  if ((remote.state === "ACTIVE" || remote.state === "REJECTED") && previous && previous.state !== remote.state) {
    await notifyApplicationDecided(tx, { investingAccountId, opened: remote.state === "ACTIVE" });
  }
}

async function storeInvestigation(tx: Tx, investingAccountId: string, investigation: Investigation): Promise<void> {
  const fields = {
    investigationRequestState: investigation.investigationRequestState,
    correspondentId: investigation.correspondentId,
    identityVerificationScope: investigation.identityVerificationScope,
    identityVerification: investigation.identityVerification,
    watchlistScreen: investigation.watchlistScreen,
    results: investigation.results as unknown as Prisma.InputJsonValue,
    watchlistMatches: investigation.watchlistMatches as unknown as Prisma.InputJsonValue,
    auditTrail: investigation.auditTrail as unknown as Prisma.InputJsonValue,
    ...investigation.providedVerification,
  };
  await tx.identityInvestigation.upsert({
    where: { name: investigation.name },
    create: { investingAccountId, name: investigation.name, ...fields },
    update: fields,
  });
}

/** The 15-minute sweep: every waiting application, and open accounts with money moving or no fresh value, get a sync. */
export async function enqueueWaitingInvestingAccountSyncs(): Promise<number> {
  const db = await getDb();
  const dayAgo = new Date(Date.now() - 86_400_000);
  const waiting = await db.investingAccount.findMany({
    where: {
      accountId: { not: null },
      OR: [
        { state: { in: WAITING_ACCOUNT_STATES } },
        // Open accounts: while money is moving, and at least once a day for the value (net worth, history).
        { state: "ACTIVE", transfers: { some: { state: { in: ["REQUESTED", "PENDING"] } } } },
        { state: "ACTIVE", OR: [{ valuedAt: null }, { valuedAt: { lt: dayAgo } }] },
      ],
    },
    select: { id: true },
  });
  await db.$transaction(async (tx) => {
    for (const { id } of waiting) await enqueueInvestingAccountSync(tx, id);
  });
  return waiting.length;
}
