import { getDb, type Db, type Tx } from "@/lib/db";

export type AuditAction =
  | "session.sign-in"
  | "session.sign-in-failed"
  | "session.sign-in-step-passed"
  | "session.sign-out"
  | "account.password-reset"
  | "account.recovered"
  | "account.email-verified"
  | "account.signed-up"
  | "account.two-factor-changed"
  | "account.deletion-requested"
  | "account.deleted"
  | "plan-member.verification-sent"
  | "plan-member.verified"
  | "coach-mode.start"
  | "coach-mode.operation"
  | "coach-mode.exit"
  | "coach-mode.refused"
  | "coach-mode.page"
  | "coach-access.requested"
  | "coach-access.approved"
  | "coach-access.declined"
  | "coach-access.revoked"
  | "coach-access.emergency"
  | "customer.viewed"
  | "identity-investigation.viewed"
  | "customer.legal-hold-set"
  | "customer.legal-hold-lifted"
  | "customer.deletion-completed-by-staff"
  | "plan.contract-updated"
  | "plan.created-by-advisor"
  | "financial-account.deleted"
  | "institution-item.deleted"
  | "plan-admin.invited"
  | "plan-admin.invitation-revoked"
  | "plan-admin.added"
  | "plan-admin.permission-changed"
  | "plan-admin.removed"
  | "coaching-session.booked"
  | "coaching-session.rescheduled"
  | "coaching-session.cancelled"
  | "plan-roster.import-previewed"
  | "plan-roster.import-started"
  | "plan-roster.import-applied"
  | "plan-roster.member-added"
  | "plan-roster.member-terminated"
  | "plan-roster.exported"
  | "plan-invitation.resent"
  | "plan-email-template.updated"
  | "plan-email-template.reset"
  | "staff.coach-role-given"
  | "staff.coach-role-removed"
  | "plan-hr-sync.connected"
  | "plan-hr-sync.applied"
  | "plan-hr-sync.refreshed"
  | "plan-hr-sync.disconnected"
  | "investing.account-opened"
  | "investing.agreements-affirmed"
  | "investing.rollover-created"
  | "investing.interested-parties-saved"
  | "investing.interested-parties-deleted"
  | "investing.deposit-requested"
  | "investing.recurring-deposit-created"
  | "investing.recurring-deposit-cancelled"
  | "investing.risk-assessment-submitted"
  | "investing.portfolio-change-requested";

/**
 * Appends to the audit log: who did what to whom, through which operation, and when. Never pass secrets here.
 * Pass `db` (a transaction) to record the event together with the change it describes.
 */
export async function recordAuditEvent({
  actorUserId,
  subjectUserId = null,
  action,
  operation = null,
  metadata,
  ipAddress = null,
  employerPlanId = null,
  db,
}: {
  actorUserId: string | null;
  subjectUserId?: string | null;
  action: AuditAction;
  operation?: string | null;
  metadata?: Record<string, string | number | boolean | null>;
  ipAddress?: string | null;
  /** An administrator's action on an employer plan: listed to the plan's owners. */
  employerPlanId?: string | null;
  db?: Db | Tx;
}): Promise<void> {
  const client = db ?? (await getDb());
  await client.auditLog.create({
    data: { actorUserId, subjectUserId, action, operation, metadata: metadata ?? undefined, ipAddress, employerPlanId },
  });
}
