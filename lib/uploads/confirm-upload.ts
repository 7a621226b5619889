import "server-only";
import { AppError, AppErrorCode } from "@/lib/errors";
import { getFileStorage } from "@/lib/integrations/storage/get-file-storage";
import type { FileStorage, StoredObject } from "@/lib/integrations/storage/types";
import { detectFileType, FILE_SIGNATURE_LENGTH } from "./detect-file-type";
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_NOT_FOUND_MESSAGE,
  UPLOAD_REJECTED_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
} from "./upload-rules";

/**
 * After the browser's PUT: the stored file is kept only if it is within the size cap, carries the declared type, and
 * its first bytes are that type's signature (a text file renamed .pdf is not a PDF). Anything else is deleted and
 * refused, so nothing unchecked is ever kept or offered for download.
 */
export async function confirmUpload({
  key,
  contentType,
  maxBytes = MAX_UPLOAD_BYTES,
  storage = getFileStorage(),
}: {
  key: string;
  contentType: string;
  maxBytes?: number;
  storage?: FileStorage;
}): Promise<StoredObject> {
  const stored = await storage.head(key);
  if (!stored) throw new AppError(AppErrorCode.NOT_FOUND, UPLOAD_NOT_FOUND_MESSAGE);

  // The size first: without a declared length S3 cannot cap the PUT itself.
  if (stored.size > maxBytes) return refuse(storage, key, UPLOAD_TOO_LARGE_MESSAGE);
  const firstBytes = await storage.readFirstBytes({ key, length: FILE_SIGNATURE_LENGTH });
  if (!firstBytes) throw new AppError(AppErrorCode.NOT_FOUND, UPLOAD_NOT_FOUND_MESSAGE);
  if (stored.contentType !== contentType || detectFileType(firstBytes) !== contentType) {
    return refuse(storage, key, UPLOAD_REJECTED_MESSAGE);
  }
  return stored;
}

async function refuse(storage: FileStorage, key: string, message: string): Promise<never> {
  await storage.delete(key);
  throw new AppError(AppErrorCode.INVALID_INPUT, message);
}
