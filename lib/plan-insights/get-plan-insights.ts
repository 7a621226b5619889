import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { getAppEnv, getEnv } from "@/lib/env";
import { AppError, AppErrorCode } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { computePlanInsights, type PlanInsights } from "./compute-plan-insights";

/** How long computed figures are served before they are computed again. */
export const INSIGHTS_MAX_AGE_MS = 60 * 60 * 1000;

/** End-to-end tests watch a new member arrive without waiting an hour; staging and production always keep an hour. */
function insightsMaxAgeMs(): number {
  const override = getEnv().TEST_PLAN_INSIGHTS_MAX_AGE_SECONDS;
  const appEnv = getAppEnv();
  return override !== undefined && (appEnv === "local" || appEnv === "test") ? override * 1000 : INSIGHTS_MAX_AGE_MS;
}

/**
 * The Overview, Engagement and Outcomes tabs of /dashboard/{planId} (issue 14), for whoever may read the plan. The
 * figures (already privacy-safe) are kept for an hour: a plan of 50,000 members costs a second of database work to
 * sum, the numbers move slowly, and re-reading them minute by minute could not be used to watch one person join.
 */
export async function getPlanInsights({
  viewer,
  planId,
  now = new Date(),
}: {
  viewer: Viewer | null;
  planId: string;
  now?: Date;
}): Promise<PlanInsights> {
  authorize(viewer, "plan:read", { planId });
  const db = await getDb();
  const plan = await db.employerPlan.findUnique({
    where: { id: planId },
    select: { id: true, insightSnapshot: { select: { figures: true, computedAt: true } } },
  });
  if (!plan) throw new AppError(AppErrorCode.NOT_FOUND, "Plan not found");
  const kept = plan.insightSnapshot;
  if (kept && now.getTime() - kept.computedAt.getTime() < insightsMaxAgeMs() && kept.computedAt <= now) {
    return { ...(kept.figures as unknown as PlanInsights), asOf: kept.computedAt };
  }
  const insights = await computePlanInsights({ db, planId, now });
  const figures = JSON.parse(JSON.stringify(insights)) as Prisma.InputJsonValue;
  await db.planInsightSnapshot.upsert({
    where: { employerPlanId: planId },
    create: { employerPlanId: planId, figures, computedAt: now },
    update: { figures, computedAt: now },
    select: { employerPlanId: true },
  });
  return insights;
}

export type { PlanInsights };
