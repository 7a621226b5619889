import type { Prisma } from "@/lib/generated/prisma/client";

// A terminated employee keeps the plan for 90 days after the termination date (issue 14), then stops counting as a
// verified plan member. Decided when read (docs/decisions.md, "Roster"): no daily job has to run on time, and a
// rehire (status back to active) restores access at once.

export const TERMINATED_ACCESS_DAYS = 90;

/** The SQL condition on a PlanMember row aliased `alias`: still within access (its status checked separately). */
export function planMembershipAccessSql(alias: string): string {
  return `(${alias}."employmentStatus" <> 'TERMINATED' OR ${alias}."terminationDate" IS NULL OR ${alias}."terminationDate" + ${TERMINATED_ACCESS_DAYS} >= CURRENT_DATE)`;
}

/** The last day a roster row terminated on `terminationDate` still counts, as a Date at UTC midnight. */
export function accessEndsOn(terminationDate: Date): Date {
  return new Date(terminationDate.getTime() + TERMINATED_ACCESS_DAYS * 86_400_000);
}

/** The Prisma filter for a verified membership that still gives access on `now`. */
export function verifiedPlanMembershipWhere(now: Date = new Date()): Prisma.PlanMemberWhereInput {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const earliestTermination = new Date(today.getTime() - TERMINATED_ACCESS_DAYS * 86_400_000);
  return {
    status: "VERIFIED",
    OR: [
      { employmentStatus: { not: "TERMINATED" } },
      { terminationDate: null },
      { terminationDate: { gte: earliestTermination } },
    ],
  };
}
