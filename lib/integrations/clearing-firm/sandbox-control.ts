import "server-only";
import { getDb } from "@/lib/db";
import { getAppEnv } from "@/lib/env";
import { getClearingFirm } from "./get-clearing-firm";
import type { ClearingFirmOperation } from "./local-adapter";
import { notFound, systemClock, withHolder, type SandboxClock } from "./sandbox-holder";
import { findRecord, setFailure, type FailureMode } from "./sandbox-records";
import { applyOutcome, finishReview, type StoredAccount } from "./sandbox-review";
import { SandboxMoney } from "./sandbox-money";
import { ClearingFirmError, type ClearingAccountState, type ForcedOutcome, type Transfer } from "./types";

// What the real clearing firm decides by itself, decided on purpose: used by the contract test and by
// POST /api/dev/clearing-firm on local installs. Kept in the database like the rest of the sandbox, so a control set
// by one process (a test, the dev route) holds for the app and the worker.

/** The controls a contract test needs from any clearing firm it runs against (the sandbox, or a stand-in of Apex). */
export interface ClearingFirmControl {
  /** The outcome the account's review reaches; applied at once when the application was already submitted. */
  forceOutcome(input: { accountId: string; outcome: ForcedOutcome }): Promise<void>;
  /** Decides the account's waiting review now instead of after the review delay. */
  completeReview(input: { accountId: string }): Promise<void>;
  /** The next call of `operation` fails: before doing anything (UNAVAILABLE) or after doing it (TIMEOUT_AFTER_COMMIT). */
  failNext(input: { operation: ClearingFirmOperation; mode: FailureMode }): Promise<void>;
  /** A pending deposit settles now (COMPLETED) or the bank returns it (RETURNED, with the bank's reason). */
  settleTransfer(input: { transferId: string; outcome: "COMPLETED" | "RETURNED"; returnReason?: string }): Promise<void>;
  /** The clearing firm receives a rollover check for the account from the old plan (`description`). */
  depositCheck(input: { requestId: string; accountId: string; amount: string; description: string }): Promise<Transfer>;
}

/**
 * Whether the sandbox's dev tools (POST /api/dev/clearing-firm, the agreement pages) answer: only where the app runs
 * on a laptop or under tests (getAppEnv() local or test), and only while the sandbox is the clearing firm.
 */
export function isSandboxDevToolsEnabled(): boolean {
  const appEnv = getAppEnv();
  return (appEnv === "local" || appEnv === "test") && getClearingFirm().name === "sandbox";
}

export const FORCED_OUTCOMES: ForcedOutcome[] = ["APPROVED", "ACTION_REQUIRED", "REJECTED", "WATCHLIST_MATCH"];

// A record, so a new operation of the interface must be added here to compile.
const OPERATIONS: Record<ClearingFirmOperation, true> = {
  createLegalNaturalPerson: true,
  getLegalNaturalPerson: true,
  findLegalNaturalPersonByRequestId: true,
  createAccount: true,
  findAccountByRequestId: true,
  getAccounts: true,
  getAgreements: true,
  affirmAgreements: true,
  createInterestedParty: true,
  updateInterestedParty: true,
  deleteInterestedParty: true,
  uploadDocument: true,
  getInvestigation: true,
  updateInvestigation: true,
  updateDeliveryPreferences: true,
  createAchRelationship: true,
  getAchRelationships: true,
  cancelAchRelationship: true,
  createDeposit: true,
  findTransferByRequestId: true,
  getTransfers: true,
  placeOrder: true,
  getOrders: true,
  getPortfolio: true,
  getActivities: true,
  getDailyBalances: true,
  getAccountDocuments: true,
  downloadAccountDocument: true,
};
export const CLEARING_FIRM_OPERATIONS = Object.keys(OPERATIONS) as ClearingFirmOperation[];

async function holderOf(accountId: string): Promise<string> {
  const record = await findRecord<StoredAccount>(await getDb(), "ACCOUNT", accountId);
  if (!record) notFound("account");
  return record.data.lnpId;
}

export class SandboxControl implements ClearingFirmControl {
  constructor(private readonly clock: SandboxClock = systemClock) {}

  async forceOutcome({ accountId, outcome }: { accountId: string; outcome: ForcedOutcome }): Promise<void> {
    if (!FORCED_OUTCOMES.includes(outcome)) throw new ClearingFirmError("INVALID_REQUEST", "Unknown outcome.", "outcome");
    await withHolder(await holderOf(accountId), this.clock, (holder) => {
      const account = holder.accounts.find((candidate) => candidate.accountId === accountId)!;
      account.forcedOutcome = outcome;
      if (account.state === "PENDING") return;
      if (account.state === "CLOSED") throw new ClearingFirmError("CONFLICT", "The account is closed.");
      applyOutcome(holder, account, outcome, this.clock.now().toISOString(), account.review?.kind ?? "APPLICATION");
    });
  }

  async completeReview({ accountId }: { accountId: string }): Promise<void> {
    await this.completeReviewNow(accountId);
  }

  /** completeReview, answering the account's state afterwards (for the dev route). */
  async completeReviewNow(accountId: string): Promise<ClearingAccountState> {
    return withHolder(await holderOf(accountId), this.clock, (holder) => {
      const account = holder.accounts.find((candidate) => candidate.accountId === accountId)!;
      if (account.state === "PENDING") {
        throw new ClearingFirmError("CONFLICT", "The application is not submitted: its agreements are not all affirmed.");
      }
      finishReview(holder, account, this.clock.now().toISOString());
      return account.state;
    });
  }

  async settleTransfer(input: { transferId: string; outcome: "COMPLETED" | "RETURNED"; returnReason?: string }): Promise<void> {
    if (input.outcome !== "COMPLETED" && input.outcome !== "RETURNED") throw new ClearingFirmError("INVALID_REQUEST", "Unknown outcome.", "outcome");
    await new SandboxMoney(this.clock).settleTransfer(input);
  }

  async depositCheck(input: { requestId: string; accountId: string; amount: string; description: string }): Promise<Transfer> {
    return new SandboxMoney(this.clock).depositCheck(input);
  }

  async failNext({ operation, mode }: { operation: ClearingFirmOperation; mode: FailureMode }): Promise<void> {
    if (!Object.hasOwn(OPERATIONS, operation)) throw new ClearingFirmError("INVALID_REQUEST", "Unknown operation.", "operation");
    if (mode !== "UNAVAILABLE" && mode !== "TIMEOUT_AFTER_COMMIT") throw new ClearingFirmError("INVALID_REQUEST", "Unknown mode.", "mode");
    await setFailure(operation, mode);
  }
}
