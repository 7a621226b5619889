import { createHash } from "node:crypto";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { getClearingFirm } from "@/lib/integrations/clearing-firm/get-clearing-firm";
import { getFileStorage } from "@/lib/integrations/storage/get-file-storage";
import { DOWNLOAD_LINK_LIFETIME_SECONDS } from "@/lib/uploads/upload-rules";
import { clearingFirmRefusal } from "./clearing-firm-refusal";
import { findOwnInvestingAccount } from "./find-own-investing-account";

export const INVESTING_DOCUMENT_NOT_FOUND_MESSAGE = "Document not found.";

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/**
 * A short-lived link to one of the clearing firm's documents for the member's account (a statement, a trade
 * confirmation, a tax form): fetched from the clearing firm once, kept in private storage under a key made from the
 * account and document ids, then handed out as a five-minute link. Only the owner: never in coach mode (statements
 * carry the account number and tax details).
 */
export async function createInvestingDocumentLink({
  viewer,
  accountId,
  documentId,
}: {
  viewer: Viewer | null;
  accountId: string;
  documentId: string;
}): Promise<{ url: string; expiresAt: Date }> {
  authorize(viewer, "investing-documents:download");
  const db = await getDb();
  const account = await findOwnInvestingAccount(db, viewer.userId, accountId);
  if (!account.accountId) throw new AppError(AppErrorCode.NOT_FOUND, INVESTING_DOCUMENT_NOT_FOUND_MESSAGE);
  const clearingFirm = getClearingFirm();
  const storage = getFileStorage();
  try {
    const document = (await clearingFirm.getAccountDocuments({ accountId: account.accountId })).find((candidate) => candidate.documentId === documentId);
    if (!document) throw new AppError(AppErrorCode.NOT_FOUND, INVESTING_DOCUMENT_NOT_FOUND_MESSAGE);
    const digest = createHash("sha256").update(`${account.accountId}\n${documentId}`).digest("hex").slice(0, 40);
    const key = `users/${viewer.userId}/investing-document/${digest}`;
    if (!(await storage.head(key))) {
      const { content } = await clearingFirm.downloadAccountDocument({ accountId: account.accountId, documentId });
      if (!PDF_MAGIC.every((byte, index) => content[index] === byte)) {
        throw new AppError(AppErrorCode.UNAVAILABLE, "The document could not be read. Please try again later.");
      }
      await storage.putObject({ key, contentType: "application/pdf", body: content });
    }
    return storage.createDownloadUrl({ key, expiresInSeconds: DOWNLOAD_LINK_LIFETIME_SECONDS, downloadName: `${downloadName(document.name)}.pdf` });
  } catch (error) {
    throw await clearingFirmRefusal(error);
  }
}

/** The document's name as a file name: letters, digits and dashes. */
function downloadName(name: string): string {
  return name.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 80) || "document";
}
