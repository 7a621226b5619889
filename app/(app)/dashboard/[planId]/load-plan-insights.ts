import { cache } from "react";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { isAppError } from "@/lib/errors";
import { getPlanInsightFilters, isOffered } from "@/lib/plan-insights/get-plan-insight-filters";
import { getPlanInsights } from "@/lib/plan-insights/get-plan-insights";
import {
  FILTER_NOT_OFFERED_MESSAGE,
  planInsightFilterSchema,
  type PlanInsightFilter,
} from "@/lib/plan-insights/plan-insight-filter";
import { notFoundWhenForbidden } from "./not-found-when-forbidden";

/** The search params of the Overview, Engagement and Outcomes tabs: `?department=` or `?location=`. */
export type InsightSearchParams = Promise<{ department?: string | string[]; location?: string | string[] }>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

/**
 * The plan's figures for the tab being shown, once per request, with the filter choices. A filter the plan does not
 * offer (a stale or edited link) shows every employee with a notice rather than failing the page.
 */
export async function loadPlanInsights(planId: string, searchParams: InsightSearchParams) {
  const params = await searchParams;
  return loadFilteredInsights(planId, first(params.department), first(params.location));
}

const loadFilteredInsights = cache(async (planId: string, department: string, location: string) => {
  const viewer = await getPageViewer();
  const filters = await getPlanInsightFilters({ viewer, planId }).catch(notFoundWhenForbidden);
  const parsed = planInsightFilterSchema.safeParse({ department, location });
  let filter: PlanInsightFilter | null = null;
  let notice: string | null = null;
  if (!parsed.success) notice = `${parsed.error.issues[0]!.message} Showing all employees.`;
  else if (parsed.data && !isOffered(filters, parsed.data.dimension, parsed.data.value)) notice = `${FILTER_NOT_OFFERED_MESSAGE} Showing all employees.`;
  else filter = parsed.data;

  const insights = await getPlanInsights({ viewer, planId, filter }).catch((error: unknown) => {
    // The roster changed between the two reads: the same answer as a value not offered.
    if (filter && isAppError(error) && error.code === "INVALID_INPUT") {
      filter = null;
      notice = `${FILTER_NOT_OFFERED_MESSAGE} Showing all employees.`;
      return getPlanInsights({ viewer, planId });
    }
    throw error;
  }).catch(notFoundWhenForbidden);
  return { insights, filters, filter, notice };
});
