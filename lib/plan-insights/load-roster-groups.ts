import { Prisma } from "@/lib/generated/prisma/client";
import { queryRows, type Db, type Tx } from "@/lib/db";
import type { RosterGroups } from "./offer-filter-values";
import { filterColumnSql } from "./plan-insight-filter";

/** Eligible roster members (not removed) by department, by location and by both, counted in one statement. */
export async function loadRosterGroups({ db, planId }: { db: Db | Tx; planId: string }): Promise<RosterGroups> {
  const department = filterColumnSql("department");
  const location = filterColumnSql("location");
  // GROUPING(department, location): 0 for the pairs, 1 by department alone, 2 by location alone.
  const rows = await queryRows<{ department: string | null; location: string | null; grouping: number; members: number }>(
    db,
    Prisma.sql`
      SELECT ${department} AS department, ${location} AS location, GROUPING(${department}, ${location})::int AS grouping,
             count(*)::int AS members
      FROM "PlanMember" pm
      WHERE pm."employerPlanId" = ${planId} AND pm.status <> 'REMOVED'
      GROUP BY GROUPING SETS ((${department}), (${location}), (${department}, ${location}))`,
  );
  return {
    department: rows.filter((row) => row.grouping === 1).map((row) => ({ value: row.department, members: row.members })),
    location: rows.filter((row) => row.grouping === 2).map((row) => ({ value: row.location, members: row.members })),
    both: rows.filter((row) => row.grouping === 0).map(({ department, location, members }) => ({ department, location, members })),
  };
}
