import "server-only";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { QUEUES } from "@/lib/jobs/queues";
import { rosterImportSelect, toRosterImportView, type RosterImportView } from "./roster-import-view";

export const IMPORT_HAS_ERRORS_MESSAGE = "Fix the rows with errors and upload the file again: nothing was applied.";
export const IMPORT_NOT_PENDING_MESSAGE = "This upload has already been applied or replaced. Upload the file again.";
export const IMPORT_IN_PROGRESS_MESSAGE = "Another roster upload is being applied. Wait for it to finish.";

/**
 * Step 3 of a roster import: a previewed import without errors is marked APPLYING and the apply job is enqueued in
 * the same transaction. One import per plan applies at a time. Applying twice (a retried request) does nothing more.
 */
export async function startRosterImport({
  viewer,
  planId,
  rosterImportId,
}: {
  viewer: Viewer | null;
  planId: string;
  rosterImportId: string;
}): Promise<RosterImportView> {
  authorize(viewer, "plan:edit", { planId });
  const db = await getDb();
  const started = await db.$transaction(async (tx) => {
    const found = await tx.rosterImport.findFirst({ where: { id: rosterImportId, employerPlanId: planId }, select: rosterImportSelect });
    if (!found) throw new AppError(AppErrorCode.NOT_FOUND, "Upload not found.");
    if (found.status === "APPLYING" || found.status === "APPLIED") return found;
    if (found.status !== "PREVIEWED") throw new AppError(AppErrorCode.CONFLICT, IMPORT_NOT_PENDING_MESSAGE);
    if (found.errorCount > 0) throw new AppError(AppErrorCode.INVALID_INPUT, IMPORT_HAS_ERRORS_MESSAGE);
    const running = await tx.rosterImport.findFirst({ where: { employerPlanId: planId, status: "APPLYING" }, select: { id: true } });
    if (running) throw new AppError(AppErrorCode.CONFLICT, IMPORT_IN_PROGRESS_MESSAGE);
    // A newer upload replaces an older preview: only the latest file of the plan can be applied.
    const newer = await tx.rosterImport.findFirst({
      where: { employerPlanId: planId, createdAt: { gt: found.createdAt } },
      select: { id: true },
    });
    if (newer) throw new AppError(AppErrorCode.CONFLICT, IMPORT_NOT_PENDING_MESSAGE);
    const updated = await tx.rosterImport.update({
      where: { id: found.id },
      data: { status: "APPLYING", stagedCount: 0, failureMessage: null },
      select: rosterImportSelect,
    });
    await enqueueJob(tx, QUEUES.applyRosterImport.name, { rosterImportId: found.id }, { singletonKey: found.id });
    await recordAuditEvent({
      db: tx,
      actorUserId: viewer.actor.id,
      action: "plan-roster.import-started",
      operation: "applyRosterImport",
      employerPlanId: planId, metadata: { rosterImportId: found.id },
    });
    return updated;
  });
  return toRosterImportView(started);
}
