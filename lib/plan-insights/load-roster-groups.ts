import { Prisma } from "@/lib/generated/prisma/client";
import { queryRows, type Db, type Tx } from "@/lib/db";
import type { RosterGroup, RosterGroups } from "./offer-filter-values";

/**
 * Eligible roster members (not removed) by department and location together, counted in SQL from the
 * (employerPlanId, department, location, status) index alone (a few ms at 50,000 rows, on every filtered request),
 * then added up by department and by location here: a few dozen rows, not one per member.
 */
export async function loadRosterGroups({ db, planId }: { db: Db | Tx; planId: string }): Promise<RosterGroups> {
  const rows = await queryRows<{ department: string | null; location: string | null; members: number }>(
    db,
    Prisma.sql`
      SELECT pm.department, pm.location, count(*)::int AS members
      FROM "PlanMember" pm
      WHERE pm."employerPlanId" = ${planId} AND pm.status <> 'REMOVED'
      GROUP BY pm.department, pm.location`,
  );
  // Blank is none, as the filter's SQL reads it (rosterSideSql).
  const both = rows.map((row) => ({ department: row.department || null, location: row.location || null, members: row.members }));
  const totalsBy = (pick: (cell: (typeof both)[number]) => string | null): RosterGroup[] => {
    const totals = new Map<string | null, number>();
    for (const cell of both) totals.set(pick(cell), (totals.get(pick(cell)) ?? 0) + cell.members);
    return [...totals].map(([value, members]) => ({ value, members }));
  };
  return { department: totalsBy((cell) => cell.department), location: totalsBy((cell) => cell.location), both };
}
