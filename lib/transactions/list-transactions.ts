import { getDb } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { decodeCursor, pageSize, toCursorPage, type CursorPage } from "@/lib/pagination/cursor-page";
import { parseInput } from "@/lib/validation/parse-input";

import { resolveFilterCategories } from "./resolve-filter-categories";
import { findCustomerId } from "./transaction-messages";
import { transactionFilterSchema, type TransactionFilter } from "./transaction-filter";
import { transactionSelect, transactionWhere, type TransactionRecord } from "./transaction-records";

export const TRANSACTIONS_PAGE_MAX = 100;

type DayAndId = { day: string; id: string };

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

function parseDayAndId([day, id]: unknown[]): DayAndId | null {
  const valid = typeof day === "string" && /^\d{4}-\d{2}-\d{2}$/.test(day) && typeof id === "string" && id !== "";
  return valid ? { day, id } : null;
}

/** The keyset of the list, newest first: (date desc, id desc), the index Transaction(customerId, date desc, id desc). */
export function afterKey(after: string | null | undefined): Prisma.TransactionWhereInput | null {
  if (!after) return null;
  const { day, id } = decodeCursor(after, parseDayAndId);
  const date = new Date(`${day}T00:00:00.000Z`);
  return { OR: [{ date: { lt: date } }, { date, id: { lt: id } }] };
}

export const transactionOrder = [{ date: "desc" }, { id: "desc" }] as const satisfies Prisma.TransactionOrderByWithRelationInput[];

/** One page of the member's transactions matching the filter, newest first (one query). */
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
  const db = await getDb();
  const customerId = await findCustomerId(db, userId);
  if (!customerId) return { nodes: [], endCursor: null, hasNextPage: false };
  const options = await resolveFilterCategories(db, customerId, parsed);
  const where = transactionWhere(customerId, parsed, options);
  const rows = await db.transaction.findMany({
    where: keyset ? { AND: [where, keyset] } : where,
    orderBy: transactionOrder,
    take: take + 1,
    select: transactionSelect,
  });
  return toCursorPage(rows, take, (row) => [dayOf(row.date), row.id]);
}
