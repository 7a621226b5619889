import { cache } from "react";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { getPlanInsights } from "@/lib/plan-insights/get-plan-insights";
import { notFoundWhenForbidden } from "./not-found-when-forbidden";

/** The plan's figures for the tab being shown, once per request. */
export const loadPlanInsights = cache(async (planId: string) =>
  getPlanInsights({ viewer: await getPageViewer(), planId }).catch(notFoundWhenForbidden),
);
