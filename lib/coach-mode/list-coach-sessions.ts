import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { coachAccessSelect, toCoachAccessView, type CoachAccessView } from "./coach-access-view";

/** How many sessions, and how many steps of each, My Plan lists; everything stays in the audit log. */
export const COACH_SESSIONS_SHOWN = 20;
export const ACTIVITY_PER_SESSION = 200;

export type CoachActivityKind = "START" | "PAGE" | "READ" | "CHANGE" | "REFUSED" | "END";

export type CoachActivity = {
  id: string;
  kind: CoachActivityKind;
  /** A page path (/health) or the operations' names (planDetails, updateBudget). */
  detail: string;
  at: Date;
};

export type CoachSession = CoachAccessView & { activity: CoachActivity[] };

const ACTIVITY_ACTIONS = ["coach-mode.start", "coach-mode.page", "coach-mode.operation", "coach-mode.exit"];

/**
 * Every Coach Mode access the member gave (or staff took in an emergency), newest first, each with what the coach
 * opened and did, newest first. The member's own only; null in coach mode (the coach does not read the member's check
 * on them).
 */
export async function listCoachSessions({ viewer }: { viewer: Viewer }): Promise<CoachSession[] | null> {
  authorize(viewer, "own-data:read");
  if (viewer.isCoachMode) return null;
  const db = await getDb();
  const now = new Date();
  const grants = await db.coachAccessGrant.findMany({
    where: { memberUserId: viewer.userId, decidedAt: { not: null }, status: { not: "DECLINED" } },
    orderBy: [{ decidedAt: "desc" }, { id: "desc" }],
    take: COACH_SESSIONS_SHOWN,
    select: coachAccessSelect,
  });
  if (grants.length === 0) return [];
  const rows = await db.auditLog.findMany({
    where: {
      subjectUserId: viewer.userId,
      action: { in: ACTIVITY_ACTIONS },
      OR: grants.map((grant) => ({ metadata: { path: ["grantId"], equals: grant.id } })),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: COACH_SESSIONS_SHOWN * ACTIVITY_PER_SESSION,
    select: { id: true, action: true, operation: true, metadata: true, createdAt: true },
  });
  const byGrant = new Map<string, CoachActivity[]>();
  for (const row of rows) {
    const grantId = (row.metadata as { grantId?: unknown } | null)?.grantId;
    if (typeof grantId !== "string") continue;
    const list = byGrant.get(grantId) ?? [];
    if (list.length >= ACTIVITY_PER_SESSION) continue;
    list.push(toActivity(row));
    byGrant.set(grantId, list);
  }
  return grants.map((grant) => ({ ...toCoachAccessView(grant, now), activity: byGrant.get(grant.id) ?? [] }));
}

function toActivity(row: {
  id: string;
  action: string;
  operation: string | null;
  metadata: unknown;
  createdAt: Date;
}): CoachActivity {
  const base = { id: row.id, at: row.createdAt };
  switch (row.action) {
    case "coach-mode.start":
      return { ...base, kind: "START", detail: "Opened your account in Coach Mode" };
    case "coach-mode.exit":
      return { ...base, kind: "END", detail: "Left Coach Mode" };
    case "coach-mode.page":
      return { ...base, kind: "PAGE", detail: row.operation ?? "/" };
    default: {
      // "query planDetails,authenticationInfo" or "mutation updateBudget"
      const [type = "query", fields = ""] = (row.operation ?? "").split(" ", 2);
      const failed = (row.metadata as { failed?: unknown } | null)?.failed === true;
      const kind = type !== "mutation" ? "READ" : failed ? "REFUSED" : "CHANGE";
      return { ...base, kind, detail: fields.split(",").join(", ") };
    }
  }
}
