import { getDb } from "@/lib/db";

export type AuditAction =
  | "session.sign-in"
  | "session.sign-in-failed"
  | "session.sign-out"
  | "account.password-reset"
  | "account.recovered"
  | "account.email-verified"
  | "account.signed-up"
  | "plan-member.verification-sent"
  | "plan-member.verified"
  | "coach-mode.start"
  | "coach-mode.operation"
  | "coach-mode.exit";

/** Appends to the audit log: who did what to whom, through which operation, and when. Never pass secrets here. */
export async function recordAuditEvent({
  actorUserId,
  subjectUserId = null,
  action,
  operation = null,
  metadata,
  ipAddress = null,
}: {
  actorUserId: string | null;
  subjectUserId?: string | null;
  action: AuditAction;
  operation?: string | null;
  metadata?: Record<string, string | number | boolean | null>;
  ipAddress?: string | null;
}): Promise<void> {
  const db = await getDb();
  await db.auditLog.create({
    data: { actorUserId, subjectUserId, action, operation, metadata: metadata ?? undefined, ipAddress },
  });
}
