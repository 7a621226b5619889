import "server-only";
import { getDb, type Tx } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { findChildren, findRecord, lockRecord, saveRecord } from "./sandbox-records";
import { hasDueReview, settleDueReviews, type HolderState, type StoredAccount, type StoredInvestigation } from "./sandbox-review";
import { ClearingFirmError } from "./types";

// One account holder's investigation and accounts, loaded together under a lock on the holder's row: a review step
// changes both, and two processes must not decide the same review twice. Reviews that fell due are decided first,
// so a read after the review time sees the decision with no timer running anywhere.

/** The sandbox's sense of time: a test may move it; the review delay is read on every use (an .env change applies). */
export type SandboxClock = { now(): Date; reviewSeconds(): number; settlementSeconds?(): number };

export const systemClock: SandboxClock = {
  now: () => new Date(),
  reviewSeconds: () => getEnv().CLEARING_SANDBOX_REVIEW_SECONDS,
  settlementSeconds: () => getEnv().CLEARING_SANDBOX_SETTLEMENT_SECONDS,
};

export function reviewDueAt(clock: SandboxClock): string {
  return new Date(clock.now().getTime() + clock.reviewSeconds() * 1000).toISOString();
}

export type StoredPerson = { fingerprint: string; investigationId: string; person: Record<string, unknown> };

export function notFound(what: string): never {
  throw new ClearingFirmError("NOT_FOUND", `No such ${what}.`);
}

async function loadHolder(tx: Tx, lnpId: string): Promise<HolderState> {
  const person = await findRecord<StoredPerson>(tx, "PERSON", lnpId);
  if (!person) notFound("legal natural person");
  const investigation = await findRecord<StoredInvestigation>(tx, "INVESTIGATION", person.data.investigationId);
  if (!investigation) notFound("investigation");
  const accounts = await findChildren<StoredAccount>(tx, "ACCOUNT", lnpId);
  return { investigation: investigation.data, accounts: accounts.map((account) => account.data) };
}

/**
 * Runs `change` on the holder's state with due reviews decided, then saves what changed, all in one transaction
 * holding the holder's row. Without `change` it only decides what fell due.
 */
export async function withHolder<T>(
  lnpId: string,
  clock: SandboxClock,
  change: (holder: HolderState, tx: Tx) => T | Promise<T>,
): Promise<T> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    if (!(await lockRecord(tx, "PERSON", lnpId))) notFound("legal natural person");
    const holder = await loadHolder(tx, lnpId);
    const before = JSON.stringify(holder);
    const snapshot = JSON.parse(before) as HolderState;
    settleDueReviews(holder, clock.now());
    const result = await change(holder, tx);
    if (JSON.stringify(holder) === before) return result;
    const investigationId = holder.investigation.name.slice("investigations/".length);
    if (JSON.stringify(holder.investigation) !== JSON.stringify(snapshot.investigation)) {
      await saveRecord(tx, "INVESTIGATION", investigationId, holder.investigation);
    }
    for (const [index, account] of holder.accounts.entries()) {
      if (JSON.stringify(account) !== JSON.stringify(snapshot.accounts[index])) {
        await saveRecord(tx, "ACCOUNT", account.accountId, account);
      }
    }
    return result;
  });
}

/** Decides the holder's due reviews if any fell due (a cheap check first: most reads find nothing due). */
export async function settleHolderIfDue(lnpId: string, accounts: StoredAccount[], clock: SandboxClock): Promise<boolean> {
  if (!hasDueReview(accounts, clock.now())) return false;
  await withHolder(lnpId, clock, () => undefined);
  return true;
}
