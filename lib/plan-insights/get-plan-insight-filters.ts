import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb, type Db, type Tx } from "@/lib/db";
import { loadRosterGroups } from "./load-roster-groups";
import { offerFilterValues, type OfferedFilters } from "./offer-filter-values";
import type { FilterDimension } from "./plan-insight-filter";

export type PlanInsightFilters = OfferedFilters;

/** The departments and locations the plan's dashboard may be filtered by (issue 14), read live from the roster. */
export async function offeredPlanInsightFilters({ db, planId }: { db: Db | Tx; planId: string }): Promise<PlanInsightFilters> {
  return offerFilterValues(await loadRosterGroups({ db, planId }));
}

export function isOffered(filters: PlanInsightFilters, dimension: FilterDimension, value: string): boolean {
  return (dimension === "department" ? filters.departments : filters.locations).includes(value);
}

/** The filter choices of /dashboard/{planId}, for whoever may read the plan's figures (as getPlanInsights). */
export async function getPlanInsightFilters({ viewer, planId }: { viewer: Viewer | null; planId: string }): Promise<PlanInsightFilters> {
  authorize(viewer, "plan:read", { planId });
  return offeredPlanInsightFilters({ db: await getDb(), planId });
}
