import type { HrSyncSummary } from "./sync-plan-roster-from-hr";

/** The provider allows one manual refresh an hour; the product keeps to it rather than spend it on a refusal. */
export const MANUAL_REFRESH_INTERVAL_MS = 3_600_000;

/** When 'Refresh now' is next allowed after the last one; null when it is allowed at `now`. */
export function nextManualRefreshAt(lastManualRefreshAt: Date | null | undefined, now: Date): Date | null {
  const allowedAt = lastManualRefreshAt ? new Date(lastManualRefreshAt.getTime() + MANUAL_REFRESH_INTERVAL_MS) : null;
  return allowedAt && allowedAt > now ? allowedAt : null;
}

/** The HR sync as the Roster tab shows it (and `planHrSync` answers): no token, nothing about any employee. */
export type PlanHrSyncView = {
  isConnected: boolean;
  providerName: string | null;
  /** CONNECTED or REAUTH_REQUIRED (the employer must connect again); null when not connected. */
  status: "CONNECTED" | "REAUTH_REQUIRED" | null;
  isFailed: boolean;
  failureMessage: string | null;
  lastSuccessfulSyncAt: Date | null;
  lastAttemptAt: Date | null;
  lastSyncSummary: HrSyncSummary | null;
  /** When 'Refresh now' is next allowed; null when it is allowed now (or nothing is connected). */
  nextRefreshAt: Date | null;
  /** Owners, editors and staff may connect, refresh and disconnect; viewers and advisors read. */
  canManage: boolean;
};
