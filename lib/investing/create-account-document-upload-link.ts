import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { QUEUES } from "@/lib/jobs/queues";
import { createUploadLink } from "@/lib/uploads/create-upload-link";
import { UPLOAD_TYPE_MESSAGE } from "@/lib/uploads/upload-rules";
import { findOwnInvestingAccount } from "./find-own-investing-account";

export const ACCOUNT_DOCUMENT_MESSAGES = {
  onlyLetter3210: "Only the signed 3210 letter can be uploaded to an account.",
  notCreated: "Your account has not been created yet.",
} as const;

/** The first look for the file comes a little after the link, when the browser has usually sent it. */
const FIRST_CHECK_DELAY_SECONDS = 20;

/**
 * A link to upload the signed FINRA 3210 letter to one of the member's accounts (002 §2 uploadDocuments, §7
 * createAccountDocumentUploadLink; `mimeType` with '_' for '/'). The browser PUTs the file to it; a job then checks the
 * file by its content and sends it to the clearing firm (forwardAccountDocument), since the screen confirms nothing.
 */
export async function createAccountDocumentUploadLink({
  viewer,
  accountId,
  uploadFile,
}: {
  viewer: Viewer | null;
  accountId: string;
  uploadFile: { mimeType: string; documentType: string; size?: number | null };
}): Promise<{ uploadLink: string; documentId: string }> {
  authorize(viewer, "investing:open");
  if (uploadFile.documentType !== "LETTER3210") {
    throw new AppError(AppErrorCode.INVALID_INPUT, ACCOUNT_DOCUMENT_MESSAGES.onlyLetter3210, { field: "documentType" });
  }
  const contentType = uploadFile.mimeType.replace("_", "/");
  const db = await getDb();
  const account = await findOwnInvestingAccount(db, viewer.userId, accountId);
  if (!account.accountId) throw new AppError(AppErrorCode.CONFLICT, ACCOUNT_DOCUMENT_MESSAGES.notCreated);
  if (!/^(image\/(jpeg|png)|application\/pdf)$/.test(contentType)) {
    throw new AppError(AppErrorCode.INVALID_INPUT, UPLOAD_TYPE_MESSAGE, { field: "mimeType" });
  }
  const upload = await createUploadLink({
    userId: viewer.userId,
    purpose: "letter-3210",
    contentType,
    size: uploadFile.size ?? undefined,
  });
  const document = await db.$transaction(async (tx) => {
    const created = await tx.identityDocument.create({
      data: {
        userId: viewer.userId,
        investingAccountId: account.id,
        documentType: "LETTER3210",
        storageKey: upload.key,
        mimeType: contentType,
      },
      select: { id: true },
    });
    await enqueueJob(tx, QUEUES.forwardAccountDocument.name, { documentId: created.id }, {
      startAfter: FIRST_CHECK_DELAY_SECONDS,
      singletonKey: `account-document:${created.id}`,
    });
    return created;
  });
  return { uploadLink: upload.url, documentId: document.id };
}
