import { z } from "zod";

// The /transactions filter: one shape for the page's URL, the GraphQL `transactions` query, the totals and the CSV
// export. The URL contract (kept exactly; /spend, /budget-category and goals link to it):
//   ?q=&account=&category=&from=YYYY-MM-DD&to=YYYY-MM-DD&min=&max=&status=pending|posted&type=expense|income|transfer
//   &tab=review
// Amounts in the range are sizes (min=10&max=50 finds $10 to $50 in either direction).

export const TRANSACTION_STATUSES = ["PENDING", "POSTED"] as const;
export const TRANSACTION_TYPES = ["EXPENSE", "INCOME", "TRANSFER"] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isoDate = z
  .string()
  .regex(ISO_DATE, "Enter a date as YYYY-MM-DD.")
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), "Enter a real date.");
const amount = z.number().min(0, "Enter an amount of 0 or more.").max(100_000_000, "Enter a smaller amount.");

export const transactionFilterSchema = z
  .object({
    q: z.string().trim().max(100, "Search for at most 100 characters.").optional(),
    accountId: z.string().min(1).max(64).optional(),
    categoryId: z.string().min(1).max(64).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    minAmount: amount.optional(),
    maxAmount: amount.optional(),
    status: z.enum(TRANSACTION_STATUSES).optional(),
    type: z.enum(TRANSACTION_TYPES).optional(),
    needsReview: z.boolean().optional(),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
    message: "The start date must be on or before the end date.",
    path: ["to"],
  })
  .refine((filter) => filter.minAmount == null || filter.maxAmount == null || filter.minAmount <= filter.maxAmount, {
    message: "The smallest amount must not be above the largest.",
    path: ["maxAmount"],
  });

export type TransactionFilter = z.output<typeof transactionFilterSchema>;

/** A filter from GraphQL arguments, where an absent field may arrive as null. */
export function withoutNulls<T extends Record<string, unknown>>(input: T | null | undefined): { [K in keyof T]?: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(input ?? {}).filter(([, value]) => value !== null && value !== "")) as {
    [K in keyof T]?: Exclude<T[K], null>;
  };
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
    q: read(params, "q")?.slice(0, 100),
    accountId: read(params, "account")?.slice(0, 64),
    categoryId: read(params, "category")?.slice(0, 64),
    from: read(params, "from"),
    to: read(params, "to"),
    minAmount: readAmount(params, "min"),
    maxAmount: readAmount(params, "max"),
    status: (TRANSACTION_STATUSES as readonly string[]).includes(status ?? "") ? (status as TransactionStatus) : undefined,
    type: (TRANSACTION_TYPES as readonly string[]).includes(type ?? "") ? (type as TransactionType) : undefined,
    needsReview: read(params, "tab") === "review" ? true : undefined,
  };
  const entries = Object.entries(candidate).filter(([key, value]) => {
    if (value === undefined) return false;
    return transactionFilterSchema.safeParse({ [key]: value }).success;
  });
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
