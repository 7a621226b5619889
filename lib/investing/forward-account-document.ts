import "server-only";
import { getDb } from "@/lib/db";
import { isAppError } from "@/lib/errors";
import { getClearingFirm } from "@/lib/integrations/clearing-firm/get-clearing-firm";
import type { DocumentMimeType } from "@/lib/integrations/clearing-firm/types";
import { getFileStorage } from "@/lib/integrations/storage/get-file-storage";
import { confirmUpload } from "@/lib/uploads/confirm-upload";
import { UPLOAD_NOT_FOUND_MESSAGE } from "@/lib/uploads/upload-rules";

/**
 * The job `forward-account-document`: once the browser has sent an account document (the 3210 letter), it is checked
 * by its content and sent to the clearing firm, with our document id as the request id (a retried job never sends it
 * twice). Not there yet: the job fails and is retried until the upload link has expired. Refused by the content check:
 * the file is deleted and the record dropped, as if it never arrived.
 */
export async function forwardAccountDocument({ documentId }: { documentId: string }): Promise<void> {
  const db = await getDb();
  const document = await db.identityDocument.findUnique({
    where: { id: documentId },
    select: {
      id: true,
      storageKey: true,
      mimeType: true,
      documentType: true,
      externalDocumentId: true,
      account: { select: { accountId: true } },
    },
  });
  if (!document || document.externalDocumentId || !document.account?.accountId) return;
  const storage = getFileStorage();
  let size: number;
  try {
    size = (await confirmUpload({ key: document.storageKey, contentType: document.mimeType, storage })).size;
  } catch (error) {
    if (isAppError(error) && error.message === UPLOAD_NOT_FOUND_MESSAGE) throw error;
    if (isAppError(error)) {
      await db.identityDocument.delete({ where: { id: document.id } });
      return;
    }
    throw error;
  }
  const content = await storage.readFirstBytes({ key: document.storageKey, length: size });
  if (!content) throw new Error("The uploaded document could not be read.");
  const { documentId: externalDocumentId } = await getClearingFirm().uploadDocument({
    requestId: document.id,
    owner: { accountId: document.account.accountId },
    documentType: document.documentType,
    mimeType: document.mimeType as DocumentMimeType,
    content,
  });
  await db.identityDocument.update({
    where: { id: document.id },
    data: { externalDocumentId, uploadedAt: new Date() },
  });
}
