import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { coachAccessSelect, toCoachAccessView, type CoachAccessView } from "./coach-access-view";

/**
 * What the signed-in member has to decide or can still end: requests waiting for an answer and access running now,
 * newest first. The member's own only, and never in coach mode (the coach cannot see or answer them).
 */
export async function listCoachAccessRequests({ viewer }: { viewer: Viewer | null }): Promise<CoachAccessView[]> {
  authorize(viewer, "coach-access:answer");
  const db = await getDb();
  const now = new Date();
  const rows = await db.coachAccessGrant.findMany({
    where: { memberUserId: viewer.userId, status: { in: ["REQUESTED", "APPROVED"] }, expiresAt: { gt: now } },
    orderBy: [{ requestedAt: "desc" }, { id: "desc" }],
    take: 20,
    select: coachAccessSelect,
  });
  return rows.map((row) => toCoachAccessView(row, now));
}
