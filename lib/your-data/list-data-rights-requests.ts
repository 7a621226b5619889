import { getDb } from "@/lib/db";

export type DataRightsRequestView = {
  id: string;
  kind: "EXPORT" | "DELETE";
  status: "PENDING" | "READY" | "COMPLETED" | "FAILED";
  requestedAt: Date;
  dueAt: Date;
  completedAt: Date | null;
  /** For a ready export: until when it can be downloaded. */
  downloadExpiresAt: Date | null;
  waitingReason: string | null;
};

/** The member's requests of the last year, newest first: exports to download, and deletion requests waiting. */
export async function listDataRightsRequests({ userId }: { userId: string }): Promise<DataRightsRequestView[]> {
  const db = await getDb();
  const rows = await db.dataRightsRequest.findMany({
    where: { userId, createdAt: { gte: new Date(Date.now() - 365 * 86_400_000) } },
    orderBy: { createdAt: "desc" },
    take: 20,
    select: {
      id: true,
      kind: true,
      status: true,
      createdAt: true,
      dueAt: true,
      completedAt: true,
      fileExpiresAt: true,
      waitingReason: true,
    },
  });
  const now = new Date();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    // A ready export past its link's life reads as done, even before the cleanup removed the file.
    status: row.status === "READY" && row.fileExpiresAt && row.fileExpiresAt <= now ? "COMPLETED" : row.status,
    requestedAt: row.createdAt,
    dueAt: row.dueAt,
    completedAt: row.completedAt,
    downloadExpiresAt: row.status === "READY" && row.fileExpiresAt && row.fileExpiresAt > now ? row.fileExpiresAt : null,
    waitingReason: row.waitingReason,
  }));
}
