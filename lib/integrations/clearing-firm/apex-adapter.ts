import "server-only";
import { logger } from "@/lib/log/logger";
import {
  CLIENT_ACCOUNT_ID,
  fromApexAccount,
  fromApexAgreement,
  fromApexBuyingPower,
  fromApexInterestedParty,
  fromApexInvestigation,
  fromApexLegalNaturalPerson,
  fromApexParty,
  fromApexUploadLink,
  interfaceFieldName,
  toApexAccountCreate,
  toApexDeliveryUpdate,
  toApexInterestedParty,
  toApexLegalNaturalPersonCreate,
} from "./apex-mapping";
import {
  fromApexActivity,
  fromApexBankRelationship,
  fromApexDailyBalance,
  fromApexDeposit,
  fromApexInvestorDocument,
  fromApexOrder,
  fromApexPosition,
  isoDate,
  toApexAchDepositCreate,
  toApexBankRelationshipCreate,
  toApexOrderCreate,
} from "./apex-money-mapping";
import type { ApexSettings } from "./apex-settings";
import { ApexTokenSource } from "./apex-token";
import {
  ClearingFirmError,
  type AccountInput,
  type Activity,
  type CalendarDate,
  type ClearingAccount,
  type ClearingFirm,
  type ClearingFirmErrorKind,
  type DeliveryPreference,
  type DocumentMimeType,
  type DocumentOwner,
  type DocumentType,
  type InterestedPartyInput,
  type LegalNaturalPerson,
  type LegalNaturalPersonInput,
  type OrderSide,
  type RetirementContribution,
  type Transfer,
} from "./types";

export type ApexAdapterOptions = ApexSettings & {
  /** Each HTTP call's limit (the answer's body included); 10 s unless set. */
  timeoutMs?: number;
  /** The clock the token cache and an order's market day read; tests move it. */
  now?: () => number;
};

type ApexCall = {
  /** The interface method, for messages and the log: never a value sent or received. */
  operation: string;
  method: "GET" | "POST" | "PATCH" | "DELETE";
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** The caller's requestId on a create: sent as Idempotency-Key and as AIP's request_id. */
  idempotencyKey?: string;
};

const ACCOUNTS = "/accounts/v1/accounts";
const PERSONS = "/accounts/v1/legalNaturalPersons";
const TRANSFERS = "/transfers/v1/accounts";
/** A list is read page by page up to this many pages (Apex's pages hold up to 100 items, the ledger's 1000). */
const MAX_PAGES = 50;

/**
 * Apex Ascend's HTTP API over fetch. Paths and bodies follow Ascend's published models (AIP resource names, custom
 * methods such as `agreements:affirm`, snake_case JSON; see apex-mapping.ts). Every create carries the caller's
 * requestId as its idempotency key, and the request id is also stored on the object (the person's client_person_id,
 * the account's CLIENT_ACCOUNT_ID identifier) so that `find*ByRequestId` can look it up after a timeout.
 *
 * Errors carry a fixed sentence per kind and at most the name of a refused field: never Apex's message (it may echo
 * what was sent, the SSN included), the client secret or a token. The log gets the operation and Apex's status.
 */
export class ApexClearingFirm implements ClearingFirm {
  readonly name = "apex" as const;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly tokens: ApexTokenSource;
  private readonly clock: () => number;

  constructor(options: ApexAdapterOptions) {
    this.baseUrl = options.apiUrl.replace(/\/+$/, "");
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.tokens = new ApexTokenSource(options, this.timeoutMs, options.now);
    this.clock = options.now ?? Date.now;
  }

  // ---- Money (issue 16; docs/decisions.md "Apex money endpoints (issue 16)") ----

  /** Plaid's processor token becomes a bank relationship Apex verifies with Plaid (verification_method PLAID_TOKEN). */
  async createAchRelationship({ requestId, accountId, processorToken, nickname }: { requestId: string; accountId: string; processorToken: string; nickname: string }) {
    const answer = await this.call({
      operation: "createAchRelationship",
      method: "POST",
      path: `${TRANSFERS}/${segment(accountId)}/bankRelationships`,
      body: toApexBankRelationshipCreate(processorToken, nickname),
      idempotencyKey: requestId,
    });
    return fromApexBankRelationship(answer);
  }

  async getAchRelationships({ accountId }: { accountId: string }) {
    const items = await this.listAll("getAchRelationships", `${TRANSFERS}/${segment(accountId)}/bankRelationships`, "bank_relationships");
    return items.map(fromApexBankRelationship);
  }

  async cancelAchRelationship({ accountId, achRelationshipId }: { accountId: string; achRelationshipId: string }) {
    const name = `accounts/${accountId}/bankRelationships/${achRelationshipId}`;
    const answer = await this.call({
      operation: "cancelAchRelationship",
      method: "POST",
      path: `${TRANSFERS}/${segment(accountId)}/bankRelationships/${segment(achRelationshipId)}:cancel`,
      body: { name, comment: "Canceled by the account holder" },
    });
    return fromApexBankRelationship(answer);
  }

  /** The requestId is Apex's client_transfer_id (unique per account) as well as the idempotency key. */
  async createDeposit(input: { requestId: string; accountId: string; achRelationshipId: string; amount: string; retirementContribution?: RetirementContribution }) {
    const answer = await this.call({
      operation: "createDeposit",
      method: "POST",
      path: `${TRANSFERS}/${segment(input.accountId)}/achDeposits`,
      body: toApexAchDepositCreate(input),
      idempotencyKey: input.requestId,
    });
    return fromApexDeposit(answer);
  }

  /**
   * UNVERIFIED: Ascend publishes only Get for an ACH deposit, and the interface gives no account. This reads across
   * accounts (AIP-159's "-" parent) filtered on client_transfer_id; with the account known, the ledger's activities
   * (originating_resource_name) would lead to the deposit through published endpoints only.
   */
  async findTransferByRequestId({ requestId }: { requestId: string }): Promise<Transfer | null> {
    const answer = await this.call({
      operation: "findTransferByRequestId",
      method: "GET",
      path: `${TRANSFERS}/-/achDeposits`,
      query: { filter: `client_transfer_id == ${celString(requestId)}`, page_size: "1" },
    });
    const first = firstOf(answer, "ach_deposits");
    return first ? fromApexDeposit(first) : null;
  }

  /** UNVERIFIED: the lists of an account's ACH and check deposits (Ascend publishes Get for each, no List). Newest first. */
  async getTransfers({ accountId }: { accountId: string }): Promise<Transfer[]> {
    const base = `${TRANSFERS}/${segment(accountId)}`;
    const [ach, checks] = await Promise.all([
      this.listAll("getTransfers", `${base}/achDeposits`, "ach_deposits"),
      this.listAll("getTransfers", `${base}/checkDeposits`, "check_deposits"),
    ]);
    return [...ach, ...checks].map(fromApexDeposit).sort((a, b) => b.createTime.getTime() - a.createTime.getTime());
  }

  async placeOrder(input: { requestId: string; accountId: string; symbol: string; side: OrderSide; notional: string }) {
    const answer = await this.call({
      operation: "placeOrder",
      method: "POST",
      path: `/trading/v1/accounts/${segment(input.accountId)}/orders`,
      body: toApexOrderCreate(input, new Date(this.clock())),
      idempotencyKey: input.requestId,
    });
    return fromApexOrder(answer);
  }

  /** The account's orders of the last 365 days (Apex's ListAccountOrders default). */
  async getOrders({ accountId }: { accountId: string }) {
    return (await this.listAll("getOrders", `/trading/v1/accounts/${segment(accountId)}/orders`, "orders")).map(fromApexOrder);
  }

  /** Cash is the buying power (as getAccounts reads it); positions come from the ledger. */
  async getPortfolio({ accountId }: { accountId: string }) {
    const asOf = new Date(this.clock());
    const [buyingPower, positions] = await Promise.all([
      this.call({ operation: "getPortfolio", method: "GET", path: `/buyingpower/v1/accounts/${segment(accountId)}/buyingPower` }),
      this.listAll("getPortfolio", `/ledger/v1/accounts/${segment(accountId)}/positions`, "positions"),
    ]);
    return { asOf, cash: fromApexBuyingPower(buyingPower), positions: positions.map(fromApexPosition) };
  }

  /** The booked (CURRENT) activities the member is shown, in the ledger's order (newest first). */
  async getActivities({ accountId }: { accountId: string }) {
    const items = await this.listAll("getActivities", `/ledger/v1/accounts/${segment(accountId)}/activities`, "activities");
    return items.map(fromApexActivity).filter((activity): activity is Activity => activity !== null);
  }

  /** UNVERIFIED as a whole: Ascend publishes no history of an account's daily value; this resource is assumed. */
  async getDailyBalances({ accountId, from, to }: { accountId: string; from: CalendarDate; to: CalendarDate }) {
    const items = await this.listAll("getDailyBalances", `/ledger/v1/accounts/${segment(accountId)}/dailyBalances`, "daily_balances", {
      start_date: isoDate(from),
      end_date: isoDate(to),
    });
    return items.map(fromApexDailyBalance);
  }

  async getAccountDocuments({ accountId }: { accountId: string }) {
    return (await this.accountDocuments("getAccountDocuments", accountId)).map(({ documentId, kind, name, date }) => ({ documentId, kind, name, date }));
  }

  /** The document's signed link (valid an hour) is followed without the bearer token; only a PDF is accepted. */
  async downloadAccountDocument({ accountId, documentId }: { accountId: string; documentId: string }) {
    const document = (await this.accountDocuments("downloadAccountDocument", accountId)).find((item) => item.documentId === documentId);
    if (!document) throw new ClearingFirmError("NOT_FOUND", "The clearing firm has no such record.");
    const response = await this.send("downloadAccountDocument", () => fetch(document.downloadLink, { signal: AbortSignal.timeout(this.timeoutMs) }));
    if (!response.ok) await this.read("downloadAccountDocument", response, { json: false });
    let content: Uint8Array;
    try {
      content = new Uint8Array(await response.arrayBuffer());
    } catch {
      throw new ClearingFirmError("UNAVAILABLE", "Apex did not answer downloadAccountDocument in time.");
    }
    if (Buffer.from(content.subarray(0, 5)).toString("latin1") !== "%PDF-") throw new ClearingFirmError("UNAVAILABLE", "Apex answered downloadAccountDocument unreadably.");
    return { mimeType: "application/pdf" as const, content };
  }

  /**
   * The account's statements, confirmations and tax forms. UNVERIFIED: the filter's field path; Ascend also requires a
   * correspondent in the filter, which these settings do not hold yet (APEX_CORRESPONDENT_ID).
   */
  private async accountDocuments(operation: string, accountId: string) {
    const items = await this.listAll(operation, "/investordocs/v1/documents", "document", { filter: `investor_document.account_id == ${celString(accountId)}` });
    return items.map(fromApexInvestorDocument).filter((document) => document !== null);
  }

  /** Every item of a paged list (next_page_token), up to MAX_PAGES pages. */
  private async listAll(operation: string, path: string, field: string, query: Record<string, string> = {}): Promise<unknown[]> {
    const items: unknown[] = [];
    let pageToken = "";
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const answer = await this.call({ operation, method: "GET", path, query: { ...query, ...(pageToken ? { page_token: pageToken } : {}) } });
      items.push(...listOf(answer, field));
      const next = (answer as { next_page_token?: unknown } | null)?.next_page_token;
      if (typeof next !== "string" || next === "") return items;
      pageToken = next;
    }
    throw new ClearingFirmError("UNAVAILABLE", `Apex answered too many pages of ${field}.`);
  }

  async createLegalNaturalPerson({ requestId, person }: { requestId: string; person: LegalNaturalPersonInput }) {
    const answer = await this.call({
      operation: "createLegalNaturalPerson",
      method: "POST",
      path: PERSONS,
      body: toApexLegalNaturalPersonCreate(requestId, person),
      idempotencyKey: requestId,
    });
    return fromApexLegalNaturalPerson(answer);
  }

  async getLegalNaturalPerson({ lnpId }: { lnpId: string }) {
    return fromApexLegalNaturalPerson(await this.call({ operation: "getLegalNaturalPerson", method: "GET", path: `${PERSONS}/${segment(lnpId)}` }));
  }

  async findLegalNaturalPersonByRequestId({ requestId }: { requestId: string }): Promise<LegalNaturalPerson | null> {
    const found = await this.listPersons("findLegalNaturalPersonByRequestId", `client_person_id == ${celString(requestId)}`);
    return found ? fromApexLegalNaturalPerson(found) : null;
  }

  async createAccount({ requestId, account }: { requestId: string; account: AccountInput }) {
    const answer = await this.call({
      operation: "createAccount",
      method: "POST",
      path: ACCOUNTS,
      query: { view: "FULL" },
      body: toApexAccountCreate(requestId, account),
      idempotencyKey: requestId,
    });
    return fromApexAccount(answer);
  }

  async findAccountByRequestId({ requestId }: { requestId: string }): Promise<ClearingAccount | null> {
    const answer = await this.call({
      operation: "findAccountByRequestId",
      method: "GET",
      path: ACCOUNTS,
      query: {
        filter: `identifiers.exists(identifier, identifier.type == ${celString(CLIENT_ACCOUNT_ID)} && identifier.value == ${celString(requestId)})`,
        view: "FULL",
        page_size: "1",
      },
    });
    const first = firstOf(answer, "accounts");
    return first ? fromApexAccount(first) : null;
  }

  /** The accounts that exist, in the order asked; an id Apex does not know is left out. */
  async getAccounts({ accountIds, withBuyingPower = false }: { accountIds: string[]; withBuyingPower?: boolean }) {
    const found = await Promise.all(accountIds.map((accountId) => this.account(accountId, withBuyingPower)));
    return found.filter((account): account is ClearingAccount => account !== null);
  }

  async getAgreements({ accountId }: { accountId: string }) {
    const answer = await this.call({ operation: "getAgreements", method: "GET", path: `${ACCOUNTS}/${segment(accountId)}/agreements` });
    return listOf(answer, "agreements").map(fromApexAgreement);
  }

  async affirmAgreements({ accountId, agreementIds }: { accountId: string; agreementIds: string[] }) {
    const answer = await this.call({
      operation: "affirmAgreements",
      method: "POST",
      path: `${ACCOUNTS}/${segment(accountId)}/agreements:affirm`,
      body: { account_agreement_ids: agreementIds },
    });
    return listOf(answer, "agreements").map(fromApexAgreement);
  }

  async createInterestedParty({ requestId, accountId, party }: { requestId: string; accountId: string; party: InterestedPartyInput }) {
    const answer = await this.call({
      operation: "createInterestedParty",
      method: "POST",
      path: `${ACCOUNTS}/${segment(accountId)}/interestedParties`,
      body: toApexInterestedParty(party),
      idempotencyKey: requestId,
    });
    return fromApexInterestedParty(answer);
  }

  async updateInterestedParty({ accountId, interestedPartyId, party }: { accountId: string; interestedPartyId: string; party: InterestedPartyInput }) {
    const body = toApexInterestedParty(party);
    const answer = await this.call({
      operation: "updateInterestedParty",
      method: "PATCH",
      path: `${ACCOUNTS}/${segment(accountId)}/interestedParties/${segment(interestedPartyId)}`,
      query: { update_mask: Object.keys(body).join(",") },
      body,
    });
    return fromApexInterestedParty(answer);
  }

  async deleteInterestedParty({ accountId, interestedPartyId }: { accountId: string; interestedPartyId: string }) {
    await this.call({
      operation: "deleteInterestedParty",
      method: "DELETE",
      path: `${ACCOUNTS}/${segment(accountId)}/interestedParties/${segment(interestedPartyId)}`,
    });
  }

  /**
   * Ascend takes documents through signed upload links: one link is asked for (its name is the document's id), then
   * the bytes are PUT to it. An identity document belongs to the person whose investigation it answers.
   */
  async uploadDocument(input: {
    requestId: string;
    owner: DocumentOwner;
    documentType: DocumentType;
    mimeType: DocumentMimeType;
    content: Uint8Array;
  }): Promise<{ documentId: string }> {
    const { requestId, owner, documentType, mimeType, content } = input;
    const target =
      "investigationName" in owner
        ? {
            id_document_upload_request: {
              document_type: documentType,
              legal_natural_person_id: await this.personOfInvestigation(owner.investigationName),
            },
          }
        : { account_document_upload_request: { document_type: documentType, account_id: owner.accountId } };
    const answer = await this.call({
      operation: "uploadDocument",
      method: "POST",
      path: "/investordocs/v1/uploadLinks:batchCreate",
      body: { create_document_upload_link_request: [{ client_batch_source_id: requestId, mime_type: mimeType, ...target }] },
      idempotencyKey: requestId,
    });
    const link = fromApexUploadLink(answer);
    const response = await this.send("uploadDocument", () =>
      // A signed link: it carries its own authorization, so the bearer token is not sent to it.
      fetch(link.uploadUrl, {
        method: "PUT",
        headers: { "content-type": mimeType },
        body: Buffer.from(content),
        signal: AbortSignal.timeout(this.timeoutMs),
      }),
    );
    // The storage behind the link answers in its own format (often empty or XML): only the status counts.
    await this.read("uploadDocument", response, { json: false });
    return { documentId: link.documentId };
  }

  async getInvestigation({ investigationName }: { investigationName: string }) {
    const answer = await this.call({
      operation: "getInvestigation",
      method: "GET",
      path: `/investigations/v1/investigations/${segment(investigationId(investigationName))}`,
    });
    return fromApexInvestigation(answer);
  }

  async updateInvestigation({ investigationName, documentIds }: { investigationName: string; documentIds: string[] }) {
    const id = segment(investigationId(investigationName));
    await this.call({
      operation: "updateInvestigation",
      method: "POST",
      path: `/investigations/v1/investigations/${id}:linkDocuments`,
      body: { identity_verification_document_ids: documentIds },
    });
    return fromApexInvestigation(await this.call({ operation: "updateInvestigation", method: "GET", path: `/investigations/v1/investigations/${id}` }));
  }

  async updateDeliveryPreferences(input: { accountId: string; partyId: string; deliveryPreference: DeliveryPreference; emailAddress: string }) {
    const { body, updateMask } = toApexDeliveryUpdate(input.deliveryPreference, input.emailAddress);
    const answer = await this.call({
      operation: "updateDeliveryPreferences",
      method: "PATCH",
      path: `${ACCOUNTS}/${segment(input.accountId)}/parties/${segment(input.partyId)}`,
      query: { update_mask: updateMask },
      body,
    });
    return fromApexParty(answer);
  }

  /** One account (with its buying power when asked), or null when Apex does not know it. */
  private async account(accountId: string, withBuyingPower: boolean): Promise<ClearingAccount | null> {
    const account = await this.call({ operation: "getAccounts", method: "GET", path: `${ACCOUNTS}/${segment(accountId)}`, query: { view: "FULL" } }).catch(
      (error: unknown) => {
        if (error instanceof ClearingFirmError && error.kind === "NOT_FOUND") return null;
        throw error;
      },
    );
    if (account === null) return null;
    const buyingPower = withBuyingPower
      ? fromApexBuyingPower(await this.call({ operation: "getAccounts", method: "GET", path: `/buyingpower/v1/accounts/${segment(accountId)}/buyingPower` }))
      : undefined;
    return fromApexAccount(account, buyingPower);
  }

  private async personOfInvestigation(investigationName: string): Promise<string> {
    const found = await this.listPersons("uploadDocument", `investigation_id == ${celString(investigationId(investigationName))}`);
    if (!found) throw new ClearingFirmError("NOT_FOUND", "Apex holds no person for that investigation.");
    return fromApexLegalNaturalPerson(found).lnpId;
  }

  private async listPersons(operation: string, filter: string): Promise<unknown> {
    const answer = await this.call({ operation, method: "GET", path: PERSONS, query: { filter, page_size: "1" } });
    return firstOf(answer, "legal_natural_persons");
  }

  /** One authorized call; a 401 (an expired or revoked token) gets one new token and one retry. */
  private async call(call: ApexCall): Promise<unknown> {
    let token = await this.tokens.token();
    let response = await this.send(call.operation, () => this.fetchWith(call, token));
    if (response.status === 401) {
      await response.body?.cancel();
      this.tokens.invalidate(token);
      token = await this.tokens.token();
      response = await this.send(call.operation, () => this.fetchWith(call, token));
    }
    return this.read(call.operation, response);
  }

  private fetchWith(call: ApexCall, token: string): Promise<Response> {
    const url = new URL(`${this.baseUrl}${call.path}`);
    const query = { ...call.query, ...(call.idempotencyKey ? { request_id: call.idempotencyKey } : {}) };
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: "application/json" };
    if (call.idempotencyKey) headers["idempotency-key"] = call.idempotencyKey;
    if (call.body !== undefined) headers["content-type"] = "application/json";
    return fetch(url, {
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
  }

  /** Sends; a timeout or a network failure is UNAVAILABLE (after a timeout the call may have happened). */
  private async send(operation: string, request: () => Promise<Response>): Promise<Response> {
    try {
      return await request();
    } catch (error) {
      const timedOut = error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError");
      logger.warn({ clearingFirm: "apex", operation, failure: timedOut ? "timeout" : "network" }, "Apex call failed");
      throw new ClearingFirmError("UNAVAILABLE", timedOut ? `Apex did not answer ${operation} in time.` : `Apex could not be reached (${operation}).`);
    }
  }

  private async read(operation: string, response: Response, { json = true }: { json?: boolean } = {}): Promise<unknown> {
    let text: string;
    try {
      text = await response.text();
    } catch {
      logger.warn({ clearingFirm: "apex", operation, failure: "timeout" }, "Apex call failed");
      throw new ClearingFirmError("UNAVAILABLE", `Apex did not answer ${operation} in time.`);
    }
    const body = parseJson(text);
    if (response.ok) {
      if (json && body === undefined && text.trim() !== "") throw new ClearingFirmError("UNAVAILABLE", `Apex answered ${operation} unreadably.`);
      return body ?? {};
    }
    const kind = errorKind(response.status);
    const field = kind === "INVALID_REQUEST" ? refusedField(body) : null;
    // The operation and status go to the log; the message may reach the member (lib/investing/clearing-firm-refusal).
    const line = { clearingFirm: "apex", operation, status: response.status, kind, field };
    if (kind === "UNAVAILABLE") logger.warn(line, "Apex call failed");
    else logger.info(line, "Apex refused a call");
    throw new ClearingFirmError(kind, refusalMessage(kind, field), field);
  }
}

function refusalMessage(kind: ClearingFirmErrorKind, field: string | null): string {
  switch (kind) {
    case "INVALID_REQUEST":
      return field ? `The clearing firm did not accept the ${field} given.` : "The clearing firm did not accept the request.";
    case "NOT_FOUND":
      return "The clearing firm has no such record.";
    case "CONFLICT":
      return "The clearing firm refused the request in the record's current state.";
    case "UNAVAILABLE":
      return "The clearing firm could not be reached.";
  }
}

function errorKind(status: number): ClearingFirmErrorKind {
  if (status === 400 || status === 422) return "INVALID_REQUEST";
  if (status === 404) return "NOT_FOUND";
  if (status === 409) return "CONFLICT";
  // 401 after a fresh token, 403, 429 and 5xx: nothing in the request to fix; worth retrying later.
  return "UNAVAILABLE";
}

/** The first field a google.rpc.Status names (details[].field_violations[].field), in the interface's words. */
function refusedField(body: unknown): string | null {
  const details = (body as { details?: unknown } | undefined)?.details;
  if (!Array.isArray(details)) return null;
  for (const detail of details) {
    const violations = (detail as { field_violations?: unknown } | null)?.field_violations;
    if (!Array.isArray(violations)) continue;
    for (const violation of violations) {
      const field = (violation as { field?: unknown } | null)?.field;
      if (typeof field === "string") return interfaceFieldName(field);
    }
  }
  return null;
}

function parseJson(text: string): unknown {
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function listOf(answer: unknown, field: string): unknown[] {
  const items = (answer as Record<string, unknown> | null)?.[field] ?? [];
  if (!Array.isArray(items)) throw new ClearingFirmError("UNAVAILABLE", `Apex answered an unreadable ${field}.`);
  return items;
}

function firstOf(answer: unknown, field: string): unknown {
  return listOf(answer, field)[0] ?? null;
}

/** "investigations/<id>" -> "<id>"; anything else is refused before a call is made. */
function investigationId(investigationName: string): string {
  const match = /^investigations\/([^/]+)$/.exec(investigationName);
  if (!match) throw new ClearingFirmError("INVALID_REQUEST", "Not an investigation name.", "investigationName");
  return match[1]!;
}

function segment(id: string): string {
  if (id === "") throw new ClearingFirmError("INVALID_REQUEST", "An empty id.");
  return encodeURIComponent(id);
}

/** A CEL string literal (JSON's escaping is valid CEL). */
function celString(value: string): string {
  return JSON.stringify(value);
}
