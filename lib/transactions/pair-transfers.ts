import type { Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

import { toCents } from "./cents";
import { findTransferCandidates, TRANSFER_MAX_GAP_DAYS, type TransferSide } from "./find-transfer-candidates";
import { pickTransferPairs } from "./pick-transfer-pairs";
import { transactionsByIdSql } from "./transactions-by-id-sql";

/** The provider's primary categories that mark money moving between the member's own accounts (or paying a debt). */
export const TRANSFER_PROVIDER_CATEGORIES = ["TRANSFER_IN", "TRANSFER_OUT", "LOAN_PAYMENTS"] as const;

type SideRow = { id: string; amount: string; day: number; account: string; transferLike: boolean };

/**
 * Pairs each of these transactions with the other side of a transfer between the member's own accounts (a card
 * payment: the checking outflow and the card's inflow): the opposite amount on a different account within 3 days,
 * at least one side a transfer (a TRANSFER category, or the provider's TRANSFER_IN, TRANSFER_OUT or LOAN_PAYMENTS
 * unless the member categorised that side otherwise), neither side paired yet. Both rows then point at each other
 * and spendingLinesSql leaves them out. Three queries whatever the number of transactions: the batch, the member's
 * unpaired transactions around its dates, and the write; the matching is done here by amount (linear), so no query
 * plan depends on statistics a big sync has just made stale.
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

  const batch = await tx.$queryRaw<SideRow[]>`
    SELECT ${sideColumns}
    FROM ${transactionsByIdSql({ ids: transactionIds, customerId })} t
    LEFT JOIN "BudgetCategory" c ON c.id = t."budgetCategoryId"
    WHERE ${sideFilter}`;
  if (batch.length === 0) return [];

  const days = batch.map(({ day }) => Number(day));
  const from = isoDay(Math.min(...days) - TRANSFER_MAX_GAP_DAYS);
  const through = isoDay(Math.max(...days) + TRANSFER_MAX_GAP_DAYS);
  const others = await tx.$queryRaw<SideRow[]>`
    SELECT ${sideColumns}
    FROM "Transaction" t
    LEFT JOIN "BudgetCategory" c ON c.id = t."budgetCategoryId"
    WHERE t."customerId" = ${customerId} AND t.date BETWEEN ${from}::date AND ${through}::date AND ${sideFilter}`;

  const pairs = pickTransferPairs(findTransferCandidates({ batch: batch.map(toSide), others: others.map(toSide) }));
  if (pairs.length === 0) return [];

  const links = pairs.flatMap(([first, second]) => [
    { id: first, partner: second },
    { id: second, partner: first },
  ]);
  // The ids are the member's rows read above; each is updated through its key.
  await tx.$executeRaw`
    UPDATE "Transaction" t
    SET "transferPartnerId" = v.partner, "updatedAt" = CURRENT_TIMESTAMP
    FROM json_to_recordset(${JSON.stringify(links)}::json) AS v(id text, partner text)
    WHERE t.id = v.id AND t."transferPartnerId" IS NULL`;
  return pairs;
}

const transferCodes = Prisma.join(TRANSFER_PROVIDER_CATEGORIES.map((code) => Prisma.sql`${code}`));

// A side the member categorised speaks only through its category; otherwise the category or the provider's does.
const sideColumns = Prisma.sql`t.id, t.amount::text AS amount, (t.date - DATE '1970-01-01')::int AS day,
  COALESCE(t."assetId", t."creditCardId", t."loanId") AS account,
  (CASE WHEN t."categorySource" = 'USER' THEN COALESCE(c.kind = 'TRANSFER', false)
    ELSE COALESCE(c.kind = 'TRANSFER', false) OR COALESCE(t.category IN (${transferCodes}), false) END) AS "transferLike"`;

// Written so that no index answers "unpaired": the transferPartnerId index would otherwise look attractive to a
// planner without fresh statistics, and return every unpaired row.
const sideFilter = Prisma.sql`COALESCE(t."transferPartnerId", '') = '' AND t.amount <> 0
  AND COALESCE(t."assetId", t."creditCardId", t."loanId") IS NOT NULL`;

const toSide = ({ id, amount, day, account, transferLike }: SideRow): TransferSide => ({
  id,
  cents: toCents(amount),
  day: Number(day),
  account,
  transferLike,
});

const isoDay = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
