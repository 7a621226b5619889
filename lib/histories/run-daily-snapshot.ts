import { syncAllInstitutionItems } from "@/lib/bank-linking/sync-all-institution-items";

import { recordDailySnapshots } from "./record-daily-snapshots";

/**
 * The daily-snapshot job: every linked institution brought up to date first (so the balances are today's), then
 * today's snapshot for every member with accounts. Safe to run more than once a day. Unexpected per-institution
 * errors are recorded on each item and then fail the job, so it is retried and, at the end, listed for staff.
 */
export async function runDailySnapshot(): Promise<{ synced: number; failed: number; date: string; customers: number }> {
  const { synced, failed, errors } = await syncAllInstitutionItems();
  const { date, customers } = await recordDailySnapshots();
  if (errors.length > 0) {
    throw new Error(
      `${errors.length} institution sync${errors.length === 1 ? "" : "s"} failed unexpectedly: ` +
        errors.map((error) => `${error.institutionItemId} (${error.message})`).join("; "),
    );
  }
  return { synced, failed, date, customers };
}
