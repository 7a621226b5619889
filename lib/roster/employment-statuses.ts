// A roster employee's employment statuses and their names, without zod: the 'Add employee' form lists them on first
// load (roster-employee-schema.ts reads them).

export const ROSTER_EMPLOYMENT_STATUSES = ["ACTIVE", "ON_LEAVE", "TERMINATED"] as const;
export type RosterEmploymentStatusValue = (typeof ROSTER_EMPLOYMENT_STATUSES)[number];

export const EMPLOYMENT_STATUS_LABELS: Record<RosterEmploymentStatusValue, string> = {
  ACTIVE: "Active",
  ON_LEAVE: "On leave",
  TERMINATED: "Terminated",
};
