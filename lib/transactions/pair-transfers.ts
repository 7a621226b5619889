import type { Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

import { pickTransferPairs } from "./pick-transfer-pairs";

/** The provider's primary categories that mark money moving between the member's own accounts (or paying a debt). */
export const TRANSFER_PROVIDER_CATEGORIES = ["TRANSFER_IN", "TRANSFER_OUT", "LOAN_PAYMENTS"] as const;

/**
 * Pairs each of these transactions with the other side of a transfer between the member's own accounts (a card
 * payment: the checking outflow and the card's inflow): the opposite amount on a different account within 3 days,
 * at least one side a transfer (a TRANSFER category, or the provider's TRANSFER_IN, TRANSFER_OUT or LOAN_PAYMENTS
 * unless the member categorised that side otherwise), neither side paired yet. Both rows then point at each other
 * and spendingLinesSql leaves them out. Two queries whatever the number of transactions.
 */
export async function pairTransfers({
  tx,
  customerId,
  transactionIds,
}: {
  tx: Tx;
  customerId: string;
  transactionIds: string[];
}): Promise<Array<[string, string]>> {
  if (transactionIds.length === 0) return [];
  const ids = JSON.stringify([...new Set(transactionIds)]);
  const transferCodes = JSON.stringify(TRANSFER_PROVIDER_CATEGORIES);

  const account = (t: Prisma.Sql) => Prisma.sql`COALESCE(${t}."assetId", ${t}."creditCardId", ${t}."loanId")`;
  // The member's own category decides for a side they categorised; otherwise the category or the provider's says.
  const transferLike = (t: Prisma.Sql, c: Prisma.Sql) => Prisma.sql`(CASE WHEN ${t}."categorySource" = 'USER'
    THEN COALESCE(${c}.kind = 'TRANSFER', false)
    ELSE COALESCE(${c}.kind = 'TRANSFER', false)
      OR COALESCE(${t}.category IN (SELECT json_array_elements_text(${transferCodes}::json)), false) END)`;
  const [a, b, ac, bc] = ["a", "b", "ac", "bc"].map((alias) => Prisma.raw(alias)) as [Prisma.Sql, Prisma.Sql, Prisma.Sql, Prisma.Sql];

  const candidates = await tx.$queryRaw<Array<{ a: string; b: string; gap: number }>>`
    SELECT a.id AS a, b.id AS b, ABS(a.date - b.date)::int AS gap
    FROM "Transaction" a
    JOIN "Transaction" b
      ON b."customerId" = a."customerId" AND b.amount = -a.amount AND b.date BETWEEN a.date - 3 AND a.date + 3
      AND b."transferPartnerId" IS NULL AND ${account(b)} IS NOT NULL AND ${account(b)} <> ${account(a)}
    LEFT JOIN "BudgetCategory" ac ON ac.id = a."budgetCategoryId"
    LEFT JOIN "BudgetCategory" bc ON bc.id = b."budgetCategoryId"
    WHERE a."customerId" = ${customerId} AND a.id IN (SELECT json_array_elements_text(${ids}::json))
      AND a.amount <> 0 AND a."transferPartnerId" IS NULL AND ${account(a)} IS NOT NULL
      AND (${transferLike(a, ac)} OR ${transferLike(b, bc)})`;

  const pairs = pickTransferPairs(candidates.map(({ a, b, gap }) => ({ ids: [a, b], gap: Number(gap) })));
  if (pairs.length === 0) return [];

  const links = pairs.flatMap(([first, second]) => [
    { id: first, partner: second },
    { id: second, partner: first },
  ]);
  await tx.$executeRaw`
    UPDATE "Transaction" t
    SET "transferPartnerId" = v.partner, "updatedAt" = CURRENT_TIMESTAMP
    FROM json_to_recordset(${JSON.stringify(links)}::json) AS v(id text, partner text)
    WHERE t.id = v.id AND t."customerId" = ${customerId} AND t."transferPartnerId" IS NULL`;
  return pairs;
}
