import { getDb } from "@/lib/db";
import { historyDate, recordBalanceSnapshot } from "./record-balance-snapshot";

const BATCH_SIZE = 200;

/**
 * Records the day's snapshot (net worth, asset worth, liabilities) for every member with at least one account, so
 * the history charts have a point for each day even when nothing changed. Idempotent: a snapshot is one row per
 * series and day, rewritten from the current balances, so running it again the same day changes nothing.
 */
export async function recordDailySnapshots({ now = new Date() }: { now?: Date } = {}): Promise<{
  date: string;
  customers: number;
}> {
  const db = await getDb();
  const date = historyDate(now);
  const live = { some: { deletedAt: null } };
  let cursor: string | undefined;
  let customers = 0;
  for (;;) {
    const batch = await db.customer.findMany({
      where: { OR: [{ assets: live }, { creditCards: live }, { loans: live }] },
      orderBy: { id: "asc" },
      take: BATCH_SIZE,
      ...(cursor ? { skip: 1, cursor: { id: cursor } } : {}),
      select: { id: true },
    });
    for (const { id } of batch) {
      await db.$transaction((tx) => recordBalanceSnapshot({ db: tx, customerId: id, date }));
      customers += 1;
    }
    const last = batch.at(-1);
    if (!last || batch.length < BATCH_SIZE) break;
    cursor = last.id;
  }
  return { date: date.toISOString().slice(0, 10), customers };
}
