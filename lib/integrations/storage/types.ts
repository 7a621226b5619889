// Private file storage: objects are written and read only through short-lived signed URLs the server hands out, or
// by the server itself. Nothing is ever public. Keys are made by the server (createStorageKey), never by a client.

/** What the browser needs to send the file: PUT the bytes to `url` with exactly these headers, before `expiresAt`. */
export type PresignedUpload = {
  url: string;
  method: "PUT";
  headers: Record<string, string>;
  expiresAt: Date;
};

export type PresignedDownload = { url: string; expiresAt: Date };

export type StoredObject = { key: string; contentType: string; size: number };

export type CreateUploadUrlInput = {
  key: string;
  /** The one content type the PUT may carry (signed: any other is refused). */
  contentType: string;
  /** The largest body accepted. */
  maxBytes: number;
  /**
   * The file's exact size, when the caller knows it (a browser does: File.size). Signed, so a body of any other
   * length is refused at the PUT. Without it the S3 adapter cannot cap the PUT (see docs/decisions.md): confirm the
   * upload (lib/uploads/confirm-upload.ts), which checks the stored size too.
   */
  contentLength?: number;
  expiresInSeconds: number;
};

export type CreateDownloadUrlInput = {
  key: string;
  expiresInSeconds: number;
  /** Sent as `Content-Disposition: attachment; filename=...` when given. */
  downloadName?: string;
};

export interface FileStorage {
  createUploadUrl(input: CreateUploadUrlInput): Promise<PresignedUpload>;
  createDownloadUrl(input: CreateDownloadUrlInput): Promise<PresignedDownload>;
  /** The stored object's type and size; undefined when there is none. */
  head(key: string): Promise<StoredObject | undefined>;
  /** Up to `length` bytes from the start of the object (for the magic-byte check); undefined when there is none. */
  readFirstBytes(input: { key: string; length: number }): Promise<Uint8Array | undefined>;
  /** Stores bytes the server made itself (a data export), replacing any object at `key`. */
  putObject(input: { key: string; contentType: string; body: Uint8Array }): Promise<StoredObject>;
  /** Removes the object; removing a missing one is not an error (as in S3). */
  delete(key: string): Promise<void>;
}

export type StorageErrorKind = "INVALID_KEY" | "TOO_LARGE" | "INVALID_REQUEST";

export class StorageError extends Error {
  readonly kind: StorageErrorKind;

  constructor(kind: StorageErrorKind, message: string) {
    super(message);
    this.name = "StorageError";
    this.kind = kind;
  }
}
