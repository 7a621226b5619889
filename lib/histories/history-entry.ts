import { decimalToNumber } from "@/lib/format/decimal";
import type { HistoryRow } from "./history-series";

/** A history point as the API returns it (000 §3: id, date, value); date is YYYY-MM-DD (UTC). */
export type HistoryEntry = { id: string; date: string; value: number };

export function toHistoryEntry(row: HistoryRow): HistoryEntry {
  return { id: row.id, date: row.date.toISOString().slice(0, 10), value: decimalToNumber(row.value) ?? 0 };
}
