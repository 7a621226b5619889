import { assertStorageKeyShape } from "./storage-key";
import { StorageError, type CreateUploadUrlInput } from "./types";

// Both adapters refuse exactly the same requests before signing anything.

/** Longest signed URL life we hand out: S3's own limit for presigned URLs is 7 days; ours are minutes. */
export const MAX_URL_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

/** Refuses what neither adapter should sign: a made-up key, a bad size or lifetime. */
export function checkUploadRequest({ key, maxBytes, contentLength, expiresInSeconds, contentType }: CreateUploadUrlInput) {
  assertStorageKeyShape(key);
  if (!/^[a-z]+\/[a-z0-9.+-]+$/.test(contentType)) throw new StorageError("INVALID_REQUEST", "Invalid content type.");
  if (!Number.isSafeInteger(maxBytes) || maxBytes < 1) throw new StorageError("INVALID_REQUEST", "Invalid size cap.");
  checkLifetime(expiresInSeconds);
  if (contentLength === undefined) return;
  if (!Number.isSafeInteger(contentLength) || contentLength < 0) {
    throw new StorageError("INVALID_REQUEST", "Invalid content length.");
  }
  if (contentLength > maxBytes) throw new StorageError("TOO_LARGE", "The file is too large.");
}

export function checkLifetime(expiresInSeconds: number): void {
  if (!Number.isSafeInteger(expiresInSeconds) || expiresInSeconds < 1 || expiresInSeconds > MAX_URL_LIFETIME_SECONDS) {
    throw new StorageError("INVALID_REQUEST", "Invalid URL lifetime.");
  }
}
