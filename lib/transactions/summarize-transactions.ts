import { getSql } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { parseInput } from "@/lib/validation/parse-input";

import { resolveTransactionFilter } from "./resolve-transaction-filter";
import { transactionFilterSchema } from "./transaction-filter";
import { transactionFilterSql } from "./transaction-filter-sql";

export type TransactionTotals = { count: number; moneyIn: Prisma.Decimal; moneyOut: Prisma.Decimal; needsReviewCount: number };

/**
 * The totals of the member's transactions a filter selects, summed in SQL in one statement: how many, money in and
 * money out (both as sizes), and how many of them wait for review (the 'Needs review' tab's count, whatever the
 * filter says about review).
 */
export async function summarizeTransactions({ userId, filter }: { userId: string; filter: unknown }): Promise<TransactionTotals> {
  const parsed = parseInput(transactionFilterSchema, filter ?? {});
  const zero = new Prisma.Decimal(0);
  const scope = await resolveTransactionFilter(userId, parsed);
  if (!scope) return { count: 0, moneyIn: zero, moneyOut: zero, needsReviewCount: 0 };
  const matching = scope.where;
  const anyReview = transactionFilterSql(scope.customerId, { ...parsed, needsReview: undefined }, scope.categories);
  const statement = Prisma.sql`SELECT
      COUNT(*) FILTER (WHERE ${matching})::int AS count,
      COALESCE(SUM(t.amount) FILTER (WHERE ${matching} AND t.amount >= 0), 0)::text AS "moneyOut",
      COALESCE(-SUM(t.amount) FILTER (WHERE ${matching} AND t.amount < 0), 0)::text AS "moneyIn",
      COUNT(*) FILTER (WHERE t."needsReview")::int AS "needsReviewCount"
    FROM "Transaction" t WHERE ${anyReview}`;
  const sql = await getSql();
  const [row] = await sql.query<{ count: number; moneyOut: string; moneyIn: string; needsReviewCount: number }>(statement.text, statement.values);
  return {
    count: Number(row?.count ?? 0),
    moneyOut: new Prisma.Decimal(row?.moneyOut ?? 0),
    moneyIn: new Prisma.Decimal(row?.moneyIn ?? 0),
    needsReviewCount: Number(row?.needsReviewCount ?? 0),
  };
}
