import { Prisma } from "@/lib/generated/prisma/client";
import { queryRows, type Db, type Tx } from "@/lib/db";
import type { RosterGroup } from "./offer-filter-values";
import { filterColumnSql, type FilterDimension } from "./plan-insight-filter";

/** Eligible roster members (not removed) by department and by location, counted in one statement. */
export async function loadRosterGroups({
  db,
  planId,
}: {
  db: Db | Tx;
  planId: string;
}): Promise<Record<FilterDimension, RosterGroup[]>> {
  const rows = await queryRows<{ department: string | null; location: string | null; byDepartment: boolean; members: number }>(
    db,
    Prisma.sql`
      SELECT ${filterColumnSql("department")} AS department, ${filterColumnSql("location")} AS location,
             GROUPING(${filterColumnSql("location")}) = 1 AS "byDepartment", count(*)::int AS members
      FROM "PlanMember" pm
      WHERE pm."employerPlanId" = ${planId} AND pm.status <> 'REMOVED'
      GROUP BY GROUPING SETS ((${filterColumnSql("department")}), (${filterColumnSql("location")}))`,
  );
  return {
    department: rows.filter((row) => row.byDepartment).map((row) => ({ value: row.department, members: row.members })),
    location: rows.filter((row) => !row.byDepartment).map((row) => ({ value: row.location, members: row.members })),
  };
}
