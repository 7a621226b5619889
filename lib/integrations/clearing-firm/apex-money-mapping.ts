import { fromApexDate, list, object, oneOf, optionalText, resourceId, text, time, unreadable, type Wire } from "./apex-mapping";
import type {
  AccountDocument,
  AccountDocumentKind,
  AchRelationship,
  Activity,
  ActivityType,
  CalendarDate,
  DailyBalance,
  Order,
  OrderSide,
  Position,
  RetirementContribution,
  Transfer,
  TransferState,
} from "./types";

// The money side of Apex's wire format (issue 16): bank relationships and ACH deposits (/transfers/v1), orders
// (/trading/v1), ledger activities and positions (/ledger/v1) and investor documents (/investordocs/v1), as Ascend's
// published models show them (google.type.Decimal as { value }, dates as { year, month, day }, AIP resource names).
// A field marked UNVERIFIED is not in Ascend's published models: it carries the interface's name in snake_case, as
// apex-mapping.ts does for the account-opening side, until Apex confirms where the value comes from
// (docs/decisions.md "Apex money endpoints (issue 16)"). A processor token Apex echoes back is never read.

// ---- Requests ----

export function toApexBankRelationshipCreate(processorToken: string, nickname: string) {
  return { nickname, verification_method: "PLAID_TOKEN", plaid_processor_token: processorToken };
}

export function toApexAchDepositCreate(input: {
  requestId: string;
  accountId: string;
  achRelationshipId: string;
  amount: string;
  retirementContribution?: RetirementContribution;
}) {
  const contribution = input.retirementContribution;
  return {
    client_transfer_id: input.requestId,
    amount: { value: input.amount },
    bank_relationship: `accounts/${input.accountId}/bankRelationships/${input.achRelationshipId}`,
    // A ROLLOVER here is a 60-day rollover the holder deposits himself; a direct rollover arrives as a check.
    ...(contribution ? { retirement_contribution: { type: contribution.type === "REGULAR" ? "REGULAR" : "ROLLOVER_60_DAY", tax_year: contribution.taxYear } } : {}),
  };
}

/** A market order for a dollar amount, good for the day, on the market day it is sent (New York's date). */
export function toApexOrderCreate(input: { requestId: string; symbol: string; side: OrderSide; notional: string }, now: Date) {
  return {
    client_order_id: input.requestId,
    identifier: input.symbol,
    identifier_type: "SYMBOL",
    asset_type: "EQUITY",
    side: input.side,
    order_type: "MARKET",
    time_in_force: "DAY",
    notional_value: { value: input.notional },
    order_date: newYorkDate(now),
  };
}

function newYorkDate(now: Date): CalendarDate {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", year: "numeric", month: "numeric", day: "numeric" }).formatToParts(now);
  const part = (type: string) => Number(parts.find((item) => item.type === type)!.value);
  return { year: part("year"), month: part("month"), day: part("day") };
}

/** "YYYY-MM-DD" for a query parameter. */
export function isoDate(date: CalendarDate): string {
  return `${String(date.year).padStart(4, "0")}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
}

// ---- Answers ----

const RELATIONSHIP_STATES = ["PENDING", "APPROVED", "REJECTED", "CANCELED"] as const;
const DEPOSIT_STATES: Record<string, TransferState> = {
  PROCESSING: "PENDING",
  PENDING_REVIEW: "PENDING",
  POSTPONED: "PENDING",
  // UNVERIFIED: POSTED is booked to the ledger but not settled; we count it as pending until COMPLETED.
  POSTED: "PENDING",
  COMPLETED: "COMPLETED",
  RETURNED: "RETURNED",
  REJECTED: "REJECTED",
  CANCELED: "CANCELED",
};
const OPEN_ORDER_STATES = ["PENDING_NEW", "NEW", "PENDING_QUEUED", "QUEUED", "PARTIALLY_FILLED", "PENDING_CANCEL"];

/** "accounts/A/<collection>/B" -> { accountId: A, id: B }. */
function childName(name: unknown, collection: string, field: string): { accountId: string; id: string } {
  const match = new RegExp(`^accounts/([^/]+)/${collection}/([^/]+)$`).exec(text(name, field));
  if (!match) throw unreadable(field);
  return { accountId: match[1]!, id: match[2]! };
}

/** A decimal { value } as a string of at least two places (Apex may send "500" for 500.00). */
function money(wire: unknown, field: string): string {
  const value = decimal(wire, field);
  const [whole, fraction = ""] = value.split(".");
  return `${whole}.${fraction.padEnd(2, "0")}`;
}

function decimal(wire: unknown, field: string): string {
  const value = text(object(wire, field).value, `${field}.value`);
  if (!/^-?\d+(\.\d+)?$/.test(value)) throw unreadable(`${field}.value`);
  return value;
}

function optionalDecimal(wire: unknown, field: string): string | null {
  return wire === undefined || wire === null ? null : decimal(wire, field);
}

export function fromApexBankRelationship(wire: unknown): AchRelationship {
  const body = object(wire, "bank relationship");
  const { accountId, id } = childName(body.name, "bankRelationships", "name");
  // The bank account number comes back masked ("XXXXXX6789"): its last four digits are the mask.
  const masked = text(object(body.bank_account, "bank_account").account_number, "bank_account.account_number");
  const mask = /(\d{4})$/.exec(masked)?.[1];
  if (!mask) throw unreadable("bank_account.account_number");
  return {
    achRelationshipId: id,
    accountId,
    state: oneOf(object(body.state, "state").state, RELATIONSHIP_STATES, "state.state"),
    // UNVERIFIED: Ascend's BankRelationship shows no bank name (bank_account has owner, routing number, type).
    bankName: text(body.bank_name, "bank_name"),
    bankAccountMask: mask,
    nickname: text(body.nickname, "nickname"),
  };
}

function fromApexContribution(wire: unknown): RetirementContribution | null {
  if (wire === undefined || wire === null) return null;
  const body = object(wire, "retirement_contribution");
  const type = text(body.type, "retirement_contribution.type");
  const taxYear = body.tax_year;
  if (!Number.isInteger(taxYear)) throw unreadable("retirement_contribution.tax_year");
  if (type === "REGULAR") return { taxYear: taxYear as number, type: "REGULAR" };
  if (type === "ROLLOVER_60_DAY" || type === "ROLLOVER_DIRECT") return { taxYear: taxYear as number, type: "ROLLOVER" };
  throw unreadable("retirement_contribution.type");
}

/** An ACH deposit ("achDeposits") or a check deposit ("checkDeposits"). */
export function fromApexDeposit(wire: unknown): Transfer {
  const body = object(wire, "deposit");
  const name = text(body.name, "name");
  const mechanism = /\/checkDeposits\//.test(name) ? "CHECK" : "ACH";
  const { accountId, id } = childName(name, mechanism === "CHECK" ? "checkDeposits" : "achDeposits", "name");
  const stateBody = object(body.state, "state");
  const state = DEPOSIT_STATES[text(stateBody.state, "state.state")];
  if (!state) throw unreadable("state.state");
  return {
    transferId: id,
    accountId,
    mechanism,
    direction: "DEPOSIT",
    amount: money(body.amount, "amount"),
    state,
    achRelationshipId: mechanism === "ACH" ? childName(body.bank_relationship, "bankRelationships", "bank_relationship").id : null,
    retirementContribution: fromApexContribution(body.retirement_contribution),
    // UNVERIFIED: the bank's return reason is read from the state's message.
    returnReason: state === "RETURNED" ? (optionalText(stateBody.message) ?? "Returned by the bank") : null,
    // UNVERIFIED: a check deposit's sender (Ascend's CheckDeposit shows no memo).
    description: optionalText(body.memo),
    // UNVERIFIED: create_time is AIP's standard field; Ascend's AchDeposit model does not list it.
    createTime: time(body.create_time, "create_time"),
    settleTime: state === "PENDING" ? null : time(stateBody.update_time, "state.update_time"),
  };
}

export function fromApexOrder(wire: unknown): Order {
  const body = object(wire, "order");
  const status = text(body.order_status, "order_status");
  const state = status === "FILLED" ? "FILLED" : status === "REJECTED" ? "REJECTED" : status === "CANCELED" ? "CANCELED" : OPEN_ORDER_STATES.includes(status) ? "OPEN" : null;
  if (!state) throw unreadable("order_status");
  const prices = list(body.average_prices ?? [], "average_prices").map((item) => object(item, "average_prices"));
  const unitPrice = prices.find((item) => item.type === "PRICE_PER_UNIT");
  return {
    orderId: text(body.order_id, "order_id"),
    accountId: text(body.account_id, "account_id"),
    symbol: text(body.identifier, "identifier"),
    side: oneOf(body.side, ["BUY", "SELL"] as const, "side"),
    notional: money(body.notional_value, "notional_value"),
    state,
    filledQuantity: optionalDecimal(body.filled_quantity, "filled_quantity"),
    filledPrice: unitPrice ? decimal(unitPrice.price, "average_prices.price") : null,
    createTime: time(body.create_time, "create_time"),
    // The last update of a filled order is its fill (the executions' times would be exact).
    fillTime: state === "FILLED" ? time(body.last_update_time, "last_update_time") : null,
    rejectReason: state === "REJECTED" ? (optionalText(body.order_rejected_reason) ?? "Rejected") : null,
  };
}

/** A ledger position. UNVERIFIED: symbol, price, market_value and cost_basis are not in Ascend's Position (asset_id). */
export function fromApexPosition(wire: unknown): Position {
  const body = object(wire, "position");
  return {
    symbol: text(body.symbol, "symbol"),
    quantity: decimal(body.trade, "trade"),
    price: decimal(body.price, "price"),
    marketValue: money(body.market_value, "market_value"),
    costBasis: money(body.cost_basis, "cost_basis"),
  };
}

/** The kind of a booked ledger activity, or null for what the member is not shown (memos, corporate actions...). */
function activityType(body: Wire): ActivityType | null {
  if (body.deposit) return "DEPOSIT";
  if (body.withdrawal) return "WITHDRAWAL";
  if (body.cash_dividend) return "DIVIDEND";
  if (body.fee) return "FEE";
  if (body.trade) return oneOf(body.side, ["BUY", "SELL"] as const, "side");
  return null;
}

/** A CURRENT (booked) ledger activity the member is shown; null for pending, canceled or other activities. */
export function fromApexActivity(wire: unknown): Activity | null {
  const body = object(wire, "activity");
  if (body.state !== "CURRENT") return null;
  const type = activityType(body);
  if (!type) return null;
  return {
    activityId: text(body.activity_id, "activity_id"),
    type,
    date: fromApexDate(body.activity_date, "activity_date"),
    // UNVERIFIED: Ascend's Activity names the asset by asset_id; the symbol would come from the assets service.
    symbol: optionalText(body.symbol),
    quantity: optionalDecimal(body.quantity, "quantity"),
    price: optionalDecimal(body.price, "price"),
    amount: money(body.net_amount, "net_amount"),
    description: optionalText(body.activity_description) ?? "",
  };
}

/** UNVERIFIED as a whole: Ascend publishes no daily balance history. */
export function fromApexDailyBalance(wire: unknown): DailyBalance {
  const body = object(wire, "daily_balance");
  return {
    date: fromApexDate(body.date, "date"),
    equity: money(body.equity, "equity"),
    netContributions: money(body.net_contributions, "net_contributions"),
  };
}

const DOCUMENT_KINDS: Record<string, { kind: AccountDocumentKind; label: string }> = {
  STATEMENT_MONTHLY: { kind: "STATEMENT", label: "Monthly statement" },
  STATEMENT_QUARTERLY: { kind: "STATEMENT", label: "Quarterly statement" },
  CONFIRM_DAILY: { kind: "TRADE_CONFIRMATION", label: "Trade confirmation" },
  CONFIRM_MONTHLY: { kind: "TRADE_CONFIRMATION", label: "Monthly trade confirmation" },
  FORM_CONSOLIDATED_1099: { kind: "TAX_FORM", label: "Form 1099" },
  FORM_1099_R: { kind: "TAX_FORM", label: "Form 1099-R" },
  FORM_5498: { kind: "TAX_FORM", label: "Form 5498" },
};

/** An investor document (statement, confirmation, tax form) with its signed download link; null for other types. */
export function fromApexInvestorDocument(wire: unknown): (AccountDocument & { downloadLink: string }) | null {
  const body = object(wire, "document");
  const investor = object(body.investor_document, "investor_document");
  const known = DOCUMENT_KINDS[text(investor.document_type, "investor_document.document_type")];
  if (!known) return null;
  const date = fromApexDate(investor.process_date, "investor_document.process_date");
  const downloadLink = text(body.download_link, "download_link");
  if (!/^https?:\/\//.test(downloadLink)) throw unreadable("download_link");
  return { documentId: resourceId(body.name, "name"), kind: known.kind, name: `${known.label}, ${isoDate(date)}`, date, downloadLink };
}
