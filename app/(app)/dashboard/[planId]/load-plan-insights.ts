import { cache } from "react";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { isAppError } from "@/lib/errors";
import { getPlanInsightFilters, isOffered } from "@/lib/plan-insights/get-plan-insight-filters";
import { getPlanInsights } from "@/lib/plan-insights/get-plan-insights";
import { FILTER_NOT_OFFERED_MESSAGE, planInsightFilterSchema } from "@/lib/plan-insights/plan-insight-filter";
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

const NOT_OFFERED_NOTICE = `${FILTER_NOT_OFFERED_MESSAGE} Showing all employees.`;

const loadFilteredInsights = cache(async (planId: string, department: string, location: string) => {
  const viewer = await getPageViewer();
  const filters = await getPlanInsightFilters({ viewer, planId }).catch(notFoundWhenForbidden);
  const parsed = planInsightFilterSchema.safeParse({ department, location });
  const asked = parsed.success ? parsed.data : null;
  const filter = asked && isOffered(filters, asked.dimension, asked.value) ? asked : null;
  const notice = !parsed.success ? `${parsed.error.issues[0]!.message} Showing all employees.` : asked && !filter ? NOT_OFFERED_NOTICE : null;
  try {
    return { insights: await getPlanInsights({ viewer, planId, filter }), filters, filter, notice };
  } catch (error) {
    // The roster changed between the two reads: the same answer as a value not offered.
    if (!(filter && isAppError(error) && error.code === "INVALID_INPUT")) return notFoundWhenForbidden(error);
    const insights = await getPlanInsights({ viewer, planId }).catch(notFoundWhenForbidden);
    return { insights, filters, filter: null, notice: NOT_OFFERED_NOTICE };
  }
});
