import type { Db, Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

/** Today's date (UTC) as the @db.Date the history tables key on. */
export function historyDate(at: Date = new Date()): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/**
 * Records the member's asset worth, liabilities and net worth for a day (one row per series and day: a later
 * change the same day overwrites it). Called after every balance change and by the daily snapshot, so the history
 * charts have a point for each day something was known. Pass the transaction client to record inside one.
 */
export async function recordBalanceSnapshot({
  db,
  customerId,
  date = historyDate(),
}: {
  db: Db | Tx;
  customerId: string;
  date?: Date;
}): Promise<{ assetWorth: Prisma.Decimal; liabilities: Prisma.Decimal; netWorth: Prisma.Decimal }> {
  const live = { customerId, deletedAt: null };
  const [assets, cards, loans] = await Promise.all([
    db.asset.aggregate({ where: live, _sum: { value: true } }),
    db.creditCard.aggregate({ where: live, _sum: { value: true } }),
    db.loan.aggregate({ where: live, _sum: { value: true } }),
  ]);
  const zero = new Prisma.Decimal(0);
  const assetWorth = assets._sum.value ?? zero;
  const liabilities = (cards._sum.value ?? zero).plus(loans._sum.value ?? zero);
  const netWorth = assetWorth.minus(liabilities);

  const key = { customerId_date: { customerId, date } };
  await Promise.all([
    db.assetWorthHistory.upsert({ where: key, create: { customerId, date, value: assetWorth }, update: { value: assetWorth } }),
    db.liabilityHistory.upsert({ where: key, create: { customerId, date, value: liabilities }, update: { value: liabilities } }),
    db.netWorthHistory.upsert({ where: key, create: { customerId, date, value: netWorth }, update: { value: netWorth } }),
  ]);
  return { assetWorth, liabilities, netWorth };
}
