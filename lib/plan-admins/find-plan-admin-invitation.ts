import { hashToken } from "@/lib/crypto/hash-token";
import { getDb } from "@/lib/db";
import type { PlanPermissionValue } from "./plan-admin-policy";

export type PlanAdminInvitationView = { planName: string; email: string; permission: PlanPermissionValue };

/** What an invitation link offers, or null when it is unknown, used, withdrawn or expired. */
export async function findPlanAdminInvitation(token: string): Promise<PlanAdminInvitationView | null> {
  if (!token) return null;
  const db = await getDb();
  const invitation = await db.planAdminInvitation.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { email: true, permission: true, acceptedAt: true, revokedAt: true, expiresAt: true, employerPlan: { select: { name: true } } },
  });
  if (!invitation || invitation.acceptedAt || invitation.revokedAt || invitation.expiresAt <= new Date()) return null;
  return { planName: invitation.employerPlan.name, email: invitation.email, permission: invitation.permission };
}
