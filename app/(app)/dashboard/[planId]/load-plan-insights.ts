import { cache } from "react";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { getPlanInsights } from "@/lib/plan-insights/get-plan-insights";

/** The plan's figures for the tab being shown (the layout has already answered 404 to anyone who may not read it). */
export const loadPlanInsights = cache(async (planId: string) =>
  getPlanInsights({ viewer: await getPageViewer(), planId }),
);
