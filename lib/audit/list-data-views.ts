import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import type { AuditAction } from "./record-audit-event";

/** How many of the most recent views the member sees; older ones stay in the log. */
export const DATA_VIEWS_SHOWN = 50;

export type DataViewerRole = "COACH" | "STAFF";

export type DataView = {
  id: string;
  /** The coach's or staff member's name; 'A staff member' once their account is gone. */
  viewerName: string;
  viewerRole: DataViewerRole;
  /** What they looked at, in the member's words. */
  description: string;
  viewedAt: Date;
};

// Only reads of the member's data by someone else. Sign-ins, settings changes and each query a coach runs stay in
// the log for staff; the member sees one row per Coach Mode session and per look at the staff customer page.
const VIEW_EVENTS = {
  "coach-mode.start": { role: "COACH", description: "Opened your account in Coach Mode" },
  "customer.viewed": { role: "STAFF", description: "Viewed your customer profile" },
  "identity-investigation.viewed": { role: "STAFF", description: "Viewed your identity verification" },
} as const satisfies Partial<Record<AuditAction, { role: DataViewerRole; description: string }>>;

type ViewAction = keyof typeof VIEW_EVENTS;
const isViewAction = (action: string): action is ViewAction => Object.hasOwn(VIEW_EVENTS, action);

/**
 * Who (coach or staff) viewed the signed-in member's data and when, newest first: only the member's own rows. Null in
 * coach mode: the list is the member's check on staff, not something the coach at the keyboard reads.
 */
export async function listDataViews({ viewer }: { viewer: Viewer }): Promise<DataView[] | null> {
  authorize(viewer, "own-data:read");
  if (viewer.isCoachMode) return null;
  const db = await getDb();
  const rows = await db.auditLog.findMany({
    where: {
      subjectUserId: viewer.userId,
      action: { in: Object.keys(VIEW_EVENTS) },
      // A row whose staff account was deleted has no actor and still counts (SQL's NOT would drop the NULLs).
      OR: [{ actorUserId: null }, { actorUserId: { not: viewer.userId } }],
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: DATA_VIEWS_SHOWN,
    select: { id: true, action: true, createdAt: true, actor: { select: { firstName: true, lastName: true } } },
  });
  return rows.flatMap((row) => {
    if (!isViewAction(row.action)) return [];
    const event = VIEW_EVENTS[row.action];
    const name = [row.actor?.firstName, row.actor?.lastName].map((part) => part?.trim()).filter(Boolean).join(" ");
    return [
      {
        id: row.id,
        viewerName: name || "A staff member",
        viewerRole: event.role,
        description: event.description,
        viewedAt: row.createdAt,
      },
    ];
  });
}
