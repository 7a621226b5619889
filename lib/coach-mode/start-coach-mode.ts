import { getDb } from "@/lib/db";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { createSession } from "@/lib/auth/sessions/create-session";
import { revokeSession } from "@/lib/auth/sessions/revoke-session";
import { AppError, AppErrorCode } from "@/lib/errors";
import { NO_CONSENT_MESSAGE } from "./coach-access-policy";
import { findCoachingMember } from "./find-coaching-member";

export { NO_SUCH_CUSTOMER } from "./find-coaching-member";

/** The spec's failure text (001 §8) with the reason after it. */
export const noConsentError = (email: string) => `You were unable to log into ${email}. ${NO_CONSENT_MESSAGE}`;

/**
 * Staff start coach mode by the customer's email (spec 000 §4.8), only on the member's consent: an approved request
 * (or the staff's emergency access) for this coach, within its 60 minutes (issue 14 item 7). The staff member's
 * session is replaced by a new one that carries the customer and the grant and ends when the grant does, so a coaching
 * cookie can be ended on its own; the start goes to the audit log. Staff accounts cannot be coached.
 */
export async function startCoachMode({
  viewer,
  customerEmail,
  ipAddress,
  userAgent,
}: {
  viewer: Viewer | null;
  customerEmail: string;
  ipAddress: string | null;
  userAgent: string | null;
}): Promise<{ sessionId: string; staffUserId: string; customer: { id: string; email: string } }> {
  authorize(viewer, "coach-mode:start");
  const db = await getDb();
  const customer = await findCoachingMember(db, { email: customerEmail, coachUserId: viewer.actor.id });
  const grant = await db.coachAccessGrant.findFirst({
    where: { coachUserId: viewer.actor.id, memberUserId: customer.id, status: "APPROVED", expiresAt: { gt: new Date() } },
    orderBy: [{ decidedAt: "desc" }, { id: "desc" }],
    select: { id: true, expiresAt: true },
  });
  if (!grant) {
    await recordAuditEvent({
      actorUserId: viewer.actor.id,
      subjectUserId: customer.id,
      action: "coach-mode.refused",
      operation: "coachLogIn",
      ipAddress,
    });
    throw new AppError(AppErrorCode.FORBIDDEN, noConsentError(customer.email));
  }
  const session = await createSession({
    userId: viewer.actor.id,
    coachedUserId: customer.id,
    coachAccess: { grantId: grant.id, endsAt: grant.expiresAt },
    ipAddress,
    userAgent,
  });
  await revokeSession({ sessionId: viewer.sessionId, reason: "coach-mode-exit" });
  await recordAuditEvent({
    actorUserId: viewer.actor.id,
    subjectUserId: customer.id,
    action: "coach-mode.start",
    operation: "coachLogIn",
    metadata: { grantId: grant.id },
    ipAddress,
  });
  return { sessionId: session.id, staffUserId: viewer.actor.id, customer: { id: customer.id, email: customer.email } };
}
