import type { Viewer } from "@/lib/authz/viewer";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { revokeSession } from "@/lib/auth/sessions/revoke-session";

/** Ends the viewer's session on the server. Signing out while coaching ends the coach's session too. */
export async function logOut({ viewer, ipAddress }: { viewer: Viewer | null; ipAddress: string | null }): Promise<void> {
  if (!viewer) return;
  await revokeSession({ sessionId: viewer.sessionId, reason: viewer.isCoachMode ? "coach-mode-exit" : "logout" });
  await recordAuditEvent({
    actorUserId: viewer.actor.id,
    subjectUserId: viewer.isCoachMode ? viewer.userId : null,
    action: viewer.isCoachMode ? "coach-mode.exit" : "session.sign-out",
    operation: "logOut",
    ipAddress,
  });
}
