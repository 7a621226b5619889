import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";

export type WaitingDeletionRequest = {
  id: string;
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  requestedAt: Date;
  dueAt: Date;
  waitingReason: string;
};

/** Staff's queue: deletion requests waiting on a legal hold or an investing account, the soonest due first. */
export async function listWaitingDeletionRequests({ viewer }: { viewer: Viewer | null }): Promise<WaitingDeletionRequest[]> {
  authorize(viewer, "customers:read");
  const db = await getDb();
  const rows = await db.dataRightsRequest.findMany({
    where: { kind: "DELETE", status: "PENDING", waitingReason: { not: null } },
    orderBy: [{ dueAt: "asc" }, { id: "asc" }],
    take: 100,
    select: {
      id: true,
      createdAt: true,
      dueAt: true,
      waitingReason: true,
      user: { select: { id: true, email: true, firstName: true, lastName: true } },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    userId: row.user.id,
    email: row.user.email,
    firstName: row.user.firstName,
    lastName: row.user.lastName,
    requestedAt: row.createdAt,
    dueAt: row.dueAt,
    waitingReason: row.waitingReason ?? "",
  }));
}
