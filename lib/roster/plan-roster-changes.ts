import type { RosterEmploymentStatusValue } from "./roster-employee-schema";
import type { RosterFileRow, RosterRowError } from "./parse-roster-csv";

// What a roster file (or, later, an HR-system sync: the same rows with source HR_SYNC) would change on a plan's
// roster, computed in memory before anything is written: additions, changes, terminations and the rows that conflict
// with the roster as it is. Pure, so the preview and the apply job agree, and tests need no database.

/** A roster row as the comparison needs it (dates as YYYY-MM-DD). */
export type CurrentRosterMember = {
  id: string;
  workEmail: string;
  firstName: string | null;
  lastName: string | null;
  employeeId: string | null;
  department: string | null;
  location: string | null;
  employmentStatus: RosterEmploymentStatusValue;
  hireDate: string | null;
};

export const COMPARED_FIELDS = ["firstName", "lastName", "employeeId", "department", "location", "employmentStatus", "hireDate"] as const;
export type ComparedField = (typeof COMPARED_FIELDS)[number];

export type RosterChange = { row: RosterFileRow; memberId: string; fields: ComparedField[] };
export type RosterTermination = { memberId: string; workEmail: string; firstName: string | null; lastName: string | null; row: number | null };

export type PlanRosterChanges = {
  additions: RosterFileRow[];
  changes: RosterChange[];
  terminations: RosterTermination[];
  /** Rows that conflict with the roster (an employee id another employee has). */
  errors: RosterRowError[];
  unchangedCount: number;
};

export function planRosterChanges({
  current,
  incoming,
  isFullFile,
}: {
  current: CurrentRosterMember[];
  incoming: RosterFileRow[];
  /** The rows list every employee: anyone on the roster (not already terminated) but missing is terminated. */
  isFullFile: boolean;
}): PlanRosterChanges {
  const byEmail = new Map(current.map((member) => [member.workEmail, member]));
  const byEmployeeId = new Map(current.filter((m) => m.employeeId).map((member) => [member.employeeId!, member]));
  const result: PlanRosterChanges = { additions: [], changes: [], terminations: [], errors: [], unchangedCount: 0 };
  const seen = new Set<string>();

  for (const row of incoming) {
    const existing = byEmail.get(row.workEmail);
    if (row.employeeId) {
      const holder = byEmployeeId.get(row.employeeId);
      if (holder && holder.workEmail !== row.workEmail) {
        result.errors.push({ row: row.row, reason: `Employee id: ${row.employeeId} belongs to ${holder.workEmail} on the roster.` });
        // The holder is not missing from the file for all that: never terminate someone because of a typo.
        seen.add(holder.workEmail);
        if (existing) seen.add(existing.workEmail);
        continue;
      }
    }
    if (!existing) {
      if (row.employmentStatus === "TERMINATED") result.unchangedCount += 1;
      else result.additions.push(row);
      continue;
    }
    seen.add(existing.workEmail);
    if (row.employmentStatus === "TERMINATED" && existing.employmentStatus !== "TERMINATED") {
      result.terminations.push({ memberId: existing.id, workEmail: existing.workEmail, firstName: existing.firstName, lastName: existing.lastName, row: row.row });
      continue;
    }
    // A blank cell leaves what the roster has: files often omit a column for some rows.
    const fields = COMPARED_FIELDS.filter((field) => row[field] !== null && row[field] !== existing[field]);
    if (fields.length > 0) result.changes.push({ row, memberId: existing.id, fields });
    else result.unchangedCount += 1;
  }

  if (isFullFile) {
    for (const member of current) {
      if (seen.has(member.workEmail) || member.employmentStatus === "TERMINATED") continue;
      result.terminations.push({ memberId: member.id, workEmail: member.workEmail, firstName: member.firstName, lastName: member.lastName, row: null });
    }
  }
  return result;
}
