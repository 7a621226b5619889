import "server-only";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { getDb, type Db, type Tx } from "@/lib/db";
import type { RosterChangeSource } from "@/lib/generated/prisma/client";
import { getFileStorage } from "@/lib/integrations/storage/get-file-storage";
import type { FileStorage } from "@/lib/integrations/storage/types";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { QUEUES } from "@/lib/jobs/queues";
import { logger } from "@/lib/log/logger";
import { loadCurrentRoster } from "./load-current-roster";
import { parseRosterCsv, type RosterFileRow } from "./parse-roster-csv";
import { planRosterChanges } from "./plan-roster-changes";
import { readRosterFile } from "./read-roster-file";

// Applying a roster import (issue 14; docs/decisions.md "Roster"): the job stages the file's rows in
// RosterImportRow, 5,000 rows per statement, committing each chunk and the count staged (the progress the page
// polls). Staging is idempotent (a retried job skips rows already staged). Then ONE transaction merges the staged rows
// into PlanMember with a handful of set-based statements and enqueues the invitations: a failure there leaves the
// roster exactly as it was, and the import FAILED with nothing applied.

const STAGE_CHUNK = 5_000;
export const ROSTER_CHANGED_MESSAGE = "The roster changed since the preview in a way that conflicts with the file. Upload it again.";

/** The apply-roster-import job. */
export async function applyRosterImport({
  rosterImportId,
  now = new Date(),
  storage = getFileStorage(),
}: {
  rosterImportId: string;
  now?: Date;
  storage?: FileStorage;
}): Promise<{ applied: boolean }> {
  const db = await getDb();
  const found = await db.rosterImport.findUnique({
    where: { id: rosterImportId },
    select: { id: true, employerPlanId: true, status: true, storageKey: true, isFullFile: true, source: true, createdByUserId: true },
  });
  if (!found || found.status !== "APPLYING" || !found.storageKey) return { applied: false };

  const fail = async (message: string) => {
    await db.rosterImport.update({ where: { id: found.id }, data: { status: "FAILED", failureMessage: message } });
    return { applied: false };
  };
  const parsed = parseRosterCsv(await readRosterFile(storage, found.storageKey));
  if (parsed.kind === "refused" || parsed.errors.length > 0) return fail(ROSTER_CHANGED_MESSAGE);
  // Compared again now: the roster may have changed since the preview (a hand-added employee with the same id).
  const changes = planRosterChanges({ current: await loadCurrentRoster(db, found.employerPlanId), incoming: parsed.rows, isFullFile: found.isFullFile });
  if (changes.errors.length > 0) return fail(ROSTER_CHANGED_MESSAGE);

  await stageRosterRows(db, found.id, parsed.rows);
  try {
    const counts = await db.$transaction(
      (tx) => mergeStagedRows(tx, { rosterImportId: found.id, planId: found.employerPlanId, source: found.source, isFullFile: found.isFullFile, now, actorUserId: found.createdByUserId }),
      { timeout: 120_000, maxWait: 30_000 },
    );
    logger.info({ rosterImportId: found.id, ...counts }, "roster import applied");
    return { applied: true };
  } catch (error) {
    logger.error({ err: error, rosterImportId: found.id }, "roster import failed");
    await fail("Applying the file failed, and nothing was changed. Try again, or upload the file again.");
    return { applied: false };
  }
}

/**
 * Stages checked rows of an import (a file's, or an HR-system sync's directory as RosterFileRow), chunk by chunk,
 * recording the count staged; idempotent.
 */
export async function stageRosterRows(db: Db, rosterImportId: string, rows: RosterFileRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += STAGE_CHUNK) {
    const chunk = rows.slice(start, start + STAGE_CHUNK);
    // One JSON parameter per chunk: 5,000 rows in one statement without 50,000 bound values.
    const json = JSON.stringify(
      chunk.map((row) => ({
        n: row.row,
        e: row.workEmail,
        f: row.firstName,
        l: row.lastName,
        i: row.employeeId,
        d: row.department,
        o: row.location,
        s: row.employmentStatus,
        h: row.hireDate,
      })),
    );
    await db.$executeRawUnsafe(
      `INSERT INTO "RosterImportRow" ("rosterImportId", "rowNumber", "workEmail", "firstName", "lastName", "employeeId",
         department, location, "employmentStatus", "hireDate")
       SELECT $1, x.n, x.e, x.f, x.l, x.i, x.d, x.o, x.s::"RosterEmploymentStatus", x.h::date
       FROM json_to_recordset($2::json) AS x(n int, e text, f text, l text, i text, d text, o text, s text, h text)
       ON CONFLICT ("rosterImportId", "rowNumber") DO NOTHING`,
      rosterImportId,
      json,
    );
    await db.rosterImport.update({ where: { id: rosterImportId }, data: { stagedCount: Math.min(rows.length, start + chunk.length) } });
  }
}

/**
 * Merges the staged rows of one import into the plan's roster, set-based, inside the caller's transaction. Shared
 * with the HR-system sync (source HR_SYNC), which stages the directory's rows the same way.
 */
export async function mergeStagedRows(
  tx: Tx,
  {
    rosterImportId,
    planId,
    source,
    isFullFile,
    now,
    actorUserId,
  }: { rosterImportId: string; planId: string; source: RosterChangeSource; isFullFile: boolean; now: Date; actorUserId: string | null },
): Promise<{ upserted: number; terminated: number }> {
  const today = now.toISOString().slice(0, 10);
  // New employees and changes in one upsert; a blank cell keeps what the roster has. A rehired employee (active
  // again) loses the termination date.
  const upserted = await tx.$executeRawUnsafe(
    `INSERT INTO "PlanMember" (id, "employerPlanId", "workEmail", "firstName", "lastName", "employeeId", department, location,
       "employmentStatus", "hireDate", source, status, "createdAt", "updatedAt")
     SELECT 'rm' || replace(gen_random_uuid()::text, '-', ''), $2, r."workEmail", r."firstName", r."lastName", r."employeeId",
       r.department, r.location, r."employmentStatus", r."hireDate", $3::"RosterChangeSource", 'ADDED', $4::timestamptz, $4::timestamptz
     FROM "RosterImportRow" r WHERE r."rosterImportId" = $1 AND r."employmentStatus" <> 'TERMINATED'
     ON CONFLICT ("employerPlanId", "workEmail") DO UPDATE SET
       "firstName" = COALESCE(EXCLUDED."firstName", "PlanMember"."firstName"),
       "lastName" = COALESCE(EXCLUDED."lastName", "PlanMember"."lastName"),
       "employeeId" = COALESCE(EXCLUDED."employeeId", "PlanMember"."employeeId"),
       department = COALESCE(EXCLUDED.department, "PlanMember".department),
       location = COALESCE(EXCLUDED.location, "PlanMember".location),
       "employmentStatus" = EXCLUDED."employmentStatus",
       "terminationDate" = NULL,
       "hireDate" = COALESCE(EXCLUDED."hireDate", "PlanMember"."hireDate"),
       status = CASE WHEN "PlanMember".status = 'REMOVED' THEN 'ADDED' ELSE "PlanMember".status END,
       "updatedAt" = $4::timestamptz
     WHERE ("PlanMember"."firstName", "PlanMember"."lastName", "PlanMember"."employeeId", "PlanMember".department,
            "PlanMember".location, "PlanMember"."employmentStatus", "PlanMember"."hireDate", "PlanMember".status)
       IS DISTINCT FROM
           (COALESCE(EXCLUDED."firstName", "PlanMember"."firstName"), COALESCE(EXCLUDED."lastName", "PlanMember"."lastName"),
            COALESCE(EXCLUDED."employeeId", "PlanMember"."employeeId"), COALESCE(EXCLUDED.department, "PlanMember".department),
            COALESCE(EXCLUDED.location, "PlanMember".location), EXCLUDED."employmentStatus",
            COALESCE(EXCLUDED."hireDate", "PlanMember"."hireDate"),
            CASE WHEN "PlanMember".status = 'REMOVED' THEN 'ADDED'::"PlanMemberStatus" ELSE "PlanMember".status END)`,
    rosterImportId,
    planId,
    source,
    now.toISOString(),
  );
  // Rows marked terminated, and (for a full file) everyone the file leaves out.
  const terminatedByRow = await tx.$executeRawUnsafe(
    `UPDATE "PlanMember" m SET "employmentStatus" = 'TERMINATED', "terminationDate" = $3::date, "updatedAt" = $4::timestamptz
     FROM "RosterImportRow" r
     WHERE r."rosterImportId" = $1 AND r."employmentStatus" = 'TERMINATED' AND m."employerPlanId" = $2
       AND m."workEmail" = r."workEmail" AND m."employmentStatus" <> 'TERMINATED'`,
    rosterImportId,
    planId,
    today,
    now.toISOString(),
  );
  const terminatedMissing = isFullFile
    ? await tx.$executeRawUnsafe(
        `UPDATE "PlanMember" m SET "employmentStatus" = 'TERMINATED', "terminationDate" = $3::date, "updatedAt" = $4::timestamptz
         WHERE m."employerPlanId" = $2 AND m."employmentStatus" <> 'TERMINATED' AND m.status <> 'REMOVED'
           AND NOT EXISTS (SELECT 1 FROM "RosterImportRow" r WHERE r."rosterImportId" = $1 AND r."workEmail" = m."workEmail")`,
        rosterImportId,
        planId,
        today,
        now.toISOString(),
      )
    : 0;
  await tx.rosterImportRow.deleteMany({ where: { rosterImportId } });
  await tx.rosterImport.update({ where: { id: rosterImportId }, data: { status: "APPLIED", appliedAt: now } });
  // The invitations go out from their own job, enqueued here: they exist exactly when the roster change commits.
  await enqueueJob(tx, QUEUES.sendPlanInvitations.name, { planId }, { singletonKey: `plan:${planId}` });
  await recordAuditEvent({
    db: tx,
    actorUserId,
    action: source === "HR_SYNC" ? "plan-hr-sync.applied" : "plan-roster.import-applied",
    operation: source === "HR_SYNC" ? null : "applyRosterImport",
    employerPlanId: planId, metadata: { source, rosterImportId, upserted, terminated: terminatedByRow + terminatedMissing },
  });
  return { upserted, terminated: terminatedByRow + terminatedMissing };
}
