import type { Db, Tx } from "@/lib/db";
import type { CurrentRosterMember } from "./plan-roster-changes";

/** The plan's roster as the comparison needs it, in one query (50,000 rows are a few MB in memory). */
export async function loadCurrentRoster(db: Db | Tx, planId: string): Promise<CurrentRosterMember[]> {
  const members = await db.planMember.findMany({
    where: { employerPlanId: planId, status: { not: "REMOVED" } },
    select: {
      id: true,
      workEmail: true,
      firstName: true,
      lastName: true,
      employeeId: true,
      department: true,
      location: true,
      employmentStatus: true,
      hireDate: true,
    },
  });
  return members.map((member) => ({ ...member, hireDate: member.hireDate ? member.hireDate.toISOString().slice(0, 10) : null }));
}
