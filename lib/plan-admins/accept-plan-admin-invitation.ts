import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import type { Viewer } from "@/lib/authz/viewer";
import { forgetCachedSession } from "@/lib/auth/sessions/session-cache";
import { hashToken } from "@/lib/crypto/hash-token";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { PLAN_ADMIN_MESSAGES } from "./plan-admin-policy";

/**
 * The invited person, signed in with the invited (and verified) address, accepts: they become an administrator of
 * the plan with the invited permission, once (a second click finds the invitation used). Never in coach mode: the
 * staff member's own email would not match anyway, and a coach must not accept on a member's behalf.
 */
export async function acceptPlanAdminInvitation({
  viewer,
  token,
  ipAddress,
}: {
  viewer: Viewer;
  token: string;
  ipAddress: string | null;
}): Promise<{ planId: string }> {
  const db = await getDb();
  const now = new Date();
  const accepted = await db.$transaction(async (tx) => {
    const invitation = await tx.planAdminInvitation.findUnique({
      where: { tokenHash: hashToken(token) },
      select: { id: true, employerPlanId: true, email: true, permission: true, acceptedAt: true, revokedAt: true, expiresAt: true },
    });
    if (!invitation || invitation.acceptedAt || invitation.revokedAt || invitation.expiresAt <= now) {
      throw new AppError(AppErrorCode.INVALID_INPUT, PLAN_ADMIN_MESSAGES.invitationInvalid);
    }
    const user = await tx.user.findUniqueOrThrow({
      where: { id: viewer.actor.id },
      select: { email: true, isEmailVerified: true },
    });
    if (viewer.isCoachMode || user.email !== invitation.email) {
      throw new AppError(AppErrorCode.FORBIDDEN, PLAN_ADMIN_MESSAGES.invitationOtherEmail);
    }
    if (!user.isEmailVerified) throw new AppError(AppErrorCode.INVALID_INPUT, PLAN_ADMIN_MESSAGES.emailNotVerified);

    const claimed = await tx.planAdminInvitation.updateMany({
      where: { id: invitation.id, acceptedAt: null },
      data: { acceptedAt: now },
    });
    if (claimed.count !== 1) throw new AppError(AppErrorCode.INVALID_INPUT, PLAN_ADMIN_MESSAGES.invitationInvalid);
    await tx.planAdmin.upsert({
      where: { userId_employerPlanId: { userId: viewer.actor.id, employerPlanId: invitation.employerPlanId } },
      create: { userId: viewer.actor.id, employerPlanId: invitation.employerPlanId, permission: invitation.permission },
      update: {},
      select: { id: true },
    });
    await recordAuditEvent({
      db: tx,
      actorUserId: viewer.actor.id,
      subjectUserId: viewer.actor.id,
      action: "plan-admin.added",
      metadata: { permission: invitation.permission, invitationId: invitation.id },
      employerPlanId: invitation.employerPlanId,
      ipAddress,
    });
    return { planId: invitation.employerPlanId };
  });
  await forgetCachedSession(viewer.sessionId);
  return accepted;
}
