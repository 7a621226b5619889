import { getDb } from "@/lib/db";
import { getFileStorage } from "@/lib/integrations/storage/get-file-storage";

/**
 * Exports whose link has expired: the file is deleted from storage, then the request is marked done. A file that is
 * already gone is not an error, so a run cut short is finished by the next one.
 */
export async function removeExpiredExports({ now = new Date() }: { now?: Date } = {}): Promise<number> {
  const db = await getDb();
  const expired = await db.dataRightsRequest.findMany({
    where: { kind: "EXPORT", status: "READY", fileExpiresAt: { lt: now } },
    select: { id: true, fileKey: true },
    take: 500,
  });
  const storage = getFileStorage();
  for (const request of expired) {
    if (request.fileKey) await storage.delete(request.fileKey);
    await db.dataRightsRequest.update({
      where: { id: request.id },
      data: { status: "COMPLETED", fileKey: null },
      select: { id: true },
    });
  }
  return expired.length;
}
