import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { ensureAnotherOwner } from "./ensure-another-owner";
import { forgetAdminSessions } from "./forget-admin-sessions";
import { PERMISSIONS, PLAN_ADMIN_MESSAGES, type PlanPermissionValue } from "./plan-admin-policy";

/**
 * An owner changes an administrator's permission, or removes them (`permission` null). The plan keeps an owner;
 * audited for the plan's owners.
 */
export async function changePlanAdministrator({
  viewer,
  planId,
  adminId,
  permission,
  ipAddress,
}: {
  viewer: Viewer | null;
  planId: string;
  adminId: string;
  permission: PlanPermissionValue | null;
  ipAddress: string | null;
}): Promise<void> {
  authorize(viewer, "plan:manage-admins", { planId });
  if (permission !== null && !PERMISSIONS.includes(permission)) {
    throw new AppError(AppErrorCode.INVALID_INPUT, "Choose owner, editor or viewer.");
  }
  const db = await getDb();
  const userId = await db.$transaction(async (tx) => {
    const admin = await tx.planAdmin.findFirst({
      where: { id: adminId, employerPlanId: planId },
      select: { id: true, userId: true, permission: true },
    });
    if (!admin) throw new AppError(AppErrorCode.NOT_FOUND, PLAN_ADMIN_MESSAGES.notFound);
    if (admin.permission === "OWNER" && permission !== "OWNER") {
      await ensureAnotherOwner({ tx, planId, leavingAdminId: admin.id });
    }
    if (permission === null) {
      await tx.planAdmin.delete({ where: { id: admin.id }, select: { id: true } });
    } else {
      await tx.planAdmin.update({ where: { id: admin.id }, data: { permission }, select: { id: true } });
    }
    await recordAuditEvent({
      db: tx,
      actorUserId: viewer.actor.id,
      subjectUserId: admin.userId,
      action: permission === null ? "plan-admin.removed" : "plan-admin.permission-changed",
      metadata: { from: admin.permission, to: permission },
      employerPlanId: planId,
      ipAddress,
    });
    return admin.userId;
  });
  await forgetAdminSessions(userId);
}
