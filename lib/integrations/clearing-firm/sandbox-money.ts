import "server-only";
import { randomUUID } from "node:crypto";
import { getDb, type Db, type Tx } from "@/lib/db";
import { getSandboxBankLinking } from "@/lib/integrations/bank-linking/get-bank-linking";
import { iraContributionLimitCents, openTaxYears } from "@/lib/investing/funding/contribution-limits";
import { notFound, type SandboxClock } from "./sandbox-holder";
import { dailyBalancesOf, portfolioOf, replayLedger, type StoredFill, type StoredTransfer } from "./sandbox-ledger";
import { centsOf, closeOn, dayNumber, isKnownSymbol, moneyText, priceText, quantityText, sharesFor, utcDayNumber, valueOf } from "./sandbox-market";
import { createOnce, findChildren, findRecord, findRecordByRequestId, insertRecord, lockRecord, saveRecord } from "./sandbox-records";
import { accountDocumentsOf, accountDocumentPdf } from "./sandbox-statements";
import type { StoredAccount } from "./sandbox-review";
import {
  ClearingFirmError,
  type AchRelationship,
  type ClearingFirmMoney,
  type Order,
  type RetirementContribution,
  type Transfer,
} from "./types";

// The sandbox's money: bank relationships from processor tokens, ACH deposits that settle after
// CLEARING_SANDBOX_SETTLEMENT_SECONDS (unless the control settles or returns them first), rollover checks the control
// deposits, market orders filled at once at the day's close, and everything read back by replaying the ledger.

type StoredAch = { fingerprint: string; relationship: AchRelationship; bankAccountKey: string };
type StoredOrder = { fingerprint: string; order: Omit<Order, "createTime" | "fillTime"> & { createTime: string; fillTime: string | null }; fill: StoredFill | null };
type Client = Db | Tx;

/** The most one ACH deposit may move (the clearing firm's limit per transfer). */
export const MAX_DEPOSIT_CENTS = 5_000_000;
/** The smallest order the clearing firm takes for fractional shares. */
export const MIN_ORDER_CENTS = 100;
const IRA_TYPES = new Set(["TRADITIONAL_IRA", "ROTH_IRA", "ROLLOVER_IRA"]);
const DEFAULT_SETTLEMENT_SECONDS = 30;

function invalid(field: string, message: string): never {
  throw new ClearingFirmError("INVALID_REQUEST", message, field);
}

function conflict(message: string): never {
  throw new ClearingFirmError("CONFLICT", message);
}

function amountCents(amount: unknown, field: string): number {
  if (typeof amount !== "string" || !/^\d+(\.\d{1,2})?$/.test(amount.trim())) invalid(field, "The amount must be dollars and cents.");
  const cents = centsOf(amount);
  if (cents <= 0) invalid(field, "The amount must be more than zero.");
  return cents;
}

function toTransfer(stored: StoredTransfer): Transfer {
  const { transfer } = stored;
  return {
    ...transfer,
    retirementContribution: transfer.retirementContribution ? { ...transfer.retirementContribution } : null,
    createTime: new Date(transfer.createTime),
    settleTime: transfer.settleTime ? new Date(transfer.settleTime) : null,
  };
}

function toOrder(stored: StoredOrder): Order {
  return { ...stored.order, createTime: new Date(stored.order.createTime), fillTime: stored.order.fillTime ? new Date(stored.order.fillTime) : null };
}

export class SandboxMoney implements ClearingFirmMoney {
  constructor(private readonly clock: SandboxClock) {}

  private settlementMs(): number {
    return (this.clock.settlementSeconds?.() ?? DEFAULT_SETTLEMENT_SECONDS) * 1000;
  }

  private async account(client: Client, accountId: string): Promise<StoredAccount> {
    const record = await findRecord<StoredAccount>(client, "ACCOUNT", accountId);
    if (!record) notFound("account");
    return record.data;
  }

  private async openAccount(client: Client, accountId: string): Promise<StoredAccount> {
    const account = await this.account(client, accountId);
    if (account.state !== "ACTIVE") conflict(`The account is ${account.state}: money can move only in an ACTIVE account.`);
    return account;
  }

  // Bank relationships

  createAchRelationship: ClearingFirmMoney["createAchRelationship"] = async ({ requestId, accountId, processorToken, nickname }) => {
    if (typeof nickname !== "string" || nickname.trim() === "" || nickname.length > 60) invalid("nickname", "A nickname of up to 60 characters is required.");
    const bank = readProcessorToken(processorToken);
    return createOnce({
      kind: "ACH_RELATIONSHIP",
      requestId,
      content: { accountId, processorToken, nickname },
      create: async (tx, fingerprint) => {
        if (!(await lockRecord(tx, "ACCOUNT", accountId))) notFound("account");
        const account = await this.account(tx, accountId);
        if (account.state === "CLOSED" || account.state === "REJECTED") conflict(`The account is ${account.state}.`);
        const existing = await findChildren<StoredAch>(tx, "ACH_RELATIONSHIP", accountId);
        if (existing.some(({ data }) => data.bankAccountKey === bank.key && data.relationship.state === "APPROVED")) {
          conflict("This bank account is already linked to the account.");
        }
        const relationship: AchRelationship = {
          achRelationshipId: randomUUID(),
          accountId,
          state: "APPROVED",
          bankName: bank.bankName,
          bankAccountMask: bank.mask,
          nickname: nickname.trim(),
        };
        await insertRecord<StoredAch>(tx, {
          kind: "ACH_RELATIONSHIP",
          id: relationship.achRelationshipId,
          requestId,
          parentId: accountId,
          data: { fingerprint, relationship, bankAccountKey: bank.key },
        });
        return relationship.achRelationshipId;
      },
      answer: async (client, id) => structuredClone((await findRecord<StoredAch>(client, "ACH_RELATIONSHIP", id))!.data.relationship),
    });
  };

  getAchRelationships: ClearingFirmMoney["getAchRelationships"] = async ({ accountId }) => {
    const db = await getDb();
    await this.account(db, accountId);
    return (await findChildren<StoredAch>(db, "ACH_RELATIONSHIP", accountId)).map(({ data }) => structuredClone(data.relationship));
  };

  cancelAchRelationship: ClearingFirmMoney["cancelAchRelationship"] = async ({ accountId, achRelationshipId }) => {
    const db = await getDb();
    return db.$transaction(async (tx) => {
      const record = await findRecord<StoredAch>(tx, "ACH_RELATIONSHIP", achRelationshipId);
      if (!record || record.parentId !== accountId) notFound("bank relationship");
      record.data.relationship.state = "CANCELED";
      await saveRecord(tx, "ACH_RELATIONSHIP", achRelationshipId, record.data);
      return structuredClone(record.data.relationship);
    });
  };

  // Transfers

  createDeposit: ClearingFirmMoney["createDeposit"] = async ({ requestId, accountId, achRelationshipId, amount, retirementContribution }) => {
    const cents = amountCents(amount, "amount");
    if (cents > MAX_DEPOSIT_CENTS) invalid("amount", `One deposit may move at most ${moneyText(MAX_DEPOSIT_CENTS)}.`);
    return createOnce({
      kind: "TRANSFER",
      requestId,
      content: { accountId, achRelationshipId, amount: moneyText(cents), retirementContribution: retirementContribution ?? null },
      create: async (tx, fingerprint) => {
        const account = await this.openAccount(tx, accountId);
        // The holder's row orders deposits across all their IRAs: the yearly limit is per person.
        if (!(await lockRecord(tx, "PERSON", account.lnpId))) notFound("legal natural person");
        const relationship = await findRecord<StoredAch>(tx, "ACH_RELATIONSHIP", achRelationshipId);
        if (!relationship || relationship.parentId !== accountId) invalid("achRelationshipId", "No such bank relationship on this account.");
        if (relationship.data.relationship.state !== "APPROVED") conflict("The bank relationship is not approved.");
        await this.checkContribution(tx, account, cents, retirementContribution);
        const now = this.clock.now();
        const stored: StoredTransfer = {
          fingerprint,
          amountCents: cents,
          settleAt: new Date(now.getTime() + this.settlementMs()).toISOString(),
          transfer: {
            transferId: randomUUID(),
            accountId,
            mechanism: "ACH",
            direction: "DEPOSIT",
            amount: moneyText(cents),
            state: "PENDING",
            achRelationshipId,
            retirementContribution: retirementContribution ? { ...retirementContribution } : null,
            returnReason: null,
            description: null,
            createTime: now.toISOString(),
            settleTime: null,
          },
        };
        await insertRecord(tx, { kind: "TRANSFER", id: stored.transfer.transferId, requestId, parentId: accountId, data: stored });
        return stored.transfer.transferId;
      },
      answer: async (client, id) => toTransfer((await findRecord<StoredTransfer>(client, "TRANSFER", id))!.data),
    });
  };

  private async checkContribution(tx: Tx, account: StoredAccount, cents: number, contribution: RetirementContribution | undefined) {
    if (!IRA_TYPES.has(account.accountType)) {
      if (contribution) invalid("retirementContribution", "Only an IRA takes a retirement contribution.");
      return;
    }
    if (!contribution || contribution.type !== "REGULAR") invalid("retirementContribution", "An IRA deposit names its tax year as a regular contribution.");
    if (!openTaxYears(this.clock.now()).includes(contribution.taxYear)) invalid("retirementContribution", "That tax year is closed for contributions.");
    const person = await findRecord<{ person: { birthDate: { year: number; month: number; day: number } } }>(tx, "PERSON", account.lnpId);
    const siblings = await findChildren<StoredAccount>(tx, "ACCOUNT", account.lnpId);
    let contributed = 0;
    for (const sibling of siblings.filter(({ data }) => IRA_TYPES.has(data.accountType))) {
      for (const { data } of await findChildren<StoredTransfer>(tx, "TRANSFER", sibling.id)) {
        const counted = data.transfer.retirementContribution;
        if (counted?.type === "REGULAR" && counted.taxYear === contribution.taxYear && (data.transfer.state === "PENDING" || data.transfer.state === "COMPLETED")) {
          contributed += data.amountCents;
        }
      }
    }
    const limit = iraContributionLimitCents(contribution.taxYear, person?.data.person.birthDate ?? null);
    if (contributed + cents > limit) {
      invalid("amount", `The ${contribution.taxYear} contribution limit is ${moneyText(limit)}; ${moneyText(Math.max(0, limit - contributed))} is left.`);
    }
  }

  findTransferByRequestId: ClearingFirmMoney["findTransferByRequestId"] = async ({ requestId }) => {
    const record = await findRecordByRequestId<StoredTransfer>(await getDb(), "TRANSFER", requestId);
    if (!record) return null;
    await this.settleDue(record.parentId!);
    return toTransfer((await findRecord<StoredTransfer>(await getDb(), "TRANSFER", record.id))!.data);
  };

  getTransfers: ClearingFirmMoney["getTransfers"] = async ({ accountId }) => {
    const { transfers } = await this.loadLedger(accountId);
    return transfers.map(toTransfer).sort((a, b) => b.createTime.getTime() - a.createTime.getTime());
  };

  /** Settles the account's PENDING deposits whose time has come (COMPLETED). */
  private async settleDue(accountId: string): Promise<void> {
    const now = this.clock.now();
    const db = await getDb();
    const due = (records: { data: StoredTransfer }[]) =>
      records.filter(({ data }) => data.transfer.state === "PENDING" && data.settleAt !== null && Date.parse(data.settleAt) <= now.getTime());
    if (due(await findChildren<StoredTransfer>(db, "TRANSFER", accountId)).length === 0) return;
    await db.$transaction(async (tx) => {
      await lockRecord(tx, "ACCOUNT", accountId);
      for (const { data } of due(await findChildren<StoredTransfer>(tx, "TRANSFER", accountId))) {
        data.transfer.state = "COMPLETED";
        data.transfer.settleTime = data.settleAt;
        await saveRecord(tx, "TRANSFER", data.transfer.transferId, data);
      }
    });
  }

  /** The control's side: a pending deposit settles now, or the bank returns it. */
  async settleTransfer({ transferId, outcome, returnReason }: { transferId: string; outcome: "COMPLETED" | "RETURNED"; returnReason?: string }) {
    const db = await getDb();
    await db.$transaction(async (tx) => {
      const record = await findRecord<StoredTransfer>(tx, "TRANSFER", transferId);
      if (!record) notFound("transfer");
      await lockRecord(tx, "ACCOUNT", record.parentId!);
      const { data } = (await findRecord<StoredTransfer>(tx, "TRANSFER", transferId))!;
      if (data.transfer.state !== "PENDING") conflict(`The transfer is ${data.transfer.state}.`);
      data.transfer.state = outcome;
      data.transfer.settleTime = this.clock.now().toISOString();
      data.transfer.returnReason = outcome === "RETURNED" ? (returnReason ?? "R01 Insufficient funds") : null;
      await saveRecord(tx, "TRANSFER", transferId, data);
    });
  }

  /** The control's side: the clearing firm received a rollover check for the account (completed at once). */
  async depositCheck({ requestId, accountId, amount, description }: { requestId: string; accountId: string; amount: string; description: string }): Promise<Transfer> {
    const cents = amountCents(amount, "amount");
    return createOnce({
      kind: "TRANSFER",
      requestId,
      content: { accountId, amount: moneyText(cents), description },
      create: async (tx, fingerprint) => {
        const account = await this.openAccount(tx, accountId);
        const now = this.clock.now().toISOString();
        const stored: StoredTransfer = {
          fingerprint,
          amountCents: cents,
          settleAt: null,
          transfer: {
            transferId: randomUUID(),
            accountId,
            mechanism: "CHECK",
            direction: "DEPOSIT",
            amount: moneyText(cents),
            state: "COMPLETED",
            achRelationshipId: null,
            retirementContribution: IRA_TYPES.has(account.accountType) ? { taxYear: new Date(now).getUTCFullYear(), type: "ROLLOVER" } : null,
            returnReason: null,
            description,
            createTime: now,
            settleTime: now,
          },
        };
        await insertRecord(tx, { kind: "TRANSFER", id: stored.transfer.transferId, requestId, parentId: accountId, data: stored });
        return stored.transfer.transferId;
      },
      answer: async (client, id) => toTransfer((await findRecord<StoredTransfer>(client, "TRANSFER", id))!.data),
    });
  }

  // Orders

  placeOrder: ClearingFirmMoney["placeOrder"] = async ({ requestId, accountId, symbol, side, notional }) => {
    if (side !== "BUY" && side !== "SELL") invalid("side", "The side is BUY or SELL.");
    if (typeof symbol !== "string" || !isKnownSymbol(symbol)) invalid("symbol", "Unknown symbol.");
    const cents = amountCents(notional, "notional");
    if (cents < MIN_ORDER_CENTS) invalid("notional", `An order is at least ${moneyText(MIN_ORDER_CENTS)}.`);
    await this.settleDue(accountId);
    return createOnce({
      kind: "ORDER",
      requestId,
      content: { accountId, symbol, side, notional: moneyText(cents) },
      create: async (tx, fingerprint) => {
        await this.openAccount(tx, accountId);
        await lockRecord(tx, "ACCOUNT", accountId);
        const now = this.clock.now();
        const today = utcDayNumber(now);
        const { state } = replayLedger(await this.transfers(tx, accountId), await this.fills(tx, accountId), today);
        const price = closeOn(symbol, today);
        const held = state.holdings.get(symbol)?.micros ?? 0;
        let rejectReason: string | null = null;
        if (side === "BUY" && cents > state.cashCents) rejectReason = "Insufficient buying power.";
        if (side === "SELL" && cents > valueOf(held, price)) rejectReason = "Insufficient shares.";
        const quantityMicros = rejectReason ? 0 : Math.min(sharesFor(cents, price), side === "SELL" ? held : Number.MAX_SAFE_INTEGER);
        const orderId = randomUUID();
        const filled = rejectReason === null;
        const stored: StoredOrder = {
          fingerprint,
          order: {
            orderId,
            accountId,
            symbol,
            side,
            notional: moneyText(cents),
            state: filled ? "FILLED" : "REJECTED",
            filledQuantity: filled ? quantityText(quantityMicros) : null,
            filledPrice: filled ? priceText(price) : null,
            createTime: now.toISOString(),
            fillTime: filled ? now.toISOString() : null,
            rejectReason,
          },
          fill: filled ? { orderId, symbol, side, amountCents: cents, quantityMicros, price, fillTime: now.toISOString() } : null,
        };
        await insertRecord(tx, { kind: "ORDER", id: orderId, requestId, parentId: accountId, data: stored });
        return orderId;
      },
      answer: async (client, id) => toOrder((await findRecord<StoredOrder>(client, "ORDER", id))!.data),
    });
  };

  getOrders: ClearingFirmMoney["getOrders"] = async ({ accountId }) => {
    const db = await getDb();
    await this.account(db, accountId);
    return (await findChildren<StoredOrder>(db, "ORDER", accountId)).map(({ data }) => toOrder(data));
  };

  private async transfers(client: Client, accountId: string): Promise<StoredTransfer[]> {
    return (await findChildren<StoredTransfer>(client, "TRANSFER", accountId)).map(({ data }) => data);
  }

  private async fills(client: Client, accountId: string): Promise<StoredFill[]> {
    return (await findChildren<StoredOrder>(client, "ORDER", accountId)).flatMap(({ data }) => (data.fill ? [data.fill] : []));
  }

  private async loadLedger(accountId: string) {
    const db = await getDb();
    const account = await this.account(db, accountId);
    await this.settleDue(accountId);
    return { account, transfers: await this.transfers(db, accountId), fills: await this.fills(db, accountId) };
  }

  // Reading the account

  /** Cash available to invest, for getAccounts' buying power. */
  async buyingPower(accountId: string): Promise<string> {
    const { transfers, fills } = await this.loadLedger(accountId);
    return moneyText(replayLedger(transfers, fills, utcDayNumber(this.clock.now())).state.cashCents);
  }

  getPortfolio: ClearingFirmMoney["getPortfolio"] = async ({ accountId }) => {
    const { transfers, fills } = await this.loadLedger(accountId);
    const now = this.clock.now();
    const today = utcDayNumber(now);
    return portfolioOf(replayLedger(transfers, fills, today).state, today, now);
  };

  getActivities: ClearingFirmMoney["getActivities"] = async ({ accountId }) => {
    const { transfers, fills } = await this.loadLedger(accountId);
    const { activities } = replayLedger(transfers, fills, utcDayNumber(this.clock.now()));
    return activities.reverse();
  };

  getDailyBalances: ClearingFirmMoney["getDailyBalances"] = async ({ accountId, from, to }) => {
    const { transfers, fills } = await this.loadLedger(accountId);
    const today = utcDayNumber(this.clock.now());
    return dailyBalancesOf(transfers, fills, dayNumber(from), Math.min(dayNumber(to), today));
  };

  getAccountDocuments: ClearingFirmMoney["getAccountDocuments"] = async ({ accountId }) => {
    const { account, transfers, fills } = await this.loadLedger(accountId);
    return accountDocumentsOf(account, transfers, fills, utcDayNumber(this.clock.now()));
  };

  downloadAccountDocument: ClearingFirmMoney["downloadAccountDocument"] = async ({ accountId, documentId }) => {
    const { account, transfers, fills } = await this.loadLedger(accountId);
    const content = accountDocumentPdf(account, transfers, fills, utcDayNumber(this.clock.now()), documentId);
    if (!content) notFound("document");
    return { mimeType: "application/pdf", content };
  };
}

/** The bank behind a processor token: the bank-linking sandbox's own tokens are read; a real provider's are opaque. */
function readProcessorToken(processorToken: unknown): { key: string; bankName: string; mask: string } {
  if (typeof processorToken !== "string" || !processorToken.startsWith("processor-")) invalid("processorToken", "The processor token is not valid.");
  const sandbox = getSandboxBankLinking();
  if (!sandbox) return { key: processorToken, bankName: "Linked bank", mask: "0000" };
  const bank = sandbox.readProcessorToken(processorToken);
  if (!bank) invalid("processorToken", "The processor token is not valid.");
  return { key: bank.bankAccountId, bankName: bank.bankName, mask: bank.mask };
}
