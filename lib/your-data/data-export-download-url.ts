import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { getFileStorage } from "@/lib/integrations/storage/get-file-storage";
import { YOUR_DATA_MESSAGES } from "./data-rights-policy";

/**
 * A one-minute link to the member's own ready export. Another member's id answers like a missing one; an expired one
 * says so.
 */
export async function dataExportDownloadUrl({ userId, requestId }: { userId: string; requestId: string }): Promise<string> {
  const db = await getDb();
  const request = await db.dataRightsRequest.findFirst({
    where: { id: requestId, userId, kind: "EXPORT" },
    select: { status: true, fileKey: true, fileExpiresAt: true, createdAt: true },
  });
  if (!request || !request.fileKey) throw new AppError(AppErrorCode.NOT_FOUND, YOUR_DATA_MESSAGES.exportNotFound);
  if (request.status !== "READY" || !request.fileExpiresAt || request.fileExpiresAt <= new Date()) {
    throw new AppError(AppErrorCode.NOT_FOUND, YOUR_DATA_MESSAGES.exportExpired);
  }
  const day = request.createdAt.toISOString().slice(0, 10);
  const { url } = await getFileStorage().createDownloadUrl({
    key: request.fileKey,
    expiresInSeconds: 60,
    downloadName: `your-data-${day}.zip`,
  });
  return url;
}
