// What the product accepts as an uploaded file (identity documents, signed forms): photos and PDFs only.

export const UPLOAD_CONTENT_TYPES = ["image/jpeg", "image/png", "application/pdf"] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

/** A phone photo of an ID or a scanned form fits well within this. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Long enough to send a large photo on a slow phone connection, short enough that a leaked link is soon useless. */
export const UPLOAD_LINK_LIFETIME_SECONDS = 15 * 60;

export const DOWNLOAD_LINK_LIFETIME_SECONDS = 5 * 60;

export function isUploadContentType(value: string): value is UploadContentType {
  return (UPLOAD_CONTENT_TYPES as readonly string[]).includes(value);
}

// Messages a member may read (the upload screen itself shows the spec's one toast for any failure).
export const UPLOAD_TYPE_MESSAGE = "Upload a JPEG, PNG or PDF file.";
export const UPLOAD_TOO_LARGE_MESSAGE = "The file is too large (10 MB at most).";
export const UPLOAD_NOT_FOUND_MESSAGE = "The file was not received. Please try again.";
export const UPLOAD_REJECTED_MESSAGE = "The file is not a JPEG, PNG or PDF, or does not match its type.";
