import "server-only";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import type { Investigation } from "@/lib/integrations/clearing-firm/types";
import { getFileStorage } from "@/lib/integrations/storage/get-file-storage";
import { DOWNLOAD_LINK_LIFETIME_SECONDS } from "@/lib/uploads/upload-rules";
import { documentTypeLabel, VERIFICATION_FIELDS, type VerificationFieldKey } from "./identity-verification-rules";

export const INVESTIGATION_ACCOUNT_NOT_FOUND_MESSAGE = "Investing account not found.";

export type UploadedDate = { year: number; month: number; day: number };

export type ApexInvestigationDocument = {
  id: string;
  name: string;
  /** Signed, valid DOWNLOAD_LINK_LIFETIME_SECONDS; never stored or logged. */
  downloadLink: string;
  downloadLinkExpiresAt: Date;
  /** An identity document of the investigation, or an account document (the 3210 letter): one of the two. */
  idDocument: { documentType: string; documentTypeLabel: string; uploadedDate: UploadedDate } | null;
  accountDocument: { documentType: string; documentTypeLabel: string; uploadedDate: UploadedDate; accountId: string } | null;
};

export type ApexInvestigation = Omit<Investigation, "providedVerification" | "documentIds" | "correspondentId" | "identityVerification" | "watchlistScreen"> & {
  correspondentId: string | null;
  identityVerification: string | null;
  watchlistScreen: string | null;
  providedVerification: Record<VerificationFieldKey, boolean>;
  /** The four flags with the labels staff read (002 §3): Name, Address, Tax ID, Date of Birth. */
  verificationFields: Array<{ key: VerificationFieldKey; label: string; value: boolean }>;
  documents: ApexInvestigationDocument[];
  account: { id: string; accountId: string | null; accountNumber: string | null; state: string; userId: string };
  syncedAt: Date | null;
};

const FILE_EXTENSIONS: Record<string, string> = { "image/jpeg": ".jpg", "image/png": ".png", "application/pdf": ".pdf" };

type Json = unknown;
const list = (value: Json): Array<Record<string, unknown>> => (Array.isArray(value) ? (value as Array<Record<string, unknown>>) : []);
const text = (value: unknown): string => (value === null || value === undefined ? "" : String(value));
const date = (value: unknown): Date => new Date(typeof value === "string" || typeof value === "number" ? value : 0);
const dateParts = (value: Date): UploadedDate => ({ year: value.getUTCFullYear(), month: value.getUTCMonth() + 1, day: value.getUTCDate() });

/**
 * 002 §3 Identity investigation (read-only), for staff: everything the clearing firm reported about the holder of
 * one investing account (our id or the clearing firm's), as last synced, and the documents with short-lived download
 * links. Null when the clearing firm has not reported an investigation yet. Every view is audited and shown to the
 * member on My Plan.
 */
export async function getApexInvestigation({
  viewer,
  accountId,
  ipAddress = null,
}: {
  viewer: Viewer | null;
  accountId: string;
  ipAddress?: string | null;
}): Promise<ApexInvestigation | null> {
  authorize(viewer, "identity-investigation:read");
  const db = await getDb();
  const account = await db.investingAccount.findFirst({
    where: { OR: [{ id: accountId }, { accountId }] },
    select: { id: true, accountId: true, accountNumber: true, state: true, userId: true, syncedAt: true },
  });
  if (!account) throw new AppError(AppErrorCode.NOT_FOUND, INVESTIGATION_ACCOUNT_NOT_FOUND_MESSAGE);

  // The holder's one investigation is stored on the account that first reported it; the holder's others share it.
  const investigation =
    (await db.identityInvestigation.findFirst({ where: { investingAccountId: account.id }, orderBy: { updatedAt: "desc" } })) ??
    (await db.identityInvestigation.findFirst({ where: { account: { userId: account.userId } }, orderBy: { updatedAt: "desc" } }));

  await recordAuditEvent({
    actorUserId: viewer.actor.id,
    subjectUserId: account.userId,
    action: "identity-investigation.viewed",
    operation: "apexInvestigation",
    metadata: { investingAccountId: account.id },
    ipAddress,
  });
  if (!investigation) return null;

  const rows = await db.identityDocument.findMany({
    where: {
      uploadedAt: { not: null },
      OR: [{ identityInvestigationId: investigation.id }, { investingAccountId: account.id, documentType: "LETTER3210" }],
    },
    orderBy: [{ uploadedAt: "asc" }, { id: "asc" }],
    select: { id: true, documentType: true, mimeType: true, storageKey: true, externalDocumentId: true, uploadedAt: true, investingAccountId: true },
  });
  const storage = getFileStorage();
  const documents = await Promise.all(
    rows.map(async (row): Promise<ApexInvestigationDocument> => {
      const uploadedDate = dateParts(row.uploadedAt!);
      const kind = { documentType: row.documentType, documentTypeLabel: documentTypeLabel(row.documentType), uploadedDate };
      const extension = FILE_EXTENSIONS[row.mimeType] ?? "";
      const link = await storage.createDownloadUrl({
        key: row.storageKey,
        expiresInSeconds: DOWNLOAD_LINK_LIFETIME_SECONDS,
        downloadName: `${row.documentType.toLowerCase()}-${row.id}${extension}`,
      });
      const isAccountDocument = row.documentType === "LETTER3210";
      return {
        id: row.id,
        name: row.externalDocumentId ? `documents/${row.externalDocumentId}` : `documents/${row.id}`,
        downloadLink: link.url,
        downloadLinkExpiresAt: link.expiresAt,
        idDocument: isAccountDocument ? null : kind,
        accountDocument: isAccountDocument ? { ...kind, accountId: row.investingAccountId ?? account.id } : null,
      };
    }),
  );

  const providedVerification = Object.fromEntries(VERIFICATION_FIELDS.map(({ key }) => [key, investigation[key]])) as Record<
    VerificationFieldKey,
    boolean
  >;
  return {
    name: investigation.name,
    investigationRequestState: investigation.investigationRequestState as Investigation["investigationRequestState"],
    correspondentId: investigation.correspondentId,
    identityVerificationScope: investigation.identityVerificationScope,
    identityVerification: investigation.identityVerification,
    watchlistScreen: investigation.watchlistScreen,
    results: list(investigation.results).map((result) => ({
      customerIdentificationId: text(result.customerIdentificationId),
      identityVerificationTypes: Array.isArray(result.identityVerificationTypes) ? result.identityVerificationTypes.map(String) : [],
      identityVerificationPassed: result.identityVerificationPassed === true,
      externalVendor: text(result.externalVendor),
      documentIds: Array.isArray(result.documentIds) ? result.documentIds.map(String) : [],
      createTime: date(result.createTime),
      providedBy: text(result.providedBy),
    })),
    watchlistMatches: list(investigation.watchlistMatches).map((match) => ({
      active: match.active === true,
      excludeFromScreening: match.excludeFromScreening === true,
      matchState: text(match.matchState),
      watchlistId: text(match.watchlistId),
      watchlistItemId: text(match.watchlistItemId),
    })),
    auditTrail: list(investigation.auditTrail).map((entry) => ({
      auditType: text(entry.auditType),
      field: text(entry.field),
      oldValue: text(entry.oldValue),
      newValue: text(entry.newValue),
      updateUser: text(entry.updateUser),
      updateTime: date(entry.updateTime),
      comment: text(entry.comment),
    })),
    providedVerification,
    verificationFields: VERIFICATION_FIELDS.map(({ key, label }) => ({ key, label, value: providedVerification[key] })),
    documents,
    account: { id: account.id, accountId: account.accountId, accountNumber: account.accountNumber, state: account.state, userId: account.userId },
    syncedAt: account.syncedAt,
  };
}
