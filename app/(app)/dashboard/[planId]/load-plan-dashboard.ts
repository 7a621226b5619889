import { cache } from "react";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { getPlanDashboard } from "@/lib/plans/get-plan-dashboard";
import { notFoundWhenForbidden } from "./not-found-when-forbidden";

/** The plan for the dashboard's layout and tabs, once per request. */
export const loadPlanDashboard = cache(async (planId: string) =>
  getPlanDashboard({ viewer: await getPageViewer(), planId }).catch(notFoundWhenForbidden),
);
