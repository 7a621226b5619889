import type { Viewer } from "@/lib/authz/viewer";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";

/**
 * In coach mode, each page the server renders for the coach goes to the audit log with its path (no query string),
 * listed to the member on My Plan with the session it belongs to (issue 14 item 7). Called once per page render.
 */
export async function recordCoachPageView({ viewer, path }: { viewer: Viewer; path: string }): Promise<void> {
  if (!viewer.isCoachMode) return;
  const pathname = path.split(/[?#]/, 1)[0] || "/";
  await recordAuditEvent({
    actorUserId: viewer.actor.id,
    subjectUserId: viewer.userId,
    action: "coach-mode.page",
    operation: pathname.slice(0, 300),
    metadata: viewer.coachAccess ? { grantId: viewer.coachAccess.grantId } : undefined,
  });
}
