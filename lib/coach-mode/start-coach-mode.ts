import { getDb } from "@/lib/db";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { createSession } from "@/lib/auth/sessions/create-session";
import { revokeSession } from "@/lib/auth/sessions/revoke-session";
import { AppError, AppErrorCode } from "@/lib/errors";

export const NO_SUCH_CUSTOMER = "No customer with that email was found.";

/**
 * Staff start coach mode by the customer's email (spec 000 §4.8). The staff member's session is replaced by a new
 * one that carries the customer, so a coaching cookie can be ended on its own; the start goes to the audit log.
 * Staff accounts cannot be coached: coach mode must never widen what the coach can do.
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
  const customer = await db.user.findUnique({
    where: { email: customerEmail.trim().toLowerCase() },
    select: { id: true, email: true, isStaff: true, deactivatedAt: true },
  });
  if (!customer || customer.deactivatedAt || customer.isStaff || customer.id === viewer.actor.id) {
    throw new AppError(AppErrorCode.NOT_FOUND, NO_SUCH_CUSTOMER);
  }
  const session = await createSession({ userId: viewer.actor.id, coachedUserId: customer.id, ipAddress, userAgent });
  await revokeSession({ sessionId: viewer.sessionId, reason: "coach-mode-exit" });
  await recordAuditEvent({
    actorUserId: viewer.actor.id,
    subjectUserId: customer.id,
    action: "coach-mode.start",
    operation: "coachLogIn",
    ipAddress,
  });
  return { sessionId: session.id, staffUserId: viewer.actor.id, customer: { id: customer.id, email: customer.email } };
}
