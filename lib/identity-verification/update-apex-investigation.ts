import "server-only";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { QUEUES } from "@/lib/jobs/queues";
import { logger } from "@/lib/log/logger";
import { confirmUpload } from "@/lib/uploads/confirm-upload";
import { parseInput } from "@/lib/validation/parse-input";
import { findMemberInvestigations } from "./find-member-investigations";
import { UPLOAD_MESSAGES, updateInvestigationSchema } from "./identity-verification-rules";

/**
 * 001 §4 Upload sequence, last step: the browser has PUT the files; tell the identity investigation about them. Only
 * the member's own documents and investigation, never in coach mode. Each file must be in storage, within 10 MB and
 * really a JPEG, PNG or PDF by its first bytes (confirmUpload deletes anything else); otherwise nothing changes.
 * The documents are marked uploaded and, in the same transaction, a job sends them to the clearing firm
 * (forwardIdentityDocuments). Documents already uploaded are not sent again, so a retried call does nothing twice.
 */
export async function updateApexInvestigation({
  viewer,
  investigationId,
  documentIds,
}: {
  viewer: Viewer | null;
  investigationId: string;
  documentIds: string[];
}): Promise<{ didUpdate: true }> {
  authorize(viewer, "investing:open");
  const input = parseInput(updateInvestigationSchema, { investigationId, documentIds }, { message: UPLOAD_MESSAGES.error, field: null });
  const db = await getDb();
  const investigation = (await findMemberInvestigations(db, viewer.userId)).find(
    ({ name }) => name === `investigations/${input.investigationId}`,
  );
  if (!investigation) throw new AppError(AppErrorCode.NOT_FOUND, UPLOAD_MESSAGES.error);

  const ids = [...new Set(input.documentIds)];
  const documents = await db.identityDocument.findMany({
    where: { id: { in: ids }, userId: viewer.userId, documentType: { not: "LETTER3210" } },
    select: { id: true, storageKey: true, mimeType: true, uploadedAt: true, identityInvestigationId: true },
  });
  const belongsElsewhere = documents.some(
    (document) => document.identityInvestigationId !== null && document.identityInvestigationId !== investigation.id,
  );
  if (documents.length !== ids.length || belongsElsewhere) throw new AppError(AppErrorCode.NOT_FOUND, UPLOAD_MESSAGES.error);

  const pending = documents.filter((document) => document.uploadedAt === null);
  if (pending.length === 0) return { didUpdate: true };
  if (!investigation.needsDocument) throw new AppError(AppErrorCode.CONFLICT, UPLOAD_MESSAGES.error);

  for (const document of pending) {
    await confirmUpload({ key: document.storageKey, contentType: document.mimeType }).catch((error: unknown) => {
      logger.info({ identityDocumentId: document.id, err: error }, "identity document refused");
      throw new AppError(AppErrorCode.INVALID_INPUT, UPLOAD_MESSAGES.error, { cause: error });
    });
  }

  await db.$transaction(async (tx) => {
    // Only rows still pending: of two calls racing with the same document, one marks and enqueues it, the other not.
    const marked: string[] = [];
    for (const { id } of pending) {
      const { count } = await tx.identityDocument.updateMany({
        where: { id, uploadedAt: null },
        data: { uploadedAt: new Date(), identityInvestigationId: investigation.id, investingAccountId: investigation.accounts[0]!.id },
      });
      if (count === 1) marked.push(id);
    }
    if (marked.length === 0) return;
    await enqueueJob(tx, QUEUES.forwardIdentityDocuments.name, { identityInvestigationId: investigation.id, documentIds: marked });
  });
  return { didUpdate: true };
}
