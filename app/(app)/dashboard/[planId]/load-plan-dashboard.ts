import { notFound } from "next/navigation";
import { cache } from "react";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { isAppError } from "@/lib/errors";
import { getPlanDashboard } from "@/lib/plans/get-plan-dashboard";

/**
 * The plan for the dashboard's layout and tabs, once per request. A plan the viewer may not read answers 404, like a
 * missing one.
 */
export const loadPlanDashboard = cache(async (planId: string) =>
  getPlanDashboard({ viewer: await getPageViewer(), planId }).catch((error: unknown) => {
    if (isAppError(error) && (error.code === "FORBIDDEN" || error.code === "NOT_FOUND")) notFound();
    throw error;
  }),
);
