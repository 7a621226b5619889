import "server-only";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { consumeRateLimit } from "@/lib/rate-limit/consume-rate-limit";
import { createUploadLink } from "@/lib/uploads/create-upload-link";
import { parseInput } from "@/lib/validation/parse-input";
import { findMemberInvestigations } from "./find-member-investigations";
import { identityUploadFileSchema, UPLOAD_MESSAGES } from "./identity-verification-rules";

export const IDENTITY_DOCUMENT_PURPOSE = "identity-document";

/** A handful of IDs, a few retries each; more in an hour is a script filling storage. */
export const IDENTITY_UPLOAD_LIMIT = { perUserPerHour: 20 } as const;

/**
 * 001 §4 Upload sequence, first step: a new IdentityDocument row (pending: no uploadedAt) and a signed PUT link to
 * private storage for exactly the declared type (JPEG, PNG or PDF). Only the member themself (never in coach mode)
 * and only while one of their investigations asks for a document. updateApexInvestigation checks the file.
 */
export async function createIdentityDocumentUploadLink({
  viewer,
  uploadFile,
}: {
  viewer: Viewer | null;
  uploadFile: unknown;
}): Promise<{ uploadLink: string; documentId: string }> {
  authorize(viewer, "investing:open");
  const { mimeType, documentType, size } = parseInput(identityUploadFileSchema, uploadFile, { message: UPLOAD_MESSAGES.error, field: null });
  await consumeRateLimit({
    key: `identity-document-upload:user:${viewer.userId}`,
    limit: IDENTITY_UPLOAD_LIMIT.perUserPerHour,
    windowSeconds: 3600,
  });
  const db = await getDb();
  const investigations = await findMemberInvestigations(db, viewer.userId);
  if (!investigations.some((investigation) => investigation.needsDocument)) {
    throw new AppError(AppErrorCode.CONFLICT, UPLOAD_MESSAGES.error);
  }
  const link = await createUploadLink({ userId: viewer.userId, purpose: IDENTITY_DOCUMENT_PURPOSE, contentType: mimeType, size: size ?? undefined });
  const document = await db.identityDocument.create({
    data: { userId: viewer.userId, documentType, storageKey: link.key, mimeType },
    select: { id: true },
  });
  return { uploadLink: link.url, documentId: document.id };
}
