import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { storedOverviewSelect, toCurrentOverview, type CurrentOverview } from "@/lib/customers/get-customer-record";
import { getDb } from "@/lib/db";
import { DEFAULT_HEALTH_SCORE } from "./compute-health-score";

export type HealthOverview = {
  hfhs: number;
  currentOverview: CurrentOverview;
  /** ISO date-time of the last recalculation; null when the figures were never computed. */
  overviewUpdatedAt: string | null;
};

/**
 * The stored score and overview of the viewer's member (the /health page's first paint). Reads only: a member
 * without a Customer row yet gets the defaults (score 50, zero figures) and the page recalculates.
 */
export async function getHealthOverview({ viewer }: { viewer: Viewer | null }): Promise<HealthOverview> {
  authorize(viewer, "own-data:read");
  const db = await getDb();
  const customer = await db.customer.findUnique({
    where: { userId: viewer.userId },
    select: {
      hfhs: true,
      ...storedOverviewSelect,
      overviewUpdatedAt: true,
    },
  });
  return {
    hfhs: customer?.hfhs ?? DEFAULT_HEALTH_SCORE,
    currentOverview: toCurrentOverview(customer),
    overviewUpdatedAt: customer?.overviewUpdatedAt?.toISOString() ?? null,
  };
}
