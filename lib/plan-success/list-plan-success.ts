import { authorize } from "@/lib/authz/permissions";
import { latestFeedbackScoresSql } from "@/lib/plan-insights/latest-feedback-scores";
import type { Viewer } from "@/lib/authz/viewer";
import { findPricingPlan } from "@/lib/auth/sign-up/pricing-plans";
import { getDb, queryRows } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { privateAverage } from "@/lib/plan-insights/privacy-rules";

/** A plan under this share of its eligible employees joined, 60 days after it started, is flagged. */
export const LOW_ACTIVATION_SHARE = 0.2;
export const LOW_ACTIVATION_AFTER_DAYS = 60;

export type PlanSuccessRow = {
  planId: string;
  planName: string;
  tier: string | null;
  startedAt: Date;
  eligible: number;
  /** Percent of eligible employees who joined; null with no one eligible. */
  activationPercent: number | null;
  /** Percent of joined members active in the last 30 days; null with no one joined. */
  activePercent: number | null;
  isSyncFailed: boolean;
  /** The plan's roster follows an HR system (lib/hr-sync). */
  isSyncConnected: boolean;
  /** The contract's renewal date, when staff recorded one. */
  renewalDate: Date | null;
  /** Average of members' latest feedback scores (ten answers or more), else null. */
  satisfaction: number | null;
  flagged: boolean;
};

type Raw = { planId: string; planName: string; pricingPlanId: string; startedAt: string; isSyncFailed: boolean; isSyncConnected: boolean; renewalDate: string | null;
  eligible: number; verified: number; active30: number; respondents: number; scoreSum: number };

/**
 * /plan-success-dashboard (spec 001 §2, issue 14): every plan's adoption at a glance for staff and plan-success
 * managers, an advisor's own plans for them. One statement groups every plan's roster; plans under 20 % activation
 * 60 days after they started come first, flagged.
 */
export async function listPlanSuccess({ viewer, now = new Date() }: { viewer: Viewer | null; now?: Date }): Promise<PlanSuccessRow[]> {
  authorize(viewer, "plan-success:read");
  const seesAll = viewer.actor.isStaff || viewer.actor.isPlanSuccessManager;
  const planIds = seesAll ? null : [...viewer.advisorPlanIds];
  if (planIds && planIds.length === 0) return [];
  const db = await getDb();
  const activeSince = new Date(now.getTime() - 30 * 86_400_000);
  const onlyPlans = planIds ? Prisma.sql`WHERE p.id IN (${Prisma.join(planIds)})` : Prisma.empty;
  const rows = await queryRows<{ rows: Raw[] | null }>(
    db,
    Prisma.sql`
      WITH plans AS (SELECT p.id, p.name, p."pricingPlanId", p."createdAt", p."isFinchSyncFailed", p."renewalDate" FROM "EmployerPlan" p ${onlyPlans}),
      roster AS (
        SELECT pm."employerPlanId" AS "planId", count(*) FILTER (WHERE pm.status <> 'REMOVED') AS eligible,
               count(u.id) AS verified, count(u.id) FILTER (WHERE u."lastActiveAt" >= ${activeSince}) AS active30
        FROM "PlanMember" pm
        LEFT JOIN "User" u ON u.id = pm."userId" AND pm.status = 'VERIFIED' AND u."deactivatedAt" IS NULL
        WHERE pm."employerPlanId" IN (SELECT id FROM plans)
        GROUP BY pm."employerPlanId"
      ),
      answers AS (${latestFeedbackScoresSql({
        members: Prisma.sql`
          SELECT c.id AS "customerId", pm."employerPlanId" AS "planId"
          FROM "PlanMember" pm JOIN "Customer" c ON c."userId" = pm."userId"
          WHERE pm.status = 'VERIFIED' AND pm."employerPlanId" IN (SELECT id FROM plans)`,
        carry: Prisma.sql`m."planId",`,
        now,
      })}),
      scores AS (SELECT "planId", count(*) AS respondents, sum(score) AS "scoreSum" FROM answers GROUP BY "planId")
      SELECT json_agg(json_build_object(
        'planId', p.id, 'planName', p.name, 'pricingPlanId', p."pricingPlanId", 'startedAt', p."createdAt",
        'isSyncFailed', p."isFinchSyncFailed", 'renewalDate', p."renewalDate",
        'isSyncConnected', EXISTS (SELECT 1 FROM "HrConnection" h WHERE h."employerPlanId" = p.id),
        'eligible', coalesce(r.eligible, 0), 'verified', coalesce(r.verified, 0), 'active30', coalesce(r.active30, 0),
        'respondents', coalesce(s.respondents, 0), 'scoreSum', coalesce(s."scoreSum", 0)
      )) AS rows
      FROM plans p LEFT JOIN roster r ON r."planId" = p.id LEFT JOIN scores s ON s."planId" = p.id`,
  );
  const flaggedAfter = now.getTime() - LOW_ACTIVATION_AFTER_DAYS * 86_400_000;
  return (rows[0]?.rows ?? [])
    .map((raw) => {
      const activation = raw.eligible > 0 ? raw.verified / raw.eligible : null;
      const startedAt = new Date(raw.startedAt);
      return {
        planId: raw.planId,
        planName: raw.planName,
        tier: findPricingPlan(raw.pricingPlanId)?.name ?? null,
        startedAt,
        eligible: raw.eligible,
        activationPercent: activation === null ? null : Math.round(activation * 100),
        activePercent: raw.verified > 0 ? Math.round((raw.active30 / raw.verified) * 100) : null,
        isSyncFailed: raw.isSyncFailed,
        isSyncConnected: raw.isSyncConnected,
        renewalDate: raw.renewalDate ? new Date(raw.renewalDate) : null,
        satisfaction: privateAverage(raw.scoreSum, raw.respondents),
        flagged: startedAt.getTime() <= flaggedAfter && (activation ?? 0) < LOW_ACTIVATION_SHARE,
      };
    })
    .sort((a, b) => Number(b.flagged) - Number(a.flagged) || a.planName.localeCompare(b.planName));
}
