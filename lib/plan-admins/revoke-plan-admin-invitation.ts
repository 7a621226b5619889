import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { PLAN_ADMIN_MESSAGES } from "./plan-admin-policy";

/** An owner withdraws a waiting invitation: its link stops working. */
export async function revokePlanAdminInvitation({
  viewer,
  planId,
  invitationId,
  ipAddress,
}: {
  viewer: Viewer | null;
  planId: string;
  invitationId: string;
  ipAddress: string | null;
}): Promise<void> {
  authorize(viewer, "plan:manage-admins", { planId });
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const revoked = await tx.planAdminInvitation.updateMany({
      where: { id: invitationId, employerPlanId: planId, acceptedAt: null, revokedAt: null },
      data: { revokedAt: new Date() },
    });
    if (revoked.count !== 1) throw new AppError(AppErrorCode.NOT_FOUND, PLAN_ADMIN_MESSAGES.invitationInvalid);
    await recordAuditEvent({
      db: tx,
      actorUserId: viewer.actor.id,
      action: "plan-admin.invitation-revoked",
      metadata: { invitationId },
      employerPlanId: planId,
      ipAddress,
    });
  });
}
