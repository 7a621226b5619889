import { Prisma } from "@/lib/generated/prisma/client";
import { queryRows, type Db, type Tx } from "@/lib/db";
import type { RosterPart } from "./load-plan-member-figures";
import { rosterSideSql } from "./plan-insight-filter";

export type RawTrendMonth = { month: string; newMembers: number; activeMembers: number };

/**
 * The last 12 calendar months (oldest first, the current one last): members who became verified plan members in
 * each, and verified members who used the product in each. `earlierMembers` counts those verified before the window,
 * so the months and it add up to today's verified members (what complementary suppression needs).
 */
export async function loadPlanTrend({
  db,
  planId,
  now,
  part = { filter: null, side: "group" },
}: {
  db: Db | Tx;
  planId: string;
  now: Date;
  part?: RosterPart;
}): Promise<{ months: RawTrendMonth[]; earlierMembers: number }> {
  const firstMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  const [row] = await queryRows<{ trend: { months: RawTrendMonth[]; earlierMembers: number } }>(
    db,
    Prisma.sql`
      WITH members AS MATERIALIZED (
        SELECT pm."userId", pm."verifiedAt"
        FROM "PlanMember" pm JOIN "User" u ON u.id = pm."userId" AND u."deactivatedAt" IS NULL
        WHERE pm."employerPlanId" = ${planId} AND pm.status = 'VERIFIED' AND ${rosterSideSql(part.filter, part.side)}
      ),
      months AS (
        SELECT generate_series(${firstMonth}::date, ${firstMonth}::date + interval '11 months', interval '1 month')::date AS month
      ),
      joined AS (
        SELECT date_trunc('month', "verifiedAt")::date AS month, count(*)::int AS n
        FROM members WHERE "verifiedAt" >= ${firstMonth} GROUP BY 1
      ),
      active AS (
        SELECT a.month, count(*)::int AS n
        FROM "MemberActiveMonth" a JOIN members m ON m."userId" = a."userId"
        WHERE a.month >= ${firstMonth}::date GROUP BY a.month
      )
      SELECT json_build_object(
        'months', (SELECT json_agg(json_build_object(
                     'month', to_char(mo.month, 'YYYY-MM'),
                     'newMembers', coalesce(j.n, 0),
                     'activeMembers', coalesce(a.n, 0)
                   ) ORDER BY mo.month)
                   FROM months mo LEFT JOIN joined j ON j.month = mo.month LEFT JOIN active a ON a.month = mo.month),
        'earlierMembers', (SELECT count(*) FROM members WHERE "verifiedAt" IS NULL OR "verifiedAt" < ${firstMonth})::int
      ) AS trend`,
  );
  return row!.trend;
}
