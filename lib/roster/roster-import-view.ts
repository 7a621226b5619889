import type { RosterImportStatus } from "@/lib/generated/prisma/client";
import type { RosterRowError } from "./parse-roster-csv";

// What the Roster tab shows of one import: counts, the first errors and a sample of each kind of change. Only roster
// facts (names, emails, statuses): nothing of an employee's finances is ever part of a roster.

export const PREVIEW_ERROR_LIMIT = 200;
export const PREVIEW_SAMPLE_LIMIT = 25;

export type RosterPreviewPerson = { row: number | null; workEmail: string; name: string; detail: string };
export type RosterImportPreview = {
  errors: RosterRowError[];
  additions: RosterPreviewPerson[];
  changes: RosterPreviewPerson[];
  terminations: RosterPreviewPerson[];
};

export type RosterImportView = {
  id: string;
  planId: string;
  status: RosterImportStatus;
  fileName: string | null;
  isFullFile: boolean;
  rowCount: number;
  additionCount: number;
  changeCount: number;
  terminationCount: number;
  errorCount: number;
  preview: RosterImportPreview;
  /** 0-100 while the apply job runs; 100 once applied. */
  progressPercent: number;
  failureMessage: string | null;
  createdAt: Date;
  appliedAt: Date | null;
};

export const rosterImportSelect = {
  id: true,
  employerPlanId: true,
  status: true,
  fileName: true,
  isFullFile: true,
  rowCount: true,
  additionCount: true,
  changeCount: true,
  terminationCount: true,
  errorCount: true,
  preview: true,
  stagedCount: true,
  failureMessage: true,
  createdAt: true,
  appliedAt: true,
} as const;

type Row = {
  id: string;
  employerPlanId: string;
  status: RosterImportStatus;
  fileName: string | null;
  isFullFile: boolean;
  rowCount: number;
  additionCount: number;
  changeCount: number;
  terminationCount: number;
  errorCount: number;
  preview: unknown;
  stagedCount: number;
  failureMessage: string | null;
  createdAt: Date;
  appliedAt: Date | null;
};

export function toRosterImportView(row: Row): RosterImportView {
  const staged = row.rowCount === 0 ? 0 : Math.floor((row.stagedCount / row.rowCount) * 90);
  const progressPercent = row.status === "APPLIED" ? 100 : row.status === "APPLYING" ? Math.min(95, staged) : 0;
  const { employerPlanId, stagedCount: _staged, preview, ...rest } = row;
  return { ...rest, planId: employerPlanId, preview: preview as RosterImportPreview, progressPercent };
}
