import type { PlanMemberStatus, RosterEmploymentStatus } from "@/lib/generated/prisma/client";
import { accessEndsOn } from "./plan-membership-access";

// One row of the Roster tab: roster facts only (names, work email, employment and sign-up status, dates). Nothing of
// the employee's finances is selected, so nothing of them can reach an employer.

export const rosterMemberSelect = {
  id: true,
  workEmail: true,
  firstName: true,
  lastName: true,
  employeeId: true,
  department: true,
  location: true,
  employmentStatus: true,
  hireDate: true,
  terminationDate: true,
  status: true,
  invitedAt: true,
  verifiedAt: true,
  invitationEmailCount: true,
  lastInvitationSentAt: true,
} as const;

export type RosterMemberView = {
  id: string;
  workEmail: string;
  firstName: string | null;
  lastName: string | null;
  employeeId: string | null;
  department: string | null;
  location: string | null;
  employmentStatus: RosterEmploymentStatus;
  /** YYYY-MM-DD */
  hireDate: string | null;
  terminationDate: string | null;
  /** The last day a terminated employee keeps the plan. */
  accessEndsOn: string | null;
  signUpStatus: PlanMemberStatus;
  invitedAt: Date | null;
  signedUpAt: Date | null;
  invitationEmailCount: number;
  lastInvitationSentAt: Date | null;
};

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

export function toRosterMemberView(row: {
  id: string;
  workEmail: string;
  firstName: string | null;
  lastName: string | null;
  employeeId: string | null;
  department: string | null;
  location: string | null;
  employmentStatus: RosterEmploymentStatus;
  hireDate: Date | null;
  terminationDate: Date | null;
  status: PlanMemberStatus;
  invitedAt: Date | null;
  verifiedAt: Date | null;
  invitationEmailCount: number;
  lastInvitationSentAt: Date | null;
}): RosterMemberView {
  return {
    id: row.id,
    workEmail: row.workEmail,
    firstName: row.firstName,
    lastName: row.lastName,
    employeeId: row.employeeId,
    department: row.department,
    location: row.location,
    employmentStatus: row.employmentStatus,
    hireDate: day(row.hireDate),
    terminationDate: day(row.terminationDate),
    accessEndsOn: row.employmentStatus === "TERMINATED" && row.terminationDate ? day(accessEndsOn(row.terminationDate)) : null,
    signUpStatus: row.status,
    invitedAt: row.invitedAt,
    signedUpAt: row.verifiedAt,
    invitationEmailCount: row.invitationEmailCount,
    lastInvitationSentAt: row.lastInvitationSentAt,
  };
}
