import "server-only";
import { authorize, can } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { nextManualRefreshAt, type PlanHrSyncView } from "./plan-hr-sync-view";
import type { HrSyncSummary } from "./sync-plan-roster-from-hr";

/** The plan's HR sync for anyone who may read the plan. */
export async function getPlanHrSync({ viewer, planId, now = new Date() }: { viewer: Viewer | null; planId: string; now?: Date }): Promise<PlanHrSyncView> {
  authorize(viewer, "plan:read", { planId });
  const db = await getDb();
  const plan = await db.employerPlan.findUnique({
    where: { id: planId },
    select: {
      isFinchSyncFailed: true,
      lastRosterSyncAt: true,
      hrConnection: {
        select: { providerName: true, status: true, lastFailureMessage: true, lastAttemptAt: true, lastManualRefreshAt: true, lastSyncSummary: true },
      },
    },
  });
  if (!plan) throw new AppError(AppErrorCode.NOT_FOUND, "Plan not found.");
  const connection = plan.hrConnection;
  return {
    isConnected: connection !== null,
    providerName: connection?.providerName ?? null,
    status: connection?.status ?? null,
    isFailed: plan.isFinchSyncFailed,
    failureMessage: connection?.lastFailureMessage ?? null,
    lastSuccessfulSyncAt: plan.lastRosterSyncAt,
    lastAttemptAt: connection?.lastAttemptAt ?? null,
    lastSyncSummary: (connection?.lastSyncSummary as HrSyncSummary | null) ?? null,
    nextRefreshAt: nextManualRefreshAt(connection?.lastManualRefreshAt, now),
    canManage: can(viewer, "plan:edit", { planId }),
  };
}
