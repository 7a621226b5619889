import { Prisma } from "@/lib/generated/prisma/client";
import { latestFeedbackScoresSql } from "./latest-feedback-scores";
import { queryRows, type Db, type Tx } from "@/lib/db";
import { rosterSideSql, type PlanInsightFilter } from "./plan-insight-filter";

/** Raw counts over one plan's roster, before the privacy rules: never leaves lib/plan-insights as it is. */
export type RawPlanFigures = {
  eligible: number;
  invited: number;
  signedUp: number;
  verified: number;
  linked: number;
  onboarded: number;
  active30: number;
  respondents: number;
  scoreSum: number;
  promoters: number;
  withScore: number;
  bands: number[];
  withBuffer: number;
  bufferOneMonth: number;
  withCardBaseline: number;
  cardDebtLowered: number;
  withBaselineScore: number;
  scoreChangeSum: number;
  withGoal: number;
  completedGoal: number;
  coachingBooked: number;
  coachingHeld: number;
};

/** Which members of the roster a load sums over. */
export type RosterPart = { filter: PlanInsightFilter | null; side: "group" | "rest" };

/** The health-score bands, low to high (lower bounds; the last runs to 100). */
export const HEALTH_BAND_FLOORS = [0, 20, 40, 60, 80] as const;

/**
 * Every figure of a plan's dashboard in one statement, summed in SQL over the roster (issue 14): a plan of 50,000
 * members is one pass over its PlanMember rows joined to each member's user and stored figures, never a row per
 * member back to Node. Stages after 'verified' count verified members only (the roster row is theirs). Satisfaction
 * takes each member's latest answer of the last 12 months, so one member answering often weighs once.
 */
export async function loadPlanMemberFigures({
  db,
  planId,
  now,
  part = { filter: null, side: "group" },
}: {
  db: Db | Tx;
  planId: string;
  now: Date;
  /** One side of a filter (the group, or the rest of the plan); the whole roster by default. */
  part?: RosterPart;
}): Promise<RawPlanFigures> {
  const activeSince = new Date(now.getTime() - 30 * 86_400_000);
  const [row] = await queryRows<{ figures: RawPlanFigures }>(
    db,
    Prisma.sql`
      WITH roster AS (
        SELECT pm."invitedAt", pm."userId", (pm.status = 'VERIFIED' AND pm."userId" IS NOT NULL) AS verified,
               (pm."userId" IS NOT NULL OR EXISTS (
                  SELECT 1 FROM "User" s WHERE s.email = pm."workEmail" AND s."deactivatedAt" IS NULL)) AS signed_up
        FROM "PlanMember" pm
        WHERE pm."employerPlanId" = ${planId} AND pm.status <> 'REMOVED' AND ${rosterSideSql(part.filter, part.side)}
      ),
      members AS MATERIALIZED (
        SELECT u.id AS "userId", u."lastOnboardingStep", u."lastActiveAt", c.id AS "customerId", c.hfhs, c."emergencyFundMonths",
               c."cardDebt", c."cardDebtBaseline", c."hfhsBaseline"
        FROM roster r
        JOIN "User" u ON u.id = r."userId" AND u."deactivatedAt" IS NULL
        LEFT JOIN "Customer" c ON c."userId" = u.id
        WHERE r.verified
      ),
      answers AS (${latestFeedbackScoresSql({ members: Prisma.sql`SELECT "customerId" FROM members`, now })}),
      goals AS (
        SELECT g."customerId", bool_or(g."completedAt" IS NOT NULL) AS completed
        FROM "FinancialGoal" g JOIN members m ON m."customerId" = g."customerId"
        GROUP BY g."customerId"
      ),
      coaching AS (
        SELECT cs."memberUserId", bool_or(cs.status = 'HELD') AS held
        FROM "CoachingSession" cs JOIN members m ON m."userId" = cs."memberUserId"
        WHERE cs.status <> 'CANCELLED'
        GROUP BY cs."memberUserId"
      ),
      linked AS (
        SELECT DISTINCT i."customerId" FROM "InstitutionItem" i JOIN members m ON m."customerId" = i."customerId"
      ),
      roster_counts AS (
        SELECT count(*)::int AS eligible,
               count(*) FILTER (WHERE "invitedAt" IS NOT NULL OR signed_up)::int AS invited,
               count(*) FILTER (WHERE signed_up)::int AS "signedUp"
        FROM roster
      ),
      member_counts AS (
        SELECT count(*)::int AS verified,
               count(*) FILTER (WHERE "lastOnboardingStep" IS NULL)::int AS onboarded,
               count(*) FILTER (WHERE "lastActiveAt" >= ${activeSince})::int AS active30,
               count(hfhs)::int AS "withScore",
               json_build_array(
                 count(*) FILTER (WHERE hfhs < 20), count(*) FILTER (WHERE hfhs >= 20 AND hfhs < 40),
                 count(*) FILTER (WHERE hfhs >= 40 AND hfhs < 60), count(*) FILTER (WHERE hfhs >= 60 AND hfhs < 80),
                 count(*) FILTER (WHERE hfhs >= 80)) AS bands,
               count("emergencyFundMonths")::int AS "withBuffer",
               count(*) FILTER (WHERE "emergencyFundMonths" >= 1)::int AS "bufferOneMonth",
               count(*) FILTER (WHERE "cardDebtBaseline" > 0)::int AS "withCardBaseline",
               count(*) FILTER (WHERE "cardDebtBaseline" > 0 AND "cardDebt" < "cardDebtBaseline")::int AS "cardDebtLowered",
               count(*) FILTER (WHERE "hfhsBaseline" IS NOT NULL AND hfhs IS NOT NULL)::int AS "withBaselineScore",
               coalesce(sum(hfhs - "hfhsBaseline") FILTER (WHERE "hfhsBaseline" IS NOT NULL AND hfhs IS NOT NULL), 0)::int
                 AS "scoreChangeSum"
        FROM members
      )
      SELECT json_build_object(
        'eligible', rc.eligible, 'invited', rc.invited, 'signedUp', rc."signedUp",
        'verified', mc.verified, 'onboarded', mc.onboarded, 'active30', mc.active30,
        'linked', (SELECT count(*) FROM linked)::int,
        'respondents', (SELECT count(*) FROM answers)::int,
        'scoreSum', (SELECT coalesce(sum(score), 0) FROM answers)::int,
        'promoters', (SELECT count(*) FROM answers WHERE score >= 7)::int,
        'withScore', mc."withScore", 'bands', mc.bands, 'withBuffer', mc."withBuffer", 'bufferOneMonth', mc."bufferOneMonth",
        'withCardBaseline', mc."withCardBaseline", 'cardDebtLowered', mc."cardDebtLowered",
        'withBaselineScore', mc."withBaselineScore", 'scoreChangeSum', mc."scoreChangeSum",
        'withGoal', (SELECT count(*) FROM goals)::int,
        'completedGoal', (SELECT count(*) FROM goals WHERE completed)::int,
        'coachingBooked', (SELECT count(*) FROM coaching)::int,
        'coachingHeld', (SELECT count(*) FROM coaching WHERE held)::int
      ) AS figures
      FROM roster_counts rc, member_counts mc`,
  );
  return row!.figures;
}
