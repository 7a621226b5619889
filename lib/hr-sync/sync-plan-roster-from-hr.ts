import "server-only";
import { decryptSecret } from "@/lib/crypto/decrypt-secret";
import { getDb, type Tx } from "@/lib/db";
import { getHrSystem } from "@/lib/integrations/hr-system/get-hr-system";
import { HrSystemError, type HrSystem } from "@/lib/integrations/hr-system/types";
import { logger } from "@/lib/log/logger";
import { mergeStagedRows, stageRosterRows } from "@/lib/roster/apply-roster-changes";
import { loadCurrentRoster } from "@/lib/roster/load-current-roster";
import { planRosterChanges } from "@/lib/roster/plan-roster-changes";
import { summariseRosterChanges } from "@/lib/roster/preview-roster-import";
import { hrEmployeesToRosterRows } from "./hr-employees-to-roster-rows";
import { recordHrSyncFailure } from "./record-hr-sync-failure";
import {
  HR_SYNC_FAILURE_MESSAGES,
  MAX_TERMINATED_SHARE,
  MIN_TERMINATIONS_TO_CHECK,
  tooManyTerminationsMessage,
  UNEXPECTED_SYNC_FAILURE,
} from "./hr-sync-messages";

export type HrSyncSummary = { added: number; changed: number; terminated: number; skipped: number };

/**
 * The sync-hr-directory job: the HR system's whole directory becomes the plan's roster (a full file: anyone the
 * directory no longer lists is terminated and keeps access for 90 days), through the same staging and one-transaction
 * merge as a roster file, so a failure half-way changes nothing. Success clears the plan's isFinchSyncFailed and
 * records when; a failure sets it (the banner) with a sentence for administrators. Provider outages are thrown so the
 * queue retries; a refused token is not retried (someone must connect again).
 */
export async function syncPlanRosterFromHr({
  planId,
  refresh = false,
  now = new Date(),
  hrSystem = getHrSystem(),
}: {
  planId: string;
  /** 'Refresh now': ask the provider to pull from the HR system first (its hourly limit permitting). */
  refresh?: boolean;
  now?: Date;
  hrSystem?: HrSystem;
}): Promise<{ synced: boolean; summary?: HrSyncSummary }> {
  const db = await getDb();
  const connection = await db.hrConnection.findUnique({ where: { employerPlanId: planId } });
  if (!connection || connection.status !== "CONNECTED") return { synced: false };

  const fail = (message: string, { needsReconnect = false } = {}) =>
    recordHrSyncFailure(db, { connectionId: connection.id, planId, message, needsReconnect, now });

  // A token goes back only to the system that issued it (the deployment may have switched adapters since).
  if (connection.provider !== hrSystem.name) {
    await fail(HR_SYNC_FAILURE_MESSAGES.REAUTH_REQUIRED, { needsReconnect: true });
    return { synced: false };
  }
  const credentials = { accessToken: decryptSecret(connection.accessTokenEncrypted), connectionId: connection.providerConnectionId };

  let rosterImportId: string | null = null;
  try {
    if (refresh) {
      // The provider pulls fresh data; over its hourly limit, today's data is still worth reading.
      await hrSystem.requestRefresh(credentials).catch((error: unknown) => {
        if (!(error instanceof HrSystemError && error.kind === "RATE_LIMITED")) throw error;
      });
    }
    const { rows, skipped } = hrEmployeesToRosterRows(await hrSystem.listEmployees(credentials));
    const current = await loadCurrentRoster(db, planId);
    const changes = planRosterChanges({ current, incoming: rows, isFullFile: true });
    const active = current.filter((member) => member.employmentStatus !== "TERMINATED").length;
    if (changes.terminations.length >= MIN_TERMINATIONS_TO_CHECK && changes.terminations.length > active * MAX_TERMINATED_SHARE) {
      await fail(tooManyTerminationsMessage(changes.terminations.length, active));
      return { synced: false };
    }
    const summary: HrSyncSummary = {
      added: changes.additions.length,
      changed: changes.changes.length,
      terminated: changes.terminations.length,
      skipped: skipped + changes.errors.length,
    };
    // Success clears the banner and records when, with the roster change when there is one.
    const recordSuccess = async (tx: Tx) => {
      await tx.hrConnection.update({ where: { id: connection.id }, data: { lastAttemptAt: now, lastFailureMessage: null, lastSyncSummary: summary } });
      await tx.employerPlan.update({ where: { id: planId }, data: { isFinchSyncFailed: false, lastRosterSyncAt: now } });
    };
    if (summary.added + summary.changed + summary.terminated === 0) {
      await db.$transaction(recordSuccess);
      return { synced: true, summary };
    }

    const rosterImport = await db.rosterImport.create({
      data: {
        employerPlanId: planId,
        source: "HR_SYNC",
        fileName: connection.providerName ? `${connection.providerName} sync` : "HR system sync",
        isFullFile: true,
        status: "APPLYING",
        rowCount: rows.length,
        additionCount: summary.added,
        changeCount: summary.changed,
        terminationCount: summary.terminated,
        errorCount: changes.errors.length,
        preview: summariseRosterChanges(changes, []),
      },
      select: { id: true },
    });
    rosterImportId = rosterImport.id;
    await stageRosterRows(db, rosterImport.id, rows);
    await db.$transaction(
      async (tx) => {
        await mergeStagedRows(tx, { rosterImportId: rosterImport.id, planId, source: "HR_SYNC", isFullFile: true, now, actorUserId: null });
        await recordSuccess(tx);
      },
      { timeout: 120_000, maxWait: 30_000 },
    );
    logger.info({ planId, ...summary }, "roster synced from the HR system");
    return { synced: true, summary };
  } catch (error) {
    if (rosterImportId) {
      await db.rosterImport.update({ where: { id: rosterImportId }, data: { status: "FAILED", failureMessage: UNEXPECTED_SYNC_FAILURE } });
    }
    if (error instanceof HrSystemError) {
      logger.warn({ planId, kind: error.kind }, "HR system sync failed");
      await fail(HR_SYNC_FAILURE_MESSAGES[error.kind], { needsReconnect: error.kind === "REAUTH_REQUIRED" });
      if (error.kind === "REAUTH_REQUIRED") return { synced: false };
    } else {
      logger.error({ err: error, planId }, "HR system sync failed");
      await fail(UNEXPECTED_SYNC_FAILURE);
    }
    throw error;
  }
}
