import type PgBoss from "pg-boss";

/**
 * Every queue the product uses, with its retry policy and schedule. Data only (no handlers), so the database set-up
 * can create the queues without importing the domain code that runs them (lib/jobs/job-handlers.ts).
 */
export interface QueueDefinition {
  name: string;
  /** Retries with exponential backoff: delays of retryDelay, 2x, 4x ... seconds, then the job is dead (failed). */
  retry: Required<Pick<PgBoss.RetryOptions, "retryLimit" | "retryDelay" | "retryBackoff">>;
  /** A running job that takes longer is failed (and retried): a worker that died holds no job forever. */
  expireInSeconds: number;
  /** How often an idle worker looks for work. */
  pollingIntervalSeconds: number;
  /** Cron expression (UTC) when the job runs on a schedule. */
  cron?: string;
  /**
   * pg-boss's queue policy (default standard). "stately": per singletonKey at most one job waiting and one running,
   * so a burst of causes while one runs queues exactly one more run.
   */
  policy?: "standard" | "stately";
}

export const QUEUES = {
  /** Sends one OutgoingMessage (lib/outgoing-messages): codes and links must arrive within a second or two. */
  deliverMessage: {
    name: "deliver-message",
    retry: { retryLimit: 5, retryDelay: 5, retryBackoff: true },
    expireInSeconds: 120,
    pollingIntervalSeconds: 0.5,
  },
  /** Messages whose worker stopped mid-send: sent again where the provider drops repeated keys (exactly once), else
   *  marked UNKNOWN for staff and never re-sent (at most once). */
  sweepStuckMessages: {
    name: "sweep-stuck-messages",
    retry: { retryLimit: 2, retryDelay: 30, retryBackoff: true },
    expireInSeconds: 300,
    pollingIntervalSeconds: 10,
    cron: "* * * * *",
  },
  /** Expired rate-limit counters, idempotency records, auth tokens, codes and sessions. */
  deleteExpiredRows: {
    name: "delete-expired-rows",
    retry: { retryLimit: 3, retryDelay: 60, retryBackoff: true },
    expireInSeconds: 900,
    pollingIntervalSeconds: 10,
    cron: "17 * * * *",
  },
  /** Every linked institution synced, then the day's net-worth snapshot; shortly after midnight UTC. */
  dailySnapshot: {
    name: "daily-snapshot",
    retry: { retryLimit: 3, retryDelay: 300, retryBackoff: true },
    expireInSeconds: 3 * 3600,
    pollingIntervalSeconds: 10,
    cron: "10 0 * * *",
  },
  /** The weekly email digest of the categories members put in digest mode (lib/notifications); Mondays 13:00 UTC. */
  sendWeeklyDigests: {
    name: "send-weekly-digests",
    retry: { retryLimit: 3, retryDelay: 300, retryBackoff: true },
    expireInSeconds: 3 * 3600,
    pollingIntervalSeconds: 10,
    cron: "0 13 * * 1",
  },
  /**
   * One linked institution synced now (the provider's webhook, 'Refresh now'); enqueued with the item's id as the
   * singletonKey, so a burst of webhooks makes one sync.
   */
  syncInstitutionItem: {
    name: "sync-institution-item",
    retry: { retryLimit: 3, retryDelay: 60, retryBackoff: true },
    expireInSeconds: 900,
    pollingIntervalSeconds: 2,
    policy: "stately",
  },
  /** A member's data gathered into a zip, stored privately and announced by email (lib/your-data). */
  buildDataExport: {
    name: "build-data-export",
    retry: { retryLimit: 3, retryDelay: 60, retryBackoff: true },
    expireInSeconds: 900,
    pollingIntervalSeconds: 2,
  },
  /** A deleted account's bank connections ended at the provider, then its data removed or anonymised. */
  deleteAccountData: {
    name: "delete-account-data",
    retry: { retryLimit: 5, retryDelay: 120, retryBackoff: true },
    expireInSeconds: 900,
    pollingIntervalSeconds: 2,
  },
  /** A coaching session's 24-hour or 1-hour reminder, queued for its time when the session is booked or moved. */
  sendCoachingReminder: {
    name: "send-coaching-reminder",
    retry: { retryLimit: 3, retryDelay: 60, retryBackoff: true },
    expireInSeconds: 300,
    pollingIntervalSeconds: 10,
  },
  /**
   * A previewed roster file applied to a plan's roster (lib/roster/apply-roster-changes.ts); singletonKey the import.
   * A run that fails marks the import FAILED with nothing applied, so the job itself is not retried much.
   */
  applyRosterImport: {
    name: "apply-roster-import",
    retry: { retryLimit: 1, retryDelay: 30, retryBackoff: false },
    expireInSeconds: 900,
    pollingIntervalSeconds: 1,
  },
  /**
   * Roster invitations and their reminders (day 3 and day 10, at most three emails an employee): daily at 15:00 UTC
   * for every plan, and for one plan right after its roster grew (singletonKey plan:{id}). Running twice sends nothing
   * twice (lib/plan-invitations/send-due-plan-invitations.ts).
   */
  sendPlanInvitations: {
    name: "send-plan-invitations",
    retry: { retryLimit: 3, retryDelay: 60, retryBackoff: true },
    expireInSeconds: 3600,
    pollingIntervalSeconds: 2,
    cron: "0 15 * * *",
    policy: "stately",
  },
  /**
   * One plan's roster synced from its HR system (lib/hr-sync): after connecting, on the provider's webhooks, on
   * 'Refresh now' and daily. One waiting and one running per plan (singletonKey hr:{planId}): a burst of webhooks
   * makes one sync.
   */
  syncHrDirectory: {
    name: "sync-hr-directory",
    retry: { retryLimit: 3, retryDelay: 120, retryBackoff: true },
    expireInSeconds: 1800,
    pollingIntervalSeconds: 2,
    policy: "stately",
  },
  /** Every connected plan's HR sync enqueued, daily at 06:20 UTC (before the invitations at 15:00). */
  syncAllHrDirectories: {
    name: "sync-all-hr-directories",
    retry: { retryLimit: 3, retryDelay: 300, retryBackoff: true },
    expireInSeconds: 900,
    pollingIntervalSeconds: 10,
    cron: "20 6 * * *",
  },
  /** A removed HR connection ended at the provider (its token stops working). */
  disconnectHrConnection: {
    name: "disconnect-hr-connection",
    retry: { retryLimit: 5, retryDelay: 60, retryBackoff: true },
    expireInSeconds: 300,
    pollingIntervalSeconds: 5,
  },
  /**
   * One investing account's state and identity investigation read from the clearing firm (lib/investing): after the
   * agreements are affirmed, after identity documents were sent, on the clearing firm's events and every 15 minutes
   * while an application waits. Stately on investing:{id}.
   */
  syncInvestingAccount: {
    name: "sync-investing-account",
    retry: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
    expireInSeconds: 300,
    pollingIntervalSeconds: 2,
    policy: "stately",
  },
  /**
   * A member's uploaded identity documents sent to the clearing firm, attached to their investigation, then the
   * account synced (lib/identity-verification/forward-identity-documents.ts). Each upload carries our document id as
   * its idempotency key and its result is recorded at once, so a retry never sends a document twice.
   */
  forwardIdentityDocuments: {
    name: "forward-identity-documents",
    retry: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
    expireInSeconds: 600,
    pollingIntervalSeconds: 2,
  },
  /** An account's interested parties sent to the clearing firm (created, changed, removed); stately per account. */
  syncInterestedParties: {
    name: "sync-interested-parties",
    retry: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
    expireInSeconds: 300,
    pollingIntervalSeconds: 2,
    policy: "stately",
  },
  /**
   * An account document (the 3210 letter) checked by its content and sent to the clearing firm once the browser has
   * uploaded it; retried every 30 s while the 15-minute upload link lasts.
   */
  forwardAccountDocument: {
    name: "forward-account-document",
    retry: { retryLimit: 35, retryDelay: 30, retryBackoff: false },
    expireInSeconds: 300,
    pollingIntervalSeconds: 2,
  },
  /** A party's delivery preference (digital or paper) sent to the clearing firm; stately per party. */
  sendDeliveryPreferences: {
    name: "send-delivery-preferences",
    retry: { retryLimit: 5, retryDelay: 60, retryBackoff: true },
    expireInSeconds: 300,
    pollingIntervalSeconds: 5,
    policy: "stately",
  },
  /** Every application still waiting on the clearing firm (submitted, under review, action needed) synced. */
  syncWaitingInvestingAccounts: {
    name: "sync-waiting-investing-accounts",
    retry: { retryLimit: 3, retryDelay: 60, retryBackoff: true },
    expireInSeconds: 600,
    pollingIntervalSeconds: 10,
    cron: "*/15 * * * *",
  },
  /** One REQUESTED deposit sent to the clearing firm (bank relationship first when new); retried through outages. */
  submitInvestingDeposit: {
    name: "submit-investing-deposit",
    retry: { retryLimit: 20, retryDelay: 30, retryBackoff: true },
    expireInSeconds: 300,
    pollingIntervalSeconds: 2,
  },
  /** Recurring deposits that fell due make their deposit (hourly; at once for a schedule starting today). */
  runRecurringDeposits: {
    name: "run-recurring-deposits",
    retry: { retryLimit: 3, retryDelay: 60, retryBackoff: true },
    expireInSeconds: 900,
    pollingIntervalSeconds: 2,
    cron: "5 * * * *",
  },
  /**
   * An investing account brought to the model portfolio its member chose (lib/investing/rebalance-investing-account):
   * enqueued with the pending change; stately per account.
   */
  rebalanceInvestingAccount: {
    name: "rebalance-investing-account",
    retry: { retryLimit: 5, retryDelay: 60, retryBackoff: true },
    expireInSeconds: 600,
    pollingIntervalSeconds: 5,
    policy: "stately",
  },
} as const satisfies Record<string, QueueDefinition>;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES]["name"];

export const ALL_QUEUES: readonly QueueDefinition[] = Object.values(QUEUES);

export function queueDefinition(name: string): QueueDefinition | undefined {
  return ALL_QUEUES.find((queue) => queue.name === name);
}
