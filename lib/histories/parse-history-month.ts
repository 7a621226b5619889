import { AppError, AppErrorCode } from "@/lib/errors";

export const INVALID_HISTORY_DATE = "Please enter a valid date in the format YYYY-MM-DD.";

/**
 * The month (first day, and first day of the next month, UTC) of an ISO date 'YYYY-MM-DD'. Anything else, including
 * impossible days such as 2025-02-30, is refused with INVALID_HISTORY_DATE.
 */
export function parseHistoryMonth(date: string): { from: Date; to: Date } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  const year = Number(match?.[1]);
  const month = Number(match?.[2]);
  const day = Number(match?.[3]);
  const parsed = new Date(Date.UTC(year, month - 1, day));
  const isRealDay =
    match !== null &&
    parsed.getUTCFullYear() === year &&
    parsed.getUTCMonth() === month - 1 &&
    parsed.getUTCDate() === day;
  if (!isRealDay) throw new AppError(AppErrorCode.INVALID_INPUT, INVALID_HISTORY_DATE, { field: "date" });
  return { from: new Date(Date.UTC(year, month - 1, 1)), to: new Date(Date.UTC(year, month, 1)) };
}
