import { getDb } from "@/lib/db";
import { dataExportReadyMessage } from "@/lib/emails/your-data";
import { getFileStorage } from "@/lib/integrations/storage/get-file-storage";
import { createStorageKey } from "@/lib/integrations/storage/storage-key";
import { queueEmail } from "@/lib/outgoing-messages/queue-message";
import { absoluteUrl } from "@/lib/site-url";
import { collectPersonalData } from "./collect-personal-data";
import { DAY_MS, EXPORT_LINK_DAYS } from "./data-rights-policy";
import { personalDataZip } from "./personal-data-zip";

export const YOUR_DATA_PATH = "/account-details#your-data";

/**
 * The export job: gathers the member's data, stores the zip privately and, in one transaction, marks the request
 * ready and queues the email. A retry after a crash stores a fresh file under a new key; a request that is no longer
 * pending (done, or its member deleted) is left alone.
 */
export async function buildDataExport({ requestId }: { requestId: string }): Promise<void> {
  const db = await getDb();
  const request = await db.dataRightsRequest.findUnique({
    where: { id: requestId },
    select: { status: true, kind: true, userId: true, user: { select: { email: true, deactivatedAt: true } } },
  });
  if (!request || request.kind !== "EXPORT" || request.status !== "PENDING" || request.user.deactivatedAt) return;

  const now = new Date();
  const zip = personalDataZip(await collectPersonalData({ userId: request.userId }), now);
  const key = createStorageKey({ userId: request.userId, purpose: "data-export" });
  const storage = getFileStorage();
  await storage.putObject({ key, contentType: "application/zip", body: zip });
  const expiresAt = new Date(now.getTime() + EXPORT_LINK_DAYS * DAY_MS);

  const marked = await db.$transaction(async (tx) => {
    const { count } = await tx.dataRightsRequest.updateMany({
      where: { id: requestId, status: "PENDING" },
      data: { status: "READY", fileKey: key, fileExpiresAt: expiresAt, completedAt: now },
    });
    if (count === 1) {
      await queueEmail(tx, dataExportReadyMessage({ to: request.user.email, link: absoluteUrl(YOUR_DATA_PATH), expiresAt }));
    }
    return count === 1;
  });
  if (!marked) await storage.delete(key);
}
