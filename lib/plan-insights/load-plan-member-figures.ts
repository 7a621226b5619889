import { Prisma } from "@/lib/generated/prisma/client";
import { queryRows, type Db, type Tx } from "@/lib/db";

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
};

/** The health-score bands, low to high (lower bounds; the last runs to 100). */
export const HEALTH_BAND_FLOORS = [0, 20, 40, 60, 80] as const;

/**
 * Every figure of a plan's dashboard in one statement, summed in SQL over the roster (issue 14): a plan of 50,000
 * members is one pass over its PlanMember rows joined to each member's user and stored figures, never a row per
 * member back to Node. Stages after 'verified' count verified members only (the roster row is theirs). Satisfaction
 * takes each member's latest answer of the last 12 months, so one member answering often weighs once.
 */
export async function loadPlanMemberFigures({ db, planId, now }: { db: Db | Tx; planId: string; now: Date }): Promise<RawPlanFigures> {
  const activeSince = new Date(now.getTime() - 30 * 86_400_000);
  const answersSince = new Date(now.getTime() - 365 * 86_400_000);
  const [row] = await queryRows<{ figures: RawPlanFigures }>(
    db,
    Prisma.sql`
      WITH roster AS (
        SELECT pm."invitedAt", pm."userId", pm.status, (pm.status = 'VERIFIED' AND pm."userId" IS NOT NULL) AS verified,
               (pm."userId" IS NOT NULL OR signed_up.id IS NOT NULL) AS signed_up
        FROM "PlanMember" pm
        LEFT JOIN "User" signed_up ON signed_up.email = pm."workEmail" AND signed_up."deactivatedAt" IS NULL
        WHERE pm."employerPlanId" = ${planId} AND pm.status <> 'REMOVED'
      ),
      members AS (
        SELECT u.id AS "userId", u."lastOnboardingStep", u."lastActiveAt", c.id AS "customerId", c.hfhs,
               c."emergencyFundMonths", c."cardDebt", c."cardDebtBaseline", c."hfhsBaseline"
        FROM roster r
        JOIN "User" u ON u.id = r."userId" AND u."deactivatedAt" IS NULL
        LEFT JOIN "Customer" c ON c."userId" = u.id
        WHERE r.verified
      ),
      answers AS (
        SELECT DISTINCT ON (f."customerId") f."netPromoterScore" AS score
        FROM "CustomerFeedback" f JOIN members m ON m."customerId" = f."customerId"
        WHERE f."createdAt" >= ${answersSince}
        ORDER BY f."customerId", f."createdAt" DESC
      ),
      goals AS (
        SELECT g."customerId", bool_or(g."completedAt" IS NOT NULL) AS completed
        FROM "FinancialGoal" g JOIN members m ON m."customerId" = g."customerId"
        GROUP BY g."customerId"
      )
      SELECT json_build_object(
        'eligible', (SELECT count(*) FROM roster)::int,
        'invited', (SELECT count(*) FROM roster WHERE "invitedAt" IS NOT NULL OR signed_up)::int,
        'signedUp', (SELECT count(*) FROM roster WHERE signed_up)::int,
        'verified', (SELECT count(*) FROM members)::int,
        'linked', (SELECT count(*) FROM members m
                    WHERE EXISTS (SELECT 1 FROM "InstitutionItem" i WHERE i."customerId" = m."customerId"))::int,
        'onboarded', (SELECT count(*) FROM members WHERE "lastOnboardingStep" IS NULL)::int,
        'active30', (SELECT count(*) FROM members WHERE "lastActiveAt" >= ${activeSince})::int,
        'respondents', (SELECT count(*) FROM answers)::int,
        'scoreSum', (SELECT coalesce(sum(score), 0) FROM answers)::int,
        'promoters', (SELECT count(*) FROM answers WHERE score >= 7)::int,
        'withScore', (SELECT count(*) FROM members WHERE hfhs IS NOT NULL)::int,
        'bands', (SELECT json_build_array(
                    count(*) FILTER (WHERE hfhs < 20), count(*) FILTER (WHERE hfhs >= 20 AND hfhs < 40),
                    count(*) FILTER (WHERE hfhs >= 40 AND hfhs < 60), count(*) FILTER (WHERE hfhs >= 60 AND hfhs < 80),
                    count(*) FILTER (WHERE hfhs >= 80))
                  FROM members WHERE hfhs IS NOT NULL),
        'withBuffer', (SELECT count(*) FROM members WHERE "emergencyFundMonths" IS NOT NULL)::int,
        'bufferOneMonth', (SELECT count(*) FROM members WHERE "emergencyFundMonths" >= 1)::int,
        'withCardBaseline', (SELECT count(*) FROM members WHERE "cardDebtBaseline" > 0)::int,
        'cardDebtLowered', (SELECT count(*) FROM members WHERE "cardDebtBaseline" > 0 AND "cardDebt" < "cardDebtBaseline")::int,
        'withBaselineScore', (SELECT count(*) FROM members WHERE "hfhsBaseline" IS NOT NULL AND hfhs IS NOT NULL)::int,
        'scoreChangeSum', (SELECT coalesce(sum(hfhs - "hfhsBaseline"), 0) FROM members
                           WHERE "hfhsBaseline" IS NOT NULL AND hfhs IS NOT NULL)::int,
        'withGoal', (SELECT count(*) FROM goals)::int,
        'completedGoal', (SELECT count(*) FROM goals WHERE completed)::int
      ) AS figures`,
  );
  return row!.figures;
}
