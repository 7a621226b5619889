import "server-only";
import { AppError, AppErrorCode } from "@/lib/errors";
import { getFileStorage } from "@/lib/integrations/storage/get-file-storage";
import { createStorageKey } from "@/lib/integrations/storage/storage-key";
import { StorageError, type FileStorage, type PresignedUpload } from "@/lib/integrations/storage/types";
import {
  isUploadContentType,
  MAX_UPLOAD_BYTES,
  UPLOAD_LINK_LIFETIME_SECONDS,
  UPLOAD_TOO_LARGE_MESSAGE,
  UPLOAD_TYPE_MESSAGE,
} from "./upload-rules";

/**
 * A new key for one of the user's files and a short-lived URL the browser PUTs it to. The caller keeps the key
 * with whatever the file belongs to, and calls confirmUpload once the browser says it is sent.
 */
export async function createUploadLink({
  userId,
  purpose,
  contentType,
  size,
  maxBytes = MAX_UPLOAD_BYTES,
  storage = getFileStorage(),
}: {
  userId: string;
  /** The kind of file, in kebab-case: identity-document, letter-3210... */
  purpose: string;
  contentType: string;
  /** The file's size in bytes when the browser sent it; signed into the URL (see docs/decisions.md). */
  size?: number;
  /** A smaller cap than the default 10 MB for a kind of file that needs less (bug-report screenshots). */
  maxBytes?: number;
  storage?: FileStorage;
}): Promise<PresignedUpload & { key: string }> {
  if (!isUploadContentType(contentType)) throw new AppError(AppErrorCode.INVALID_INPUT, UPLOAD_TYPE_MESSAGE);
  const key = createStorageKey({ userId, purpose });
  try {
    const upload = await storage.createUploadUrl({
      key,
      contentType,
      maxBytes,
      contentLength: size,
      expiresInSeconds: UPLOAD_LINK_LIFETIME_SECONDS,
    });
    return { key, ...upload };
  } catch (error) {
    if (error instanceof StorageError && error.kind === "TOO_LARGE") {
      throw new AppError(AppErrorCode.INVALID_INPUT, UPLOAD_TOO_LARGE_MESSAGE, { cause: error });
    }
    throw error;
  }
}
