import type { TransactionFilter } from "./transaction-filter";

// The /transactions filter's URL contract (kept exactly; /spend, /budget-category and goals link to it):
//   ?q=&account=&category=&from=YYYY-MM-DD&to=YYYY-MM-DD&min=&max=&status=pending|posted&type=expense|income|transfer
//   &tab=review
// Amounts in the range are sizes (min=10&max=50 finds $10 to $50 in either direction). Read and written in the
// browser without zod (about 31 kB gzip the page does not need); the field rules are the ones
// transactionFilterSchema (transaction-filter.ts) is built from, so the two cannot drift apart.

export const TRANSACTION_STATUSES = ["PENDING", "POSTED"] as const;
export const TRANSACTION_TYPES = ["EXPENSE", "INCOME", "TRANSFER"] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const FILTER_MAX_AMOUNT = 100_000_000;
export const FILTER_QUERY_MAX_LENGTH = 100;
export const FILTER_ID_MAX_LENGTH = 64;

export function isRealIsoDate(text: string): boolean {
  return !Number.isNaN(Date.parse(`${text}T00:00:00Z`));
}

/** One field as transactionFilterSchema checks it on its own (the cross-field rules are applied by the caller). */
function fieldIsValid(key: string, value: unknown): boolean {
  switch (key) {
    case "from":
    case "to":
      return typeof value === "string" && ISO_DATE.test(value) && isRealIsoDate(value);
    case "minAmount":
    case "maxAmount":
      return typeof value === "number" && value >= 0 && value <= FILTER_MAX_AMOUNT;
    case "q":
      return typeof value === "string" && value.trim().length <= FILTER_QUERY_MAX_LENGTH;
    case "accountId":
    case "categoryId":
      return typeof value === "string" && value.length >= 1 && value.length <= FILTER_ID_MAX_LENGTH;
    default:
      return true; // status, type and needsReview are only ever set to an allowed value
  }
}

type SearchParams = URLSearchParams | Record<string, string | string[] | undefined>;

function read(params: SearchParams, name: string): string | undefined {
  const value = params instanceof URLSearchParams ? params.get(name) : params[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text && text.trim() !== "" ? text.trim() : undefined;
}

function readAmount(params: SearchParams, name: string): number | undefined {
  const text = read(params, name);
  if (!text || !/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  return Number(text);
}

/**
 * The filter a /transactions URL names. A link is forgiving: a value that does not parse is left out rather than
 * refused, so a stale or hand-edited link still opens the list.
 */
export function filterFromSearchParams(params: SearchParams): TransactionFilter {
  const status = read(params, "status")?.toUpperCase();
  const type = read(params, "type")?.toUpperCase();
  const candidate = {
    q: read(params, "q")?.slice(0, FILTER_QUERY_MAX_LENGTH),
    accountId: read(params, "account")?.slice(0, FILTER_ID_MAX_LENGTH),
    categoryId: read(params, "category")?.slice(0, FILTER_ID_MAX_LENGTH),
    from: read(params, "from"),
    to: read(params, "to"),
    minAmount: readAmount(params, "min"),
    maxAmount: readAmount(params, "max"),
    status: (TRANSACTION_STATUSES as readonly string[]).includes(status ?? "") ? (status as TransactionStatus) : undefined,
    type: (TRANSACTION_TYPES as readonly string[]).includes(type ?? "") ? (type as TransactionType) : undefined,
    needsReview: read(params, "tab") === "review" ? true : undefined,
  };
  const entries = Object.entries(candidate).filter(([key, value]) => value !== undefined && fieldIsValid(key, value));
  const filter = Object.fromEntries(entries) as TransactionFilter;
  // A reversed range keeps its start; the end is dropped.
  if (filter.from && filter.to && filter.from > filter.to) delete filter.to;
  if (filter.minAmount != null && filter.maxAmount != null && filter.minAmount > filter.maxAmount) delete filter.maxAmount;
  return filter;
}

/** The URL query of a filter (the contract above), for links, the CSV export and the page's own state. */
export function filterToSearchParams(filter: TransactionFilter): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== "") params.set(name, String(value));
  };
  set("q", filter.q);
  set("account", filter.accountId);
  set("category", filter.categoryId);
  set("from", filter.from);
  set("to", filter.to);
  set("min", filter.minAmount);
  set("max", filter.maxAmount);
  set("status", filter.status?.toLowerCase());
  set("type", filter.type?.toLowerCase());
  if (filter.needsReview) params.set("tab", "review");
  return params;
}
