import { randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  ClearingFirmError,
  type AccountDocument,
  type AccountInput,
  type AchRelationship,
  type Activity,
  type Agreement,
  type ClearingAccount,
  type ClearingFirm,
  type DocumentMimeType,
  type DocumentOwner,
  type DocumentType,
  type InterestedParty,
  type InterestedPartyInput,
  type Investigation,
  type LegalNaturalPerson,
  type LegalNaturalPersonInput,
  type Order,
  type Party,
  type PostalAddress,
  type Position,
  type Transfer,
} from "@/lib/integrations/clearing-firm/types";

// A loopback stand-in of Apex's HTTP API as the adapter speaks it: the OAuth token endpoint, the bearer token on every
// call, the idempotency key (Idempotency-Key header equal to the request_id parameter) on every create, the paths,
// filters and snake_case bodies. It keeps no state of its own: every answer comes from the ClearingFirm it is given
// (the sandbox, or a small in-memory one), translated to and from the wire format here, written apart from the
// adapter's mapping on purpose so the two check each other.

export type ApexRecordedRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: unknown;
};

type Match = { method?: string; path?: RegExp };

export type ApexStandIn = {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Every request but the token endpoint's, in order. */
  requests: ApexRecordedRequest[];
  /** How many tokens were granted. */
  readonly tokenGrants: number;
  /** The token endpoint answers 401 invalid_client while true. */
  refuseCredentials(refuse: boolean): void;
  /** Every token granted so far answers 401 from now on (as if expired early or revoked). */
  revokeTokens(): void;
  /** Lifetime of the tokens granted from now on (expires_in). */
  setTokenLifetime(seconds: number): void;
  /** The next `count` matching calls answer `status` with a google.rpc.Status (message and field as given). */
  failNext(status: number, options?: Match & { count?: number; message?: string; field?: string }): void;
  /** The next `count` matching calls wait `ms` before being handled (and are still carried out afterwards). */
  delayNext(ms: number, options?: Match & { count?: number }): void;
  /** Resolves when every request received so far has been handled (a delayed create has happened). */
  idle(): Promise<void>;
  close(): Promise<void>;
};

class StandInError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field: string | null = null,
  ) {
    super(message);
  }
}

type Json = Record<string, unknown>;

export async function startApexStandIn({ firm, tokenLifetimeSeconds = 3600 }: { firm: ClearingFirm; tokenLifetimeSeconds?: number }): Promise<ApexStandIn> {
  const clientId = `client-${randomBytes(4).toString("hex")}`;
  const clientSecret = `secret-${randomBytes(16).toString("hex")}`;
  const tokens = new Set<string>();
  const failures: (Match & { count: number; status: number; message: string; field: string | null })[] = [];
  const delays: (Match & { count: number; ms: number })[] = [];
  const inFlight = new Set<Promise<void>>();
  // Upload links: link id -> what the PUT will upload; the sandbox's document id once it is uploaded.
  const links = new Map<string, { requestId: string; owner: DocumentOwner; documentType: DocumentType; mimeType: DocumentMimeType }>();
  const linkByRequestId = new Map<string, string>();
  const documentByLink = new Map<string, string>();
  // What Apex echoes back on a bank relationship and the firm does not answer.
  const processorTokens = new Map<string, string>();
  let refusing = false;
  let lifetime = tokenLifetimeSeconds;
  let baseUrl = "";

  const requests: ApexRecordedRequest[] = [];
  let tokenGrants = 0;

  function take<T extends Match & { count: number }>(list: T[], method: string, path: string): T | undefined {
    const found = list.find((item) => (!item.method || item.method === method) && (!item.path || item.path.test(path)));
    if (found && --found.count <= 0) list.splice(list.indexOf(found), 1);
    return found;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const method = request.method ?? "GET";
    const path = url.pathname;
    const raw = await readBody(request);

    if (method === "POST" && path === "/oauth2/token") return grantToken(request, raw, response);

    const query = Object.fromEntries(url.searchParams);
    const isUpload = method === "PUT" && path.startsWith("/uploads/");
    const isDownload = method === "GET" && path.startsWith("/downloads/");
    let body: unknown = isUpload ? { bytes: raw.length } : undefined;
    if (!isUpload && raw.length > 0) {
      try {
        body = JSON.parse(raw.toString("utf8"));
      } catch {
        return sendStatus(response, new StandInError(400, "Body is not JSON."));
      }
    }
    requests.push({ method, path, query, headers: request.headers, body });

    if (isUpload || isDownload) {
      // A signed link: it must not be sent Apex's bearer token.
      if (request.headers.authorization) return sendStatus(response, new StandInError(400, "Signed links take no authorization."));
    } else {
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
      if (!bearer || !tokens.has(bearer)) return sendStatus(response, new StandInError(401, "UNAUTHENTICATED"));
    }

    const delay = take(delays, method, path);
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay.ms));
    const failure = take(failures, method, path);
    if (failure) return sendStatus(response, new StandInError(failure.status, failure.message, failure.field));

    try {
      if (isUpload) {
        // Storage behind a signed link answers in its own format, not Apex's JSON.
        await upload(path.slice("/uploads/".length), request, raw);
        response.writeHead(200, { "content-type": "application/xml" }).end("<Uploaded/>");
        return;
      }
      if (isDownload) {
        const [accountId, documentId] = path.slice("/downloads/".length).split("/").map(decodeURIComponent);
        const { mimeType, content } = await firm.downloadAccountDocument({ accountId: accountId ?? "", documentId: documentId ?? "" });
        response.writeHead(200, { "content-type": mimeType }).end(Buffer.from(content));
        return;
      }
      send(response, 200, await route(method, path, query, body as Json | undefined, request.headers));
    } catch (error) {
      sendStatus(response, toStandInError(error));
    }
  }

  function grantToken(request: IncomingMessage, raw: Buffer, response: ServerResponse) {
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    const [id, secret] = Buffer.from(basic ?? "", "base64").toString("utf8").split(":").map(decodeURIComponent);
    const grant = new URLSearchParams(raw.toString("utf8")).get("grant_type");
    if (grant !== "client_credentials") return send(response, 400, { error: "unsupported_grant_type" });
    if (refusing || id !== clientId || secret !== clientSecret) return send(response, 401, { error: "invalid_client" });
    const token = `token-${randomBytes(16).toString("hex")}`;
    tokens.add(token);
    tokenGrants += 1;
    send(response, 200, { access_token: token, token_type: "Bearer", expires_in: lifetime });
  }

  /** A create's idempotency key: the header and the request_id parameter, both present and equal. */
  function idempotencyKey(headers: IncomingHttpHeaders, query: Record<string, string>): string {
    const header = headers["idempotency-key"];
    if (typeof header !== "string" || header === "") throw new StandInError(400, "Idempotency-Key is required.", "request_id");
    if (query.request_id !== header) throw new StandInError(400, "request_id must equal Idempotency-Key.", "request_id");
    return header;
  }

  async function route(method: string, path: string, query: Record<string, string>, body: Json | undefined, headers: IncomingHttpHeaders): Promise<unknown> {
    const input = body ?? {};
    let match: RegExpExecArray | null;

    if (path === "/accounts/v1/legalNaturalPersons") {
      if (method === "POST") {
        const requestId = idempotencyKey(headers, query);
        if (input.client_person_id !== requestId) throw new StandInError(400, "client_person_id must be the request id.", "client_person_id");
        const person = await firm.createLegalNaturalPerson({ requestId, person: personInput(input) });
        return personWire(person, requestId);
      }
      if (method === "GET") {
        const filter = query.filter ?? "";
        const byRequest = /^client_person_id == ("(?:[^"\\]|\\.)*")$/.exec(filter);
        const byInvestigation = /^investigation_id == ("(?:[^"\\]|\\.)*")$/.exec(filter);
        let person: LegalNaturalPerson | null = null;
        if (byRequest) {
          const requestId = JSON.parse(byRequest[1]!) as string;
          person = await firm.findLegalNaturalPersonByRequestId({ requestId });
        } else if (byInvestigation) {
          person = await personOfInvestigation(`investigations/${JSON.parse(byInvestigation[1]!) as string}`);
        } else {
          throw new StandInError(400, "Unsupported filter.", "filter");
        }
        return { legal_natural_persons: person ? [personWire(person)] : [], next_page_token: "" };
      }
    }
    if ((match = /^\/accounts\/v1\/legalNaturalPersons\/([^/:]+)$/.exec(path)) && method === "GET") {
      return personWire(await firm.getLegalNaturalPerson({ lnpId: decodeURIComponent(match[1]!) }));
    }

    if (path === "/accounts/v1/accounts") {
      if (method === "POST") {
        const requestId = idempotencyKey(headers, query);
        const identifiers = Array.isArray(input.identifiers) ? (input.identifiers as Json[]) : [];
        if (!identifiers.some((item) => item.type === "CLIENT_ACCOUNT_ID" && item.value === requestId)) {
          throw new StandInError(400, "The CLIENT_ACCOUNT_ID identifier must be the request id.", "identifiers");
        }
        return accountWire(await firm.createAccount({ requestId, account: accountInput(input) }), requestId);
      }
      if (method === "GET") {
        const filter = /^identifiers\.exists\((\w+), \1\.type == "CLIENT_ACCOUNT_ID" && \1\.value == ("(?:[^"\\]|\\.)*")\)$/.exec(query.filter ?? "");
        if (!filter) throw new StandInError(400, "Unsupported filter.", "filter");
        const requestId = JSON.parse(filter[2]!) as string;
        const account = await firm.findAccountByRequestId({ requestId });
        return { accounts: account ? [accountWire(account, requestId)] : [], next_page_token: "" };
      }
    }
    if ((match = /^\/accounts\/v1\/accounts\/([^/:]+)$/.exec(path)) && method === "GET") {
      const [account] = await firm.getAccounts({ accountIds: [decodeURIComponent(match[1]!)] });
      if (!account) throw new StandInError(404, "NOT_FOUND");
      return accountWire(account);
    }
    if ((match = /^\/buyingpower\/v1\/accounts\/([^/:]+)\/buyingPower$/.exec(path)) && method === "GET") {
      const accountId = decodeURIComponent(match[1]!);
      const [account] = await firm.getAccounts({ accountIds: [accountId], withBuyingPower: true });
      if (!account) throw new StandInError(404, "NOT_FOUND");
      return { name: `accounts/${accountId}/buyingPower`, account_id: accountId, account_equity_amount: { value: account.buyingPower ?? "0" } };
    }
    if ((match = /^\/accounts\/v1\/accounts\/([^/:]+)\/agreements$/.exec(path)) && method === "GET") {
      return { agreements: (await firm.getAgreements({ accountId: decodeURIComponent(match[1]!) })).map(agreementWire), next_page_token: "" };
    }
    if ((match = /^\/accounts\/v1\/accounts\/([^/:]+)\/agreements:affirm$/.exec(path)) && method === "POST") {
      const agreementIds = strings(input.account_agreement_ids, "account_agreement_ids");
      return { agreements: (await firm.affirmAgreements({ accountId: decodeURIComponent(match[1]!), agreementIds })).map(agreementWire) };
    }
    if ((match = /^\/accounts\/v1\/accounts\/([^/:]+)\/interestedParties$/.exec(path)) && method === "POST") {
      const requestId = idempotencyKey(headers, query);
      const party = await firm.createInterestedParty({ requestId, accountId: decodeURIComponent(match[1]!), party: interestedPartyInput(input) });
      return interestedPartyWire(party);
    }
    if ((match = /^\/accounts\/v1\/accounts\/([^/:]+)\/interestedParties\/([^/:]+)$/.exec(path))) {
      const ids = { accountId: decodeURIComponent(match[1]!), interestedPartyId: decodeURIComponent(match[2]!) };
      if (method === "PATCH") {
        if (!query.update_mask) throw new StandInError(400, "update_mask is required.", "update_mask");
        return interestedPartyWire(await firm.updateInterestedParty({ ...ids, party: interestedPartyInput(input) }));
      }
      if (method === "DELETE") {
        await firm.deleteInterestedParty(ids);
        return {};
      }
    }
    if ((match = /^\/accounts\/v1\/accounts\/([^/:]+)\/parties\/([^/:]+)$/.exec(path)) && method === "PATCH") {
      const preferences = DELIVERY_FIELDS.map((field) => input[field]);
      if (!preferences.every((value) => value === preferences[0]) || (preferences[0] !== "DIGITAL" && preferences[0] !== "PHYSICAL")) {
        throw new StandInError(400, "Every delivery preference must be set to one value.", "statement_delivery_preference");
      }
      const mask = (query.update_mask ?? "").split(",");
      if (![...DELIVERY_FIELDS, "email_address"].every((field) => mask.includes(field))) throw new StandInError(400, "update_mask misses a field.", "update_mask");
      const party = await firm.updateDeliveryPreferences({
        accountId: decodeURIComponent(match[1]!),
        partyId: decodeURIComponent(match[2]!),
        deliveryPreference: preferences[0],
        emailAddress: text(input.email_address, "email_address"),
      });
      return partyWire(party);
    }

    if (path === "/investordocs/v1/uploadLinks:batchCreate" && method === "POST") {
      const requestId = idempotencyKey(headers, query);
      const requests = Array.isArray(input.create_document_upload_link_request) ? (input.create_document_upload_link_request as Json[]) : [];
      if (requests.length !== 1) throw new StandInError(400, "One link at a time here.", "create_document_upload_link_request");
      const linkRequest = requests[0]!;
      if (linkRequest.client_batch_source_id !== requestId) throw new StandInError(400, "client_batch_source_id must be the request id.", "client_batch_source_id");
      const idRequest = linkRequest.id_document_upload_request as Json | undefined;
      const accountRequest = linkRequest.account_document_upload_request as Json | undefined;
      const owner: DocumentOwner = idRequest
        ? { investigationName: (await firm.getLegalNaturalPerson({ lnpId: text(idRequest.legal_natural_person_id, "legal_natural_person_id") })).investigationName }
        : { accountId: text(accountRequest?.account_id, "account_id") };
      const wanted = {
        requestId,
        owner,
        documentType: text((idRequest ?? accountRequest)?.document_type, "document_type") as DocumentType,
        mimeType: text(linkRequest.mime_type, "mime_type") as DocumentMimeType,
      };
      let linkId = linkByRequestId.get(requestId);
      // The same key with other content is refused, as for every create.
      if (linkId && JSON.stringify(links.get(linkId)) !== JSON.stringify(wanted)) throw new StandInError(409, "The request id was used for another upload.");
      if (!linkId) {
        linkId = randomUUID();
        links.set(linkId, wanted);
        linkByRequestId.set(requestId, linkId);
      }
      return { upload_link: [{ client_batch_source_id: requestId, name: `documents/${linkId}`, upload_link: `${baseUrl}/uploads/${linkId}` }] };
    }
    if ((match = /^\/investigations\/v1\/investigations\/([^/:]+)$/.exec(path)) && method === "GET") {
      return investigationWire(await firm.getInvestigation({ investigationName: `investigations/${decodeURIComponent(match[1]!)}` }));
    }
    if ((match = /^\/investigations\/v1\/investigations\/([^/:]+):linkDocuments$/.exec(path)) && method === "POST") {
      const documentIds = strings(input.identity_verification_document_ids, "identity_verification_document_ids").map((id) => documentByLink.get(id) ?? id);
      const investigation = await firm.updateInvestigation({ investigationName: `investigations/${decodeURIComponent(match[1]!)}`, documentIds });
      return { name: investigation.name, identity_verification_document_ids: investigation.documentIds.map(linkOfDocument) };
    }
    const money = await moneyRoute(method, path, query, input, headers);
    if (money !== undefined) return money;
    throw new StandInError(404, `No route ${method} ${path}.`);
  }

  /** The money side: /transfers/v1 (bank relationships, deposits), /trading/v1, /ledger/v1, /investordocs/v1. */
  async function moneyRoute(method: string, path: string, query: Record<string, string>, input: Json, headers: IncomingHttpHeaders): Promise<unknown> {
    let match: RegExpExecArray | null;
    if ((match = /^\/transfers\/v1\/accounts\/([^/:]+)\/bankRelationships$/.exec(path))) {
      const accountId = decodeURIComponent(match[1]!);
      if (method === "POST") {
        const requestId = idempotencyKey(headers, query);
        if (input.verification_method !== "PLAID_TOKEN") throw new StandInError(400, "verification_method must be PLAID_TOKEN here.", "verification_method");
        const processorToken = text(input.plaid_processor_token, "plaid_processor_token");
        const relationship = await firm.createAchRelationship({ requestId, accountId, processorToken, nickname: text(input.nickname, "nickname") });
        processorTokens.set(relationship.achRelationshipId, processorToken);
        return bankRelationshipWire(relationship);
      }
      if (method === "GET") return { bank_relationships: (await firm.getAchRelationships({ accountId })).map(bankRelationshipWire), next_page_token: "" };
    }
    if ((match = /^\/transfers\/v1\/accounts\/([^/:]+)\/bankRelationships\/([^/:]+):cancel$/.exec(path)) && method === "POST") {
      const ids = { accountId: decodeURIComponent(match[1]!), achRelationshipId: decodeURIComponent(match[2]!) };
      if (input.name !== `accounts/${ids.accountId}/bankRelationships/${ids.achRelationshipId}`) throw new StandInError(400, "name must be the relationship's.", "name");
      text(input.comment, "comment");
      return bankRelationshipWire(await firm.cancelAchRelationship(ids));
    }
    if (path === "/transfers/v1/accounts/-/achDeposits" && method === "GET") {
      const filter = /^client_transfer_id == ("(?:[^"\\]|\\.)*")$/.exec(query.filter ?? "");
      if (!filter) throw new StandInError(400, "Unsupported filter.", "filter");
      const requestId = JSON.parse(filter[1]!) as string;
      const transfer = await firm.findTransferByRequestId({ requestId });
      return { ach_deposits: transfer?.mechanism === "ACH" ? [depositWire(transfer, requestId)] : [], next_page_token: "" };
    }
    if ((match = /^\/transfers\/v1\/accounts\/([^/:]+)\/(achDeposits|checkDeposits)$/.exec(path))) {
      const accountId = decodeURIComponent(match[1]!);
      const mechanism = match[2] === "achDeposits" ? "ACH" : "CHECK";
      if (method === "POST" && mechanism === "ACH") {
        const requestId = idempotencyKey(headers, query);
        if (input.client_transfer_id !== requestId) throw new StandInError(400, "client_transfer_id must be the request id.", "client_transfer_id");
        const relationship = /^accounts\/([^/]+)\/bankRelationships\/([^/]+)$/.exec(text(input.bank_relationship, "bank_relationship"));
        if (!relationship) throw new StandInError(400, "bank_relationship must be a relationship's name.", "bank_relationship");
        const contribution = input.retirement_contribution as Json | undefined;
        const transfer = await firm.createDeposit({
          requestId,
          accountId,
          achRelationshipId: relationship[2]!,
          amount: text((input.amount as Json | undefined)?.value, "amount.value"),
          ...(contribution ? { retirementContribution: contributionInput(contribution) } : {}),
        });
        return depositWire(transfer, requestId);
      }
      if (method === "GET") {
        const transfers = (await firm.getTransfers({ accountId })).filter((transfer) => transfer.mechanism === mechanism);
        return { [mechanism === "ACH" ? "ach_deposits" : "check_deposits"]: transfers.map((transfer) => depositWire(transfer)), next_page_token: "" };
      }
    }
    if ((match = /^\/trading\/v1\/accounts\/([^/:]+)\/orders$/.exec(path))) {
      const accountId = decodeURIComponent(match[1]!);
      if (method === "POST") {
        const requestId = idempotencyKey(headers, query);
        if (input.client_order_id !== requestId) throw new StandInError(400, "client_order_id must be the request id.", "client_order_id");
        if (requestId.length > 40) throw new StandInError(400, "client_order_id is at most 40 characters.", "client_order_id");
        const fixed = { identifier_type: "SYMBOL", asset_type: "EQUITY", order_type: "MARKET", time_in_force: "DAY" };
        for (const [field, value] of Object.entries(fixed)) if (input[field] !== value) throw new StandInError(400, `${field} must be ${value} here.`, field);
        const date = (input.order_date ?? {}) as Json;
        if (![date.year, date.month, date.day].every(Number.isInteger)) throw new StandInError(400, "order_date is required.", "order_date");
        const side = text(input.side, "side");
        if (side !== "BUY" && side !== "SELL") throw new StandInError(400, "side is BUY or SELL.", "side");
        const order = await firm.placeOrder({
          requestId,
          accountId,
          symbol: text(input.identifier, "identifier"),
          side,
          notional: text((input.notional_value as Json | undefined)?.value, "notional_value.value"),
        });
        return orderWire(order, requestId);
      }
      if (method === "GET") return { orders: (await firm.getOrders({ accountId })).map((order) => orderWire(order)), next_page_token: "" };
    }
    if ((match = /^\/ledger\/v1\/accounts\/([^/:]+)\/positions$/.exec(path)) && method === "GET") {
      const accountId = decodeURIComponent(match[1]!);
      const portfolio = await firm.getPortfolio({ accountId });
      return { positions: portfolio.positions.map((position) => positionWire(accountId, position)), next_page_token: "" };
    }
    if ((match = /^\/ledger\/v1\/accounts\/([^/:]+)\/activities$/.exec(path)) && method === "GET") {
      const accountId = decodeURIComponent(match[1]!);
      // Deposits not settled yet are in the ledger as PENDING activities, which the member is not shown.
      const pending = (await firm.getTransfers({ accountId })).filter((transfer) => transfer.state === "PENDING").map(pendingDepositWire);
      const booked = (await firm.getActivities({ accountId })).map((activity) => activityWire(accountId, activity));
      return { activities: [...pending, ...booked], next_page_token: "" };
    }
    if ((match = /^\/ledger\/v1\/accounts\/([^/:]+)\/dailyBalances$/.exec(path)) && method === "GET") {
      const balances = await firm.getDailyBalances({
        accountId: decodeURIComponent(match[1]!),
        from: dateInput(query.start_date, "start_date"),
        to: dateInput(query.end_date, "end_date"),
      });
      return {
        daily_balances: balances.map((balance) => ({ date: balance.date, equity: { value: balance.equity }, net_contributions: { value: balance.netContributions } })),
        next_page_token: "",
      };
    }
    if (path === "/investordocs/v1/documents" && method === "GET") {
      const filter = /^investor_document\.account_id == ("(?:[^"\\]|\\.)*")$/.exec(query.filter ?? "");
      if (!filter) throw new StandInError(400, "Unsupported filter.", "filter");
      const accountId = JSON.parse(filter[1]!) as string;
      return { document: (await firm.getAccountDocuments({ accountId })).map((document) => documentWire(accountId, document)), next_page_token: "" };
    }
    return undefined;
  }

  function bankRelationshipWire(relationship: AchRelationship) {
    const token = processorTokens.get(relationship.achRelationshipId);
    return {
      name: `accounts/${relationship.accountId}/bankRelationships/${relationship.achRelationshipId}`,
      nickname: relationship.nickname,
      verification_method: "PLAID_TOKEN",
      // Apex echoes the processor token: the adapter must never carry it further.
      ...(token ? { plaid_processor_token: token } : {}),
      bank_account: { account_number: `XXXXXX${relationship.bankAccountMask}`, type: "CHECKING", owner: "Account holder" },
      // Not in Ascend's published BankRelationship (see apex-money-mapping.ts).
      bank_name: relationship.bankName,
      state: { state: relationship.state, update_time: new Date().toISOString() },
      create_time: new Date().toISOString(),
    };
  }

  function documentWire(accountId: string, document: AccountDocument) {
    const documentType =
      document.kind === "STATEMENT"
        ? "STATEMENT_MONTHLY"
        : document.kind === "TRADE_CONFIRMATION"
          ? "CONFIRM_DAILY"
          : document.documentId.startsWith("5498")
            ? "FORM_5498"
            : "FORM_CONSOLIDATED_1099";
    return {
      name: `documents/${document.documentId}`,
      correspondent_id: "SANDBOX",
      investor_document: { account_id: accountId, document_type: documentType, process_date: document.date },
      download_link: `${baseUrl}/downloads/${encodeURIComponent(accountId)}/${encodeURIComponent(document.documentId)}`,
    };
  }

  async function upload(linkId: string, request: IncomingMessage, content: Buffer) {
    const link = links.get(linkId);
    if (!link) throw new StandInError(404, "No such upload link.");
    if (request.headers["content-type"] !== link.mimeType) throw new StandInError(400, "Content-Type differs from the link's.", "mime_type");
    const { documentId } = await firm.uploadDocument({ ...link, content: new Uint8Array(content) });
    documentByLink.set(linkId, documentId);
  }

  async function personOfInvestigation(investigationName: string): Promise<LegalNaturalPerson | null> {
    // The sandbox has no search by investigation; the people this stand-in created are enough for the adapter.
    for (const entry of requests) {
      if (entry.method !== "POST" || entry.path !== "/accounts/v1/legalNaturalPersons") continue;
      const person = await firm.findLegalNaturalPersonByRequestId({ requestId: entry.query.request_id ?? "" }).catch(() => null);
      if (person?.investigationName === investigationName) return person;
    }
    return null;
  }

  function linkOfDocument(documentId: string): string {
    for (const [linkId, id] of documentByLink) if (id === documentId) return linkId;
    return documentId;
  }

  function investigationWire(investigation: Investigation) {
    return {
      name: investigation.name,
      investigation_request_state: investigation.investigationRequestState,
      correspondent_id: investigation.correspondentId,
      identity_verification_scope: investigation.identityVerificationScope,
      identity_verification: investigation.identityVerification,
      watchlist_screen: investigation.watchlistScreen,
      identity_verification_results: investigation.results.map((result) => ({
        customer_identification_id: result.customerIdentificationId,
        identity_verification_types: result.identityVerificationTypes,
        identity_verification_passed: result.identityVerificationPassed,
        external_vendor: result.externalVendor,
        document_ids: result.documentIds.map(linkOfDocument),
        create_time: result.createTime.toISOString(),
        provided_by: result.providedBy,
      })),
      watchlist_matches: investigation.watchlistMatches.map((match) => ({
        active: match.active,
        exclude_from_screening: match.excludeFromScreening,
        match_state: match.matchState,
        watchlist_id: match.watchlistId,
        watchlist_item_id: match.watchlistItemId,
      })),
      audit_trail: investigation.auditTrail.map((entry) => ({
        audit_type: entry.auditType,
        field: entry.field,
        old_value: entry.oldValue,
        new_value: entry.newValue,
        update_user: entry.updateUser,
        update_time: entry.updateTime.toISOString(),
        comment: entry.comment,
      })),
      provided_verification: {
        name_verified: investigation.providedVerification.nameVerified,
        address_verified: investigation.providedVerification.addressVerified,
        tax_id_verified: investigation.providedVerification.taxIdVerified,
        birth_date_verified: investigation.providedVerification.birthDateVerified,
      },
      identity_verification_document_ids: investigation.documentIds.map(linkOfDocument),
    };
  }

  const server = createServer((request, response) => {
    const handled = handle(request, response).catch(() => {
      if (!response.headersSent) send(response, 500, { code: 13, message: "INTERNAL" });
    });
    inFlight.add(handled);
    void handled.finally(() => inFlight.delete(handled));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    clientId,
    clientSecret,
    requests,
    get tokenGrants() {
      return tokenGrants;
    },
    refuseCredentials: (refuse) => {
      refusing = refuse;
    },
    revokeTokens: () => tokens.clear(),
    setTokenLifetime: (seconds) => {
      lifetime = seconds;
    },
    failNext: (status, { count = 1, message = "FAILED", field, ...match } = {}) => {
      failures.push({ ...match, count, status, message, field: field ?? null });
    },
    delayNext: (ms, { count = 1, ...match } = {}) => {
      delays.push({ ...match, count, ms });
    },
    idle: async () => {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// ---- The wire format, written apart from the adapter's mapping ----

const DELIVERY_FIELDS = [
  "prospectus_delivery_preference",
  "proxy_delivery_preference",
  "statement_delivery_preference",
  "tax_document_delivery_preference",
  "trade_confirmation_delivery_preference",
] as const;
const PARTY_DELIVERY: Record<(typeof DELIVERY_FIELDS)[number], keyof Party["deliveryPreferences"]> = {
  prospectus_delivery_preference: "prospectus",
  proxy_delivery_preference: "proxy",
  statement_delivery_preference: "statement",
  tax_document_delivery_preference: "taxDocument",
  trade_confirmation_delivery_preference: "tradeConfirmation",
};
const REGISTRATION: Record<string, AccountInput["accountType"]> = {
  REGISTRATION_INDIVIDUAL: "INDIVIDUAL",
  REGISTRATION_IRA_TRADITIONAL: "TRADITIONAL_IRA",
  REGISTRATION_IRA_ROTH: "ROTH_IRA",
  REGISTRATION_IRA_ROLLOVER: "ROLLOVER_IRA",
};

function personInput(body: Json): LegalNaturalPersonInput {
  if (body.tax_id_type !== "TAX_ID_TYPE_SSN") throw new StandInError(400, "tax_id_type must be TAX_ID_TYPE_SSN.", "tax_id_type");
  const birth = (body.birth_date ?? {}) as Json;
  const employment = (body.employment ?? {}) as Json;
  return {
    givenName: text(body.given_name, "given_name"),
    familyName: text(body.family_name, "family_name"),
    birthDate: { year: Number(birth.year), month: Number(birth.month), day: Number(birth.day) },
    citizenshipCountries: ["US"],
    taxIdType: "SSN",
    taxId: text(body.tax_id, "tax_id"),
    personalAddress: addressInput(body.personal_address, "personal_address"),
    employment: {
      employmentStatus: text(employment.employment_status, "employment.employment_status") as LegalNaturalPersonInput["employment"]["employmentStatus"],
      ...(typeof employment.occupation === "string" ? { occupation: employment.occupation } : {}),
      ...(typeof employment.employer === "string" ? { employer: employment.employer } : {}),
    },
    recentTaxFilingStatus: text(body.recent_tax_filing_status, "recent_tax_filing_status") as LegalNaturalPersonInput["recentTaxFilingStatus"],
    disclosures: {
      controlPersonCompanySymbols: commaList(body.control_person_company_symbols),
      politicallyExposedOrganization: commaList(body.politically_exposed_organization),
      finraAssociatedEntity: commaList(body.finra_associated_entity),
      politicallyExposedImmediateFamilyNames: strings(body.politically_exposed_immediate_family_names ?? [], "politically_exposed_immediate_family_names"),
      correspondentEmployee: body.correspondent_employee === true,
    },
  };
}

function personWire(person: LegalNaturalPerson, requestId?: string) {
  return {
    name: `legalNaturalPersons/${person.lnpId}`,
    legal_natural_person_id: person.lnpId,
    ...(requestId ? { client_person_id: requestId } : {}),
    given_name: person.givenName,
    family_name: person.familyName,
    birth_date: person.birthDate,
    tax_id_type: "TAX_ID_TYPE_SSN",
    tax_id_last_four: person.taxIdLastFour,
    personal_address: addressWire(person.personalAddress),
    employment: {
      employment_status: person.employment.employmentStatus,
      ...(person.employment.occupation ? { occupation: person.employment.occupation } : {}),
      ...(person.employment.employer ? { employer: person.employment.employer } : {}),
    },
    recent_tax_filing_status: person.recentTaxFilingStatus,
    control_person_company_symbols: person.disclosures.controlPersonCompanySymbols.join(","),
    politically_exposed_organization: person.disclosures.politicallyExposedOrganization.join(","),
    finra_associated_entity: person.disclosures.finraAssociatedEntity.join(","),
    politically_exposed_immediate_family_names: person.disclosures.politicallyExposedImmediateFamilyNames,
    correspondent_employee: person.disclosures.correspondentEmployee,
    investigation_id: person.investigationName.replace(/^investigations\//, ""),
  };
}

function accountInput(body: Json): AccountInput {
  const parties = Array.isArray(body.parties) ? (body.parties as Json[]) : [];
  const owner = parties.find((party) => party.relation_type === "PRIMARY_OWNER");
  if (!owner || parties.length !== 1) throw new StandInError(400, "One PRIMARY_OWNER party.", "parties");
  const accountType = REGISTRATION[text(body.registration_type, "registration_type")];
  if (!accountType) throw new StandInError(400, "Unknown registration type.", "registration_type");
  const profile = (body.investment_profile ?? {}) as Json;
  const goals = (profile.account_goals ?? {}) as Json;
  const customer = (profile.customer_profile ?? {}) as Json;
  const trusted = Array.isArray(body.trusted_contacts) ? (body.trusted_contacts as Json[])[0] : undefined;
  return {
    lnpId: text(owner.legal_natural_person_id, "parties.legal_natural_person_id"),
    accountType,
    investmentProfile: {
      investmentObjective: text(goals.investment_objective, "investment_profile.account_goals.investment_objective"),
      annualIncomeRangeUsd: text(customer.annual_income_range_usd, "investment_profile.customer_profile.annual_income_range_usd") as AccountInput["investmentProfile"]["annualIncomeRangeUsd"],
      totalNetWorthRangeUsd: text(customer.total_net_worth_range_usd, "investment_profile.customer_profile.total_net_worth_range_usd") as AccountInput["investmentProfile"]["totalNetWorthRangeUsd"],
    },
    enrollmentType: text(body.enrollment_type, "enrollment_type"),
    party: {
      emailAddress: text(owner.email_address, "parties.email_address"),
      phoneNumber: text((owner.phone_number as Json | undefined)?.e164_number, "parties.phone_number.e164_number"),
      mailingAddress: addressInput(owner.mailing_address, "parties.mailing_address"),
    },
    ...(trusted
      ? {
          trustedContact: {
            givenName: text(trusted.given_name, "trusted_contacts.given_name"),
            familyName: text(trusted.family_name, "trusted_contacts.family_name"),
            ...(typeof trusted.email_address === "string" ? { emailAddress: trusted.email_address } : {}),
            ...(trusted.phone_number ? { phoneNumber: text((trusted.phone_number as Json).e164_number, "trusted_contacts.phone_number.e164_number") } : {}),
            ...(trusted.mailing_address ? { mailingAddress: addressInput(trusted.mailing_address, "trusted_contacts.mailing_address") } : {}),
          },
        }
      : {}),
  };
}

function accountWire(account: ClearingAccount, requestId?: string) {
  const registration = Object.entries(REGISTRATION).find(([, type]) => type === account.accountType)![0];
  return {
    name: `accounts/${account.accountId}`,
    account_id: account.accountId,
    account_number: account.accountNumber,
    registration_type: registration,
    state: account.state,
    title: account.title,
    create_time: account.createTime.toISOString(),
    ...(requestId ? { identifiers: [{ type: "CLIENT_ACCOUNT_ID", value: requestId }] } : {}),
    parties: account.parties.map((party, index) => ({
      ...partyWire(party),
      relation_type: index === 0 ? "PRIMARY_OWNER" : "AUTHORIZED_SIGNER",
      legal_natural_person: {
        legal_natural_person_id: account.lnpId,
        investigation_id: account.investigationName.replace(/^investigations\//, ""),
      },
    })),
    agreements: account.agreements.map(agreementWire),
  };
}

function partyWire(party: Party) {
  const preferences = Object.fromEntries(DELIVERY_FIELDS.map((field) => [field, party.deliveryPreferences[PARTY_DELIVERY[field]]]));
  return {
    party_id: party.partyId,
    email_address: party.emailAddress,
    phone_number: { e164_number: party.phoneNumber },
    mailing_address: addressWire(party.mailingAddress),
    ...preferences,
  };
}

function agreementWire(agreement: Agreement) {
  return {
    agreement_id: agreement.agreementId,
    agreement_uri: agreement.agreementUri,
    agreement_name: agreement.agreementName,
    agreement_state: agreement.agreementState,
  };
}

function interestedPartyInput(body: Json): InterestedPartyInput {
  return {
    recipient: text(body.recipient, "recipient"),
    mailingAddress: addressInput(body.mailing_address, "mailing_address"),
    ...(body.statement_delivery_preference ? { statementDeliveryPreference: body.statement_delivery_preference as InterestedPartyInput["statementDeliveryPreference"] } : {}),
    ...(body.trade_confirmation_delivery_preference
      ? { tradeConfirmationDeliveryPreference: body.trade_confirmation_delivery_preference as InterestedPartyInput["tradeConfirmationDeliveryPreference"] }
      : {}),
  };
}

function interestedPartyWire(party: InterestedParty) {
  return {
    name: `interestedParties/${party.interestedPartyId}`,
    interested_party_id: party.interestedPartyId,
    recipient: party.recipient,
    mailing_address: addressWire(party.mailingAddress),
    ...(party.statementDeliveryPreference ? { statement_delivery_preference: party.statementDeliveryPreference } : {}),
    ...(party.tradeConfirmationDeliveryPreference ? { trade_confirmation_delivery_preference: party.tradeConfirmationDeliveryPreference } : {}),
  };
}

const DEPOSIT_STATES: Record<Transfer["state"], string> = {
  PENDING: "PROCESSING",
  COMPLETED: "COMPLETED",
  RETURNED: "RETURNED",
  REJECTED: "REJECTED",
  CANCELED: "CANCELED",
};

function contributionInput(body: Json) {
  const type = { REGULAR: "REGULAR", ROLLOVER_60_DAY: "ROLLOVER", ROLLOVER_DIRECT: "ROLLOVER" }[String(body.type)] as "REGULAR" | "ROLLOVER" | undefined;
  if (!type || !Number.isInteger(body.tax_year)) throw new StandInError(400, "A retirement contribution has a type and a tax year.", "retirement_contribution");
  return { type, taxYear: body.tax_year as number };
}

function depositWire(transfer: Transfer, requestId?: string) {
  const collection = transfer.mechanism === "ACH" ? "achDeposits" : "checkDeposits";
  const contribution = transfer.retirementContribution;
  return {
    name: `accounts/${transfer.accountId}/${collection}/${transfer.transferId}`,
    ...(requestId ? { client_transfer_id: requestId } : {}),
    amount: { value: transfer.amount },
    ...(transfer.achRelationshipId ? { bank_relationship: `accounts/${transfer.accountId}/bankRelationships/${transfer.achRelationshipId}` } : {}),
    ...(contribution
      ? {
          retirement_contribution: {
            type: contribution.type === "REGULAR" ? "REGULAR" : transfer.mechanism === "CHECK" ? "ROLLOVER_DIRECT" : "ROLLOVER_60_DAY",
            tax_year: contribution.taxYear,
          },
        }
      : {}),
    ...(transfer.description ? { memo: transfer.description } : {}),
    state: {
      state: DEPOSIT_STATES[transfer.state],
      ...(transfer.returnReason ? { message: transfer.returnReason } : {}),
      update_time: (transfer.settleTime ?? transfer.createTime).toISOString(),
    },
    create_time: transfer.createTime.toISOString(),
  };
}

function orderWire(order: Order, requestId?: string) {
  return {
    name: `accounts/${order.accountId}/orders/${order.orderId}`,
    order_id: order.orderId,
    account_id: order.accountId,
    ...(requestId ? { client_order_id: requestId } : {}),
    identifier: order.symbol,
    identifier_type: "SYMBOL",
    asset_type: "EQUITY",
    side: order.side,
    order_type: "MARKET",
    time_in_force: "DAY",
    notional_value: { value: order.notional },
    order_status: order.state === "OPEN" ? "NEW" : order.state,
    open: order.state === "OPEN",
    ...(order.filledQuantity ? { filled_quantity: { value: order.filledQuantity } } : {}),
    ...(order.filledPrice ? { average_prices: [{ price: { value: order.filledPrice }, type: "PRICE_PER_UNIT" }] } : {}),
    // Apex answers a code; the sandbox's reasons are all a limit the order exceeds.
    ...(order.rejectReason ? { order_rejected_reason: "ORDER_EXCEEDS_LIMIT" } : {}),
    create_time: order.createTime.toISOString(),
    last_update_time: (order.fillTime ?? order.createTime).toISOString(),
  };
}

function positionWire(accountId: string, position: Position) {
  return {
    name: `accounts/${accountId}/positions/${position.symbol}`,
    account_id: accountId,
    asset_id: `asset-${position.symbol}`,
    trade: { value: position.quantity },
    settled: { value: position.quantity },
    // Not in Ascend's published Position (see apex-money-mapping.ts).
    symbol: position.symbol,
    price: { value: position.price },
    market_value: { value: position.marketValue },
    cost_basis: { value: position.costBasis },
  };
}

function activityWire(accountId: string, activity: Activity) {
  const trade = activity.type === "BUY" || activity.type === "SELL";
  const detail = { DEPOSIT: "deposit", WITHDRAWAL: "withdrawal", BUY: "trade", SELL: "trade", DIVIDEND: "cash_dividend", FEE: "fee" }[activity.type];
  return {
    name: `accounts/${accountId}/activities/${activity.activityId}`,
    activity_id: activity.activityId,
    account_id: accountId,
    state: "CURRENT",
    type: trade ? "TRADE" : activity.type === "DIVIDEND" ? "CORPORATE_ACTION" : "MOVEMENT",
    ...(trade ? { side: activity.type } : {}),
    [detail]: activity.type === "DEPOSIT" ? { type: "ACH" } : {},
    activity_date: activity.date,
    activity_description: activity.description,
    net_amount: { value: activity.amount },
    ...(activity.quantity ? { quantity: { value: activity.quantity } } : {}),
    ...(activity.price ? { price: { value: activity.price } } : {}),
    // Not in Ascend's published Activity (see apex-money-mapping.ts).
    ...(activity.symbol ? { symbol: activity.symbol } : {}),
  };
}

function pendingDepositWire(transfer: Transfer) {
  const created = transfer.createTime;
  return {
    name: `accounts/${transfer.accountId}/activities/pending-${transfer.transferId}`,
    activity_id: `pending-${transfer.transferId}`,
    account_id: transfer.accountId,
    state: "PENDING",
    type: "MOVEMENT",
    deposit: { type: transfer.mechanism },
    activity_date: { year: created.getUTCFullYear(), month: created.getUTCMonth() + 1, day: created.getUTCDate() },
    net_amount: { value: transfer.amount },
    originating_resource_name: `accounts/${transfer.accountId}/achDeposits/${transfer.transferId}`,
  };
}

function dateInput(value: string | undefined, field: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? "");
  if (!match) throw new StandInError(400, `${field} must be YYYY-MM-DD.`, field);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

function addressInput(value: unknown, field: string): PostalAddress {
  const address = (value ?? {}) as Json;
  if (address.region_code !== "US") throw new StandInError(400, "Only US addresses.", `${field}.region_code`);
  return {
    addressLines: strings(address.address_lines, `${field}.address_lines`),
    locality: text(address.locality, `${field}.locality`),
    administrativeArea: text(address.administrative_area, `${field}.administrative_area`),
    regionCode: "US",
    postalCode: text(address.postal_code, `${field}.postal_code`),
  };
}

function addressWire(address: PostalAddress) {
  return {
    address_lines: address.addressLines,
    locality: address.locality,
    administrative_area: address.administrativeArea,
    region_code: address.regionCode,
    postal_code: address.postalCode,
  };
}

function text(value: unknown, field: string): string {
  if (typeof value !== "string" || value === "") throw new StandInError(400, `${field} is required.`, field);
  return value;
}

function strings(value: unknown, field: string): string[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === "string")) throw new StandInError(400, `${field} must be a list.`, field);
  return value as string[];
}

function commaList(value: unknown): string[] {
  return typeof value === "string" ? value.split(",").map((item) => item.trim()).filter(Boolean) : [];
}

/** The money side's interface fields as Apex's requests name them. */
const WIRE_FIELDS: Record<string, string> = {
  processorToken: "plaid_processor_token",
  achRelationshipId: "bank_relationship",
  amount: "amount.value",
  retirementContribution: "retirement_contribution",
  symbol: "identifier",
  notional: "notional_value.value",
};

/** The backing ClearingFirm's error as Apex would answer it; the interface's field name back in snake_case. */
function toStandInError(error: unknown): StandInError {
  if (error instanceof StandInError) return error;
  if (error instanceof ClearingFirmError) {
    const status = { INVALID_REQUEST: 400, NOT_FOUND: 404, CONFLICT: 409, UNAVAILABLE: 503 }[error.kind];
    const field = error.field ? (WIRE_FIELDS[error.field] ?? error.field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)) : null;
    return new StandInError(status, error.message, field);
  }
  return new StandInError(500, "INTERNAL");
}

const RPC_CODES: Record<number, number> = { 400: 3, 401: 16, 403: 7, 404: 5, 409: 6, 422: 3, 429: 8, 500: 13, 502: 14, 503: 14 };

function sendStatus(response: ServerResponse, error: StandInError) {
  send(response, error.status, {
    code: RPC_CODES[error.status] ?? 2,
    message: error.message,
    details: error.field
      ? [{ "@type": "type.googleapis.com/google.rpc.BadRequest", field_violations: [{ field: error.field, description: error.message }] }]
      : [],
  });
}

function send(response: ServerResponse, status: number, body: unknown) {
  if (response.destroyed || response.headersSent) return;
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
