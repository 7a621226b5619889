import { decodeCursor, pageSize, toCursorPage, type CursorPage } from "@/lib/pagination/cursor-page";
import { parseInput } from "@/lib/validation/parse-input";

import { resolveTransactionFilter } from "./resolve-transaction-filter";
import { transactionFilterSchema, type TransactionFilter } from "./transaction-filter";
import type { TransactionRecord } from "./transaction-records";
import { readTransactionRecords, type TransactionKeyset } from "./transaction-records-sql";

export const TRANSACTIONS_PAGE_MAX = 100;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

function parseDayAndId([day, id]: unknown[]): TransactionKeyset | null {
  const valid = typeof day === "string" && /^\d{4}-\d{2}-\d{2}$/.test(day) && typeof id === "string" && id !== "";
  return valid ? { day, id } : null;
}

/** The keyset a cursor names: the list is newest first, (date desc, id desc). */
export function afterKey(after: string | null | undefined): TransactionKeyset | null {
  return after ? decodeCursor(after, parseDayAndId) : null;
}

/** The cursor after a row (see afterKey). */
export const transactionSortKey = (row: Pick<TransactionRecord, "date" | "id">) => [dayOf(row.date), row.id];

/** One page of the member's transactions matching the filter, newest first (two statements whatever its size). */
export async function listTransactions({
  userId,
  filter,
  first,
  after,
}: {
  userId: string;
  filter: unknown;
  first?: number | null;
  after?: string | null;
}): Promise<CursorPage<TransactionRecord>> {
  const parsed: TransactionFilter = parseInput(transactionFilterSchema, filter ?? {});
  const take = pageSize(first, TRANSACTIONS_PAGE_MAX);
  const keyset = afterKey(after);
  const scope = await resolveTransactionFilter(userId, parsed);
  if (!scope) return { nodes: [], endCursor: null, hasNextPage: false };
  const rows = await readTransactionRecords({ where: scope.where, after: keyset, limit: take + 1 });
  return toCursorPage(rows, take, transactionSortKey);
}
