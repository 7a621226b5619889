// The audit log's actions as staff read them on /customers/{id}. An action without a label shows as recorded.
const AUDIT_ACTION_LABELS: Record<string, string> = {
  "session.sign-in": "Signed in",
  "session.sign-in-failed": "Sign-in failed",
  "session.sign-in-step-passed": "Passed a sign-in step",
  "session.sign-out": "Signed out",
  "account.password-reset": "Password reset",
  "account.recovered": "Account recovered",
  "account.email-verified": "Email verified",
  "account.signed-up": "Signed up",
  "account.two-factor-changed": "Two-factor verification changed",
  "account.deletion-requested": "Asked to delete the account",
  "account.deleted": "Account data deleted",
  "plan-member.verification-sent": "Plan membership code sent",
  "plan-member.verified": "Plan membership verified",
  "coach-mode.start": "Coach Mode started",
  "coach-mode.operation": "Coach Mode action",
  "coach-mode.exit": "Coach Mode ended",
  "customer.viewed": "Customer page viewed",
  "identity-investigation.viewed": "Identity investigation viewed",
  "customer.legal-hold-set": "Legal hold placed",
  "staff.coach-role-given": "Made a coach",
  "staff.coach-role-removed": "Stopped coaching",
  "customer.legal-hold-lifted": "Legal hold lifted",
  "customer.deletion-completed-by-staff": "Deletion completed by staff",
  "financial-account.deleted": "Account removed",
  "institution-item.deleted": "Bank connection removed",
};

export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}
