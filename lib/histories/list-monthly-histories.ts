import { getDb } from "@/lib/db";
import { historyDate } from "./record-balance-snapshot";
import { toHistoryEntry, type HistoryEntry } from "./history-entry";
import { findHistoryRows, type HistorySeries } from "./history-series";

/** The current month and the twelve before it: a full year back, so a month can be compared with a year ago. */
export const MONTHS_BACK = 12;

/**
 * One entry per month: the last recorded day of each month, from twelve months back to today, oldest first
 * (000 §7 monthly*Histories). Months with nothing recorded are left out. A member without a profile has none.
 */
export async function listMonthlyHistories({
  userId,
  series,
  now = new Date(),
}: {
  userId: string;
  series: HistorySeries;
  now?: Date;
}): Promise<HistoryEntry[]> {
  const db = await getDb();
  const customer = await db.customer.findUnique({ where: { userId }, select: { id: true } });
  if (!customer) return [];
  const today = historyDate(now);
  const from = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - MONTHS_BACK, 1));
  const to = new Date(today.getTime() + 86_400_000);
  const rows = await findHistoryRows({ db, series, customerId: customer.id, from, to });

  const lastOfMonth = new Map<string, (typeof rows)[number]>();
  for (const row of rows) lastOfMonth.set(row.date.toISOString().slice(0, 7), row);
  return [...lastOfMonth.values()].map(toHistoryEntry);
}
