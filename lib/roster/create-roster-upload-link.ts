import "server-only";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { AppError, AppErrorCode } from "@/lib/errors";
import { getFileStorage } from "@/lib/integrations/storage/get-file-storage";
import { createStorageKey } from "@/lib/integrations/storage/storage-key";
import type { FileStorage, PresignedUpload } from "@/lib/integrations/storage/types";
import { UPLOAD_LINK_LIFETIME_SECONDS } from "@/lib/uploads/upload-rules";

export const ROSTER_FILE_CONTENT_TYPE = "text/csv";
/** 50,000 rows of a generous 400 bytes each. */
export const MAX_ROSTER_FILE_BYTES = 20 * 1024 * 1024;
export const ROSTER_FILE_TOO_LARGE_MESSAGE = "The file is too large (20 MB at most).";

/**
 * Step 1 of a roster import: a private storage key under the uploading admin and a short-lived URL the browser PUTs
 * the CSV file to (the file is larger than an API request may be). Nothing about the roster changes.
 */
export async function createRosterUploadLink({
  viewer,
  planId,
  size,
  storage = getFileStorage(),
}: {
  viewer: Viewer | null;
  planId: string;
  size: number;
  storage?: FileStorage;
}): Promise<PresignedUpload & { key: string }> {
  authorize(viewer, "plan:edit", { planId });
  if (!Number.isInteger(size) || size <= 0) throw new AppError(AppErrorCode.INVALID_INPUT, "The file is empty.", { field: "size" });
  if (size > MAX_ROSTER_FILE_BYTES) throw new AppError(AppErrorCode.INVALID_INPUT, ROSTER_FILE_TOO_LARGE_MESSAGE, { field: "size" });
  const key = createStorageKey({ userId: viewer.actor.id, purpose: "roster-file" });
  const upload = await storage.createUploadUrl({
    key,
    contentType: ROSTER_FILE_CONTENT_TYPE,
    maxBytes: MAX_ROSTER_FILE_BYTES,
    contentLength: size,
    expiresInSeconds: UPLOAD_LINK_LIFETIME_SECONDS,
  });
  return { key, ...upload };
}
