import "server-only";
import { getDb } from "@/lib/db";
import { getClearingFirm } from "@/lib/integrations/clearing-firm/get-clearing-firm";
import type { ClearingFirm, DocumentMimeType } from "@/lib/integrations/clearing-firm/types";
import { getFileStorage } from "@/lib/integrations/storage/get-file-storage";
import type { FileStorage } from "@/lib/integrations/storage/types";
import { enqueueInvestingAccountSync } from "@/lib/investing/enqueue-investing-account-sync";
import { isUploadContentType, MAX_UPLOAD_BYTES } from "@/lib/uploads/upload-rules";

/**
 * The job `forward-identity-documents`: each uploaded document of the investigation is sent to the clearing firm
 * (requestId = our document id, so a send whose answer was lost returns the same document there), its clearing-firm
 * id recorded at once (a retry skips it), then the investigation is told of them and the account synced. A failure
 * throws: the job is retried, and what was already sent is not sent again.
 */
export async function forwardIdentityDocuments({
  identityInvestigationId,
  documentIds,
  clearingFirm = getClearingFirm(),
  storage = getFileStorage(),
}: {
  identityInvestigationId: string;
  documentIds: string[];
  clearingFirm?: ClearingFirm;
  storage?: FileStorage;
}): Promise<{ forwarded: number }> {
  const db = await getDb();
  const investigation = await db.identityInvestigation.findUnique({
    where: { id: identityInvestigationId },
    select: { name: true, investingAccountId: true },
  });
  if (!investigation) return { forwarded: 0 };
  const documents = await db.identityDocument.findMany({
    where: { id: { in: documentIds }, identityInvestigationId, uploadedAt: { not: null } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, documentType: true, mimeType: true, storageKey: true, externalDocumentId: true },
  });

  const externalIds: string[] = [];
  for (const document of documents) {
    if (document.externalDocumentId) {
      externalIds.push(document.externalDocumentId);
      continue;
    }
    if (!isUploadContentType(document.mimeType)) throw new Error(`Identity document ${document.id} has an unsupported type.`);
    const content = await storage.readFirstBytes({ key: document.storageKey, length: MAX_UPLOAD_BYTES });
    if (!content) throw new Error(`Identity document ${document.id} is missing from storage.`);
    const { documentId } = await clearingFirm.uploadDocument({
      requestId: document.id,
      owner: { investigationName: investigation.name },
      documentType: document.documentType,
      mimeType: document.mimeType satisfies DocumentMimeType,
      content,
    });
    await db.identityDocument.update({ where: { id: document.id }, data: { externalDocumentId: documentId }, select: { id: true } });
    externalIds.push(documentId);
  }
  if (externalIds.length === 0) return { forwarded: 0 };

  await clearingFirm.updateInvestigation({ investigationName: investigation.name, documentIds: externalIds });
  await db.$transaction((tx) => enqueueInvestingAccountSync(tx, investigation.investingAccountId));
  return { forwarded: externalIds.length };
}
