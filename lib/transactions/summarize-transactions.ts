import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { parseInput } from "@/lib/validation/parse-input";

import { resolveFilterCategories } from "./resolve-filter-categories";
import { findCustomerId } from "./transaction-messages";
import { transactionFilterSchema } from "./transaction-filter";
import { transactionWhere } from "./transaction-records";

export type TransactionTotals = { count: number; moneyIn: Prisma.Decimal; moneyOut: Prisma.Decimal; needsReviewCount: number };

/**
 * The totals of the member's transactions a filter selects, summed in SQL: how many, money in and money out (both
 * as sizes), and how many of them wait for review (the 'Needs review' tab's count).
 */
export async function summarizeTransactions({ userId, filter }: { userId: string; filter: unknown }): Promise<TransactionTotals> {
  const parsed = parseInput(transactionFilterSchema, filter ?? {});
  const db = await getDb();
  const customerId = await findCustomerId(db, userId);
  const zero = new Prisma.Decimal(0);
  if (!customerId) return { count: 0, moneyIn: zero, moneyOut: zero, needsReviewCount: 0 };
  const options = await resolveFilterCategories(db, customerId, parsed);
  const where = transactionWhere(customerId, parsed, options);
  const [outgoing, incoming, needsReviewCount] = await Promise.all([
    db.transaction.aggregate({ where: { AND: [where, { amount: { gte: 0 } }] }, _count: { _all: true }, _sum: { amount: true } }),
    db.transaction.aggregate({ where: { AND: [where, { amount: { lt: 0 } }] }, _count: { _all: true }, _sum: { amount: true } }),
    db.transaction.count({ where: { AND: [transactionWhere(customerId, { ...parsed, needsReview: undefined }, options), { needsReview: true }] } }),
  ]);
  return {
    count: outgoing._count._all + incoming._count._all,
    moneyOut: outgoing._sum.amount ?? zero,
    moneyIn: (incoming._sum.amount ?? zero).negated(),
    needsReviewCount,
  };
}
