import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";

export type PlanActivityEntry = { id: string; at: Date; actorName: string; action: string; details: string | null };

const PAGE_SIZE = 50;

/**
 * The plan's administrator activity, newest first (issue 14: every admin action audited, visible to owners). Only
 * actions on the plan itself are here: what an administrator did to the roster, invitations, administrators and
 * communications; never a member's own activity.
 */
export async function listPlanActivity({
  viewer,
  planId,
  before,
}: {
  viewer: Viewer | null;
  planId: string;
  before?: Date | null;
}): Promise<PlanActivityEntry[]> {
  authorize(viewer, "plan:manage-admins", { planId });
  const db = await getDb();
  const rows = await db.auditLog.findMany({
    where: { employerPlanId: planId, ...(before ? { createdAt: { lt: before } } : {}) },
    orderBy: { createdAt: "desc" },
    take: PAGE_SIZE,
    select: {
      id: true,
      createdAt: true,
      action: true,
      metadata: true,
      actor: { select: { firstName: true, lastName: true, email: true, isStaff: true } },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    at: row.createdAt,
    actorName: row.actor
      ? row.actor.isStaff
        ? `${row.actor.firstName} ${row.actor.lastName}`.trim() + " (Mariner staff)"
        : `${row.actor.firstName} ${row.actor.lastName}`.trim() || row.actor.email
      : row.action.startsWith("plan-hr-sync.")
        ? "HR system sync"
        : "Someone no longer with the plan",
    action: row.action,
    details: describe(row.metadata),
  }));
}

/** The audit row's metadata as a short line (its keys are ours, never secrets). */
function describe(metadata: unknown): string | null {
  if (!metadata || typeof metadata !== "object") return null;
  const parts = Object.entries(metadata as Record<string, unknown>)
    .filter(([key, value]) => value !== null && value !== undefined && !/id$/i.test(key))
    .map(([key, value]) => `${key}: ${String(value)}`);
  return parts.length ? parts.join(", ") : null;
}
