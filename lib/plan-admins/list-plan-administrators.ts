import { authorize, can } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import type { PlanPermissionValue } from "./plan-admin-policy";

export type PlanAdministrators = {
  canManage: boolean;
  admins: Array<{ id: string; name: string; email: string; permission: PlanPermissionValue; since: Date; isYou: boolean }>;
  /** Waiting invitations: for those who may manage administrators only. */
  invitations: Array<{ id: string; email: string; permission: PlanPermissionValue; expiresAt: Date }>;
};

/** The Settings tab: who administers the plan (anyone who may read the plan sees it) and, for owners, who is invited. */
export async function listPlanAdministrators({ viewer, planId }: { viewer: Viewer | null; planId: string }): Promise<PlanAdministrators> {
  authorize(viewer, "plan:read", { planId });
  const canManage = can(viewer, "plan:manage-admins", { planId });
  const db = await getDb();
  const now = new Date();
  const [admins, invitations] = await Promise.all([
    db.planAdmin.findMany({
      where: { employerPlanId: planId },
      orderBy: [{ permission: "asc" }, { createdAt: "asc" }],
      select: { id: true, permission: true, createdAt: true, user: { select: { id: true, email: true, firstName: true, lastName: true } } },
    }),
    canManage
      ? db.planAdminInvitation.findMany({
          where: { employerPlanId: planId, acceptedAt: null, revokedAt: null, expiresAt: { gt: now } },
          orderBy: { createdAt: "desc" },
          select: { id: true, email: true, permission: true, expiresAt: true },
        })
      : Promise.resolve([]),
  ]);
  return {
    canManage,
    admins: admins.map((admin) => ({
      id: admin.id,
      name: `${admin.user.firstName} ${admin.user.lastName}`.trim() || admin.user.email,
      email: admin.user.email,
      permission: admin.permission,
      since: admin.createdAt,
      isYou: admin.user.id === viewer.actor.id,
    })),
    invitations,
  };
}
