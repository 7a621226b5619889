import "server-only";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { getFileStorage } from "@/lib/integrations/storage/get-file-storage";
import { storageKeyOwner } from "@/lib/integrations/storage/storage-key";
import type { FileStorage } from "@/lib/integrations/storage/types";
import { UPLOAD_NOT_FOUND_MESSAGE } from "@/lib/uploads/upload-rules";
import { loadCurrentRoster } from "./load-current-roster";
import { parseRosterCsv } from "./parse-roster-csv";
import { planRosterChanges, type PlanRosterChanges } from "./plan-roster-changes";
import { readRosterFile } from "./read-roster-file";
import {
  PREVIEW_ERROR_LIMIT,
  PREVIEW_SAMPLE_LIMIT,
  rosterImportSelect,
  toRosterImportView,
  type RosterImportPreview,
  type RosterImportView,
} from "./roster-import-view";

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(" ");

/** The preview the page shows: every error up to the limit (by row), a sample of each kind of change. */
export function summariseRosterChanges(changes: PlanRosterChanges, fileErrors: { row: number; reason: string }[]): RosterImportPreview {
  const errors = [...fileErrors, ...changes.errors].sort((a, b) => a.row - b.row).slice(0, PREVIEW_ERROR_LIMIT);
  return {
    errors,
    additions: changes.additions.slice(0, PREVIEW_SAMPLE_LIMIT).map((row) => ({
      row: row.row,
      workEmail: row.workEmail,
      name: fullName(row.firstName, row.lastName),
      detail: "New employee",
    })),
    changes: changes.changes.slice(0, PREVIEW_SAMPLE_LIMIT).map(({ row, fields }) => ({
      row: row.row,
      workEmail: row.workEmail,
      name: fullName(row.firstName, row.lastName),
      detail: `Changes ${fields.map((field) => FIELD_LABELS[field]).join(", ")}`,
    })),
    terminations: changes.terminations.slice(0, PREVIEW_SAMPLE_LIMIT).map((t) => ({
      row: t.row,
      workEmail: t.workEmail,
      name: fullName(t.firstName, t.lastName),
      detail: t.row === null ? "Not in the file" : "Status terminated",
    })),
  };
}

const FIELD_LABELS = {
  firstName: "first name",
  lastName: "last name",
  employeeId: "employee id",
  department: "department",
  location: "location",
  employmentStatus: "status",
  hireDate: "hire date",
} as const;

/**
 * Step 2 of a roster import: the uploaded file is read from storage, parsed and compared with the roster, and the
 * preview (additions, changes, terminations, row errors) is kept as a PREVIEWED import. Nothing on the roster
 * changes; a file with errors can only be fixed and uploaded again.
 */
export async function previewRosterImport({
  viewer,
  planId,
  key,
  fileName,
  isFullFile,
  storage = getFileStorage(),
}: {
  viewer: Viewer | null;
  planId: string;
  key: string;
  fileName: string;
  isFullFile: boolean;
  storage?: FileStorage;
}): Promise<RosterImportView> {
  authorize(viewer, "plan:edit", { planId });
  // Only a file this admin uploaded for a roster: a key is never taken from another user or another kind of upload.
  if (storageKeyOwner(key) !== viewer.actor.id || key.split("/")[2] !== "roster-file") {
    throw new AppError(AppErrorCode.NOT_FOUND, UPLOAD_NOT_FOUND_MESSAGE);
  }
  const text = await readRosterFile(storage, key);
  const parsed = parseRosterCsv(text);
  if (parsed.kind === "refused") {
    await storage.delete(key);
    throw new AppError(AppErrorCode.INVALID_INPUT, parsed.message, { field: "file" });
  }
  const db = await getDb();
  const changes = planRosterChanges({ current: await loadCurrentRoster(db, planId), incoming: parsed.rows, isFullFile });
  const preview = summariseRosterChanges(changes, parsed.errors);
  const created = await db.rosterImport.create({
    data: {
      employerPlanId: planId,
      createdByUserId: viewer.actor.id,
      source: "CSV_UPLOAD",
      storageKey: key,
      fileName: fileName.slice(0, 200),
      isFullFile,
      rowCount: parsed.rowCount,
      additionCount: changes.additions.length,
      changeCount: changes.changes.length,
      terminationCount: changes.terminations.length,
      errorCount: parsed.errors.length + changes.errors.length,
      preview,
    },
    select: rosterImportSelect,
  });
  await recordAuditEvent({
    actorUserId: viewer.actor.id,
    action: "plan-roster.import-previewed",
    operation: "previewRosterImport",
    employerPlanId: planId, metadata: { rosterImportId: created.id, rows: parsed.rowCount, errors: created.errorCount },
  });
  return toRosterImportView(created);
}
