import { getDb } from "@/lib/db";
import { toHistoryEntry, type HistoryEntry } from "./history-entry";
import { findHistoryRows, type HistorySeries } from "./history-series";
import { parseHistoryMonth } from "./parse-history-month";

/**
 * Every recorded day of the month that contains `date` (an ISO date 'YYYY-MM-DD'), oldest first
 * (000 §7 daily*HistoriesByMonth). An invalid date is refused with a clear message.
 */
export async function listDailyHistoriesByMonth({
  userId,
  series,
  date,
}: {
  userId: string;
  series: HistorySeries;
  date: string;
}): Promise<HistoryEntry[]> {
  const { from, to } = parseHistoryMonth(date);
  const db = await getDb();
  const customer = await db.customer.findUnique({ where: { userId }, select: { id: true } });
  if (!customer) return [];
  const rows = await findHistoryRows({ db, series, customerId: customer.id, from, to });
  return rows.map(toHistoryEntry);
}
