import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { createToken, hashToken } from "@/lib/crypto/hash-token";
import { getDb } from "@/lib/db";
import { planAdminInvitationMessage } from "@/lib/emails/plan-admins";
import { AppError, AppErrorCode } from "@/lib/errors";
import { queueEmail } from "@/lib/outgoing-messages/queue-message";
import { consumeRateLimit } from "@/lib/rate-limit/consume-rate-limit";
import { absoluteUrl } from "@/lib/site-url";
import {
  INVITATION_LIFETIME_DAYS,
  INVITATIONS_PER_PLAN_PER_HOUR,
  invitePlanAdminSchema,
  PLAN_ADMIN_MESSAGES,
  type InvitePlanAdminInput,
} from "./plan-admin-policy";

/**
 * An owner invites someone to administer the plan: the invitation and its email are written in one transaction
 * (the link carries a token kept only as a hash), audited for the plan's owners. One waiting invitation per address.
 */
export async function invitePlanAdministrator({
  viewer,
  planId,
  input,
  ipAddress,
}: {
  viewer: Viewer | null;
  planId: string;
  input: InvitePlanAdminInput;
  ipAddress: string | null;
}): Promise<{ invitationId: string }> {
  authorize(viewer, "plan:manage-admins", { planId });
  const parsed = invitePlanAdminSchema.safeParse(input);
  if (!parsed.success) {
    throw new AppError(AppErrorCode.INVALID_INPUT, parsed.error.issues[0]?.message ?? PLAN_ADMIN_MESSAGES.emailInvalid, {
      field: String(parsed.error.issues[0]?.path[0] ?? "email"),
    });
  }
  const { email, permission } = parsed.data;
  await consumeRateLimit({ key: `plan-admin-invitations:${planId}`, limit: INVITATIONS_PER_PLAN_PER_HOUR, windowSeconds: 3600 });

  const db = await getDb();
  const now = new Date();
  const token = createToken();
  return db.$transaction(async (tx) => {
    const plan = await tx.employerPlan.findUnique({ where: { id: planId }, select: { name: true } });
    if (!plan) throw new AppError(AppErrorCode.NOT_FOUND, "Plan not found");
    const existing = await tx.planAdmin.findFirst({ where: { employerPlanId: planId, user: { email } }, select: { id: true } });
    if (existing) throw new AppError(AppErrorCode.INVALID_INPUT, PLAN_ADMIN_MESSAGES.alreadyAdmin, { field: "email" });
    const waiting = await tx.planAdminInvitation.findFirst({
      where: { employerPlanId: planId, email, acceptedAt: null, revokedAt: null, expiresAt: { gt: now } },
      select: { id: true },
    });
    if (waiting) throw new AppError(AppErrorCode.INVALID_INPUT, PLAN_ADMIN_MESSAGES.alreadyInvited, { field: "email" });

    const invitation = await tx.planAdminInvitation.create({
      data: {
        employerPlanId: planId,
        email,
        permission,
        tokenHash: hashToken(token),
        invitedById: viewer.actor.id,
        expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_DAYS * 86_400_000),
      },
      select: { id: true },
    });
    await queueEmail(
      tx,
      planAdminInvitationMessage({
        to: email,
        planName: plan.name,
        permission,
        inviterEmail: viewer.actor.email,
        link: absoluteUrl(`/plan-invitation?token=${encodeURIComponent(token)}`),
      }),
    );
    await recordAuditEvent({
      db: tx,
      actorUserId: viewer.actor.id,
      action: "plan-admin.invited",
      metadata: { email, permission },
      employerPlanId: planId,
      ipAddress,
    });
    return { invitationId: invitation.id };
  });
}
