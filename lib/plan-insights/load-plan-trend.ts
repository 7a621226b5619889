import { Prisma } from "@/lib/generated/prisma/client";
import { queryRows, type Db, type Tx } from "@/lib/db";

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
}: {
  db: Db | Tx;
  planId: string;
  now: Date;
}): Promise<{ months: RawTrendMonth[]; earlierMembers: number }> {
  const firstMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  const [row] = await queryRows<{ trend: { months: RawTrendMonth[]; earlierMembers: number } }>(
    db,
    Prisma.sql`
      WITH members AS (
        SELECT pm."userId", pm."verifiedAt"
        FROM "PlanMember" pm JOIN "User" u ON u.id = pm."userId" AND u."deactivatedAt" IS NULL
        WHERE pm."employerPlanId" = ${planId} AND pm.status = 'VERIFIED'
      ),
      months AS (
        SELECT generate_series(${firstMonth}::date, ${firstMonth}::date + interval '11 months', interval '1 month')::date AS month
      )
      SELECT json_build_object(
        'months', (SELECT json_agg(json_build_object(
                     'month', to_char(mo.month, 'YYYY-MM'),
                     'newMembers', (SELECT count(*) FROM members m
                                    WHERE m."verifiedAt" >= mo.month AND m."verifiedAt" < mo.month + interval '1 month')::int,
                     'activeMembers', (SELECT count(*) FROM members m
                                       JOIN "MemberActiveMonth" a ON a."userId" = m."userId" AND a.month = mo.month)::int
                   ) ORDER BY mo.month) FROM months mo),
        'earlierMembers', (SELECT count(*) FROM members WHERE "verifiedAt" IS NULL OR "verifiedAt" < ${firstMonth})::int
      ) AS trend`,
  );
  return row!.trend;
}
