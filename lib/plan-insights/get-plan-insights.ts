import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { getEnv, testOnlySetting } from "@/lib/env";
import { AppError, AppErrorCode } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { computePlanInsights, type PlanInsights } from "./compute-plan-insights";
import { isOffered, offeredPlanInsightFilters } from "./get-plan-insight-filters";
import { FILTER_NOT_OFFERED_MESSAGE, type PlanInsightFilter } from "./plan-insight-filter";

/** Bumped when PlanInsights changes shape: figures kept in the old shape are computed again. */
const SNAPSHOT_VERSION = 2;

/** How long computed figures are served before they are computed again. */
export const INSIGHTS_MAX_AGE_MS = 60 * 60 * 1000;

/** End-to-end tests watch a new member arrive without waiting an hour; staging and production always keep an hour. */
function insightsMaxAgeMs(): number {
  const override = testOnlySetting(getEnv().TEST_PLAN_INSIGHTS_MAX_AGE_SECONDS);
  return override !== undefined ? override * 1000 : INSIGHTS_MAX_AGE_MS;
}

type KeptFigures = { figures: Prisma.JsonValue; computedAt: Date } | null | undefined;

/**
 * The Overview, Engagement and Outcomes tabs of /dashboard/{planId} (issue 14), for whoever may read the plan. The
 * figures (already privacy-safe) are kept for an hour: a plan of 50,000 members costs a second of database work to
 * sum, the numbers move slowly, and re-reading them minute by minute could not be used to watch one person join.
 *
 * `filter` narrows them to one department or location, only while the plan offers it (offerFilterValues, checked on
 * every request, so a group that shrank is refused at once even while its figures are kept): a value that is not
 * offered, because it is small or does not exist, is refused with one message either way.
 */
export async function getPlanInsights({
  viewer,
  planId,
  filter = null,
  now = new Date(),
}: {
  viewer: Viewer | null;
  planId: string;
  filter?: PlanInsightFilter | null;
  now?: Date;
}): Promise<PlanInsights> {
  authorize(viewer, "plan:read", { planId });
  const db = await getDb();
  const [plan, offered] = await Promise.all([
    db.employerPlan.findUnique({
      where: { id: planId },
      select: {
        id: true,
        insightSnapshot: filter ? false : { select: { figures: true, computedAt: true } },
        insightFilterSnapshots: filter
          ? { where: { dimension: filter.dimension, value: filter.value }, select: { figures: true, computedAt: true } }
          : false,
      },
    }),
    filter ? offeredPlanInsightFilters({ db, planId }) : undefined,
  ]);
  if (!plan) throw new AppError(AppErrorCode.NOT_FOUND, "Plan not found");
  if (filter && !isOffered(offered!, filter.dimension, filter.value)) {
    throw new AppError(AppErrorCode.INVALID_INPUT, FILTER_NOT_OFFERED_MESSAGE);
  }
  const kept = keptInsights(filter ? plan.insightFilterSnapshots?.[0] : plan.insightSnapshot, now);
  if (kept) return kept;

  // When the kept figures expire, the requests that arrive together share one computation in this process.
  const key = `${planId}\u0000${filter?.dimension ?? ""}\u0000${filter?.value ?? ""}`;
  let running = computing.get(key);
  if (!running) {
    running = computeAndKeep({ planId, filter, now }).finally(() => computing.delete(key));
    computing.set(key, running);
  }
  return running;
}

const computing = new Map<string, Promise<PlanInsights>>();

async function computeAndKeep({ planId, filter, now }: { planId: string; filter: PlanInsightFilter | null; now: Date }): Promise<PlanInsights> {
  const db = await getDb();
  const insights = await computePlanInsights({ db, planId, now, filter });
  const figures = JSON.parse(JSON.stringify({ ...insights, version: SNAPSHOT_VERSION })) as Prisma.InputJsonValue;
  if (filter) {
    const key = { employerPlanId: planId, dimension: filter.dimension, value: filter.value };
    await db.planInsightFilterSnapshot.upsert({
      where: { employerPlanId_dimension_value: key },
      create: { ...key, figures, computedAt: now },
      update: { figures, computedAt: now },
      select: { employerPlanId: true },
    });
  } else {
    await db.planInsightSnapshot.upsert({
      where: { employerPlanId: planId },
      create: { employerPlanId: planId, figures, computedAt: now },
      update: { figures, computedAt: now },
      select: { employerPlanId: true },
    });
  }
  return insights;
}

/** Figures kept less than the maximum age ago, in the current shape; otherwise null (compute them again). */
function keptInsights(kept: KeptFigures, now: Date): PlanInsights | null {
  if (!kept) return null;
  const keptFigures = kept.figures as (PlanInsights & { version?: number }) | null;
  const fresh = now.getTime() - kept.computedAt.getTime() < insightsMaxAgeMs() && kept.computedAt <= now;
  if (!fresh || keptFigures?.version !== SNAPSHOT_VERSION) return null;
  const { version: _version, ...insights } = keptFigures;
  return { ...insights, asOf: kept.computedAt };
}

export type { PlanInsights };
