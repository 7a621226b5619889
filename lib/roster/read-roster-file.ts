import "server-only";
import { AppError, AppErrorCode } from "@/lib/errors";
import type { FileStorage } from "@/lib/integrations/storage/types";
import { UPLOAD_NOT_FOUND_MESSAGE } from "@/lib/uploads/upload-rules";
import { MAX_ROSTER_FILE_BYTES, ROSTER_FILE_TOO_LARGE_MESSAGE } from "./create-roster-upload-link";

/** The stored roster file as text (UTF-8); a missing or oversized object is refused. */
export async function readRosterFile(storage: FileStorage, key: string): Promise<string> {
  const stored = await storage.head(key);
  if (!stored) throw new AppError(AppErrorCode.NOT_FOUND, UPLOAD_NOT_FOUND_MESSAGE);
  if (stored.size > MAX_ROSTER_FILE_BYTES) throw new AppError(AppErrorCode.INVALID_INPUT, ROSTER_FILE_TOO_LARGE_MESSAGE);
  const bytes = await storage.readFirstBytes({ key, length: stored.size });
  if (!bytes) throw new AppError(AppErrorCode.NOT_FOUND, UPLOAD_NOT_FOUND_MESSAGE);
  const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
  if (text.includes("\u0000")) throw new AppError(AppErrorCode.INVALID_INPUT, "The file is not a CSV text file.");
  return text;
}
