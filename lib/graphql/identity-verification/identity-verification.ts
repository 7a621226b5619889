import { builder } from "@/lib/graphql/builder";
import { UploadFileInput } from "@/lib/graphql/investing/upload-file-input";
import { payloadType, runPayload, type ErrorFields } from "@/lib/graphql/payload";
import { createIdentityDocumentUploadLink } from "@/lib/identity-verification/create-identity-document-upload-link";
import {
  getApexInvestigation,
  type ApexInvestigation,
  type ApexInvestigationDocument,
  type UploadedDate,
} from "@/lib/identity-verification/get-apex-investigation";
import {
  listIdentityVerifications,
  type IdentityVerification,
  type IdentityVerificationField,
} from "@/lib/identity-verification/list-identity-verifications";
import { updateApexInvestigation } from "@/lib/identity-verification/update-apex-investigation";

// Identity verification (spec 001 §2, §3, §4, §7, §8; 002 §3, §7): the member's upload of an ID to their identity
// investigation on /documents, and the staff's read-only view of an investigation.

type UploadLinkResult = ErrorFields & { uploadLink: string | null; documentId: string | null };

const CreateIdentityDocumentUploadLinkPayload = payloadType<UploadLinkResult>("CreateIdentityDocumentUploadLinkPayload", {
  retryAfterSeconds: true,
  fields: (t) => ({
    uploadLink: t.string({
      nullable: true,
      description: "PUT the file here with its Content-Type within 15 minutes; 200 means stored.",
      resolve: (result) => result.uploadLink,
    }),
    documentId: t.id({ nullable: true, description: "Send it with updateApexInvestigation once stored.", resolve: (result) => result.documentId }),
  }),
});

builder.mutationField("createIdentityDocumentUploadLink", (t) =>
  t.withAuth({ can: "investing:open" }).field({
    type: CreateIdentityDocumentUploadLinkPayload,
    description:
      "A short-lived link to upload one ID (JPEG, PNG or PDF; documentType one of 001 §9's identity types, e.g. DRIVERS_LICENSE) while the member's identity investigation asks for a document. Never in coach mode.",
    args: { uploadFile: t.arg({ type: UploadFileInput, required: true }) },
    resolve: (_root, { uploadFile }, { viewer }) =>
      runPayload<UploadLinkResult>(
        async () => ({ error: null, ...(await createIdentityDocumentUploadLink({ viewer, uploadFile })) }),
        (fields) => ({ ...fields, uploadLink: null, documentId: null }),
      ),
  }),
);

type UpdateInvestigationResult = ErrorFields & { didUpdate: boolean };

const UpdateApexInvestigationPayload = payloadType<UpdateInvestigationResult>("UpdateApexInvestigationPayload", {
  fields: (t) => ({ didUpdate: t.exposeBoolean("didUpdate") }),
});

builder.mutationField("updateApexInvestigation", (t) =>
  t.withAuth({ can: "investing:open" }).field({
    type: UpdateApexInvestigationPayload,
    description: "Attaches the member's uploaded documents to their identity investigation once each file is checked; the clearing firm is told in the background.",
    args: {
      investigationId: t.arg.string({ required: true, description: "The part of the investigation's name after the slash." }),
      documentIds: t.arg.idList({ required: true }),
    },
    resolve: (_root, { investigationId, documentIds }, { viewer }) =>
      runPayload<UpdateInvestigationResult>(
        async () => ({ error: null, ...(await updateApexInvestigation({ viewer, investigationId, documentIds: documentIds.map(String) })) }),
        (fields) => ({ ...fields, didUpdate: false }),
      ),
  }),
);

const IdentityVerificationFieldType = builder.objectRef<IdentityVerificationField>("IdentityVerificationField").implement({
  description: "001 §3: one field of the identity investigation, verified (value) or covered by an uploaded document.",
  fields: (t) => ({
    key: t.exposeString("key", { description: "nameVerified, addressVerified, taxIdVerified or birthDateVerified." }),
    label: t.exposeString("label"),
    value: t.exposeBoolean("value", { description: "Verified by the clearing firm." }),
    uploaded: t.exposeBoolean("uploaded"),
  }),
});

const IdentityVerificationAccount = builder
  .objectRef<IdentityVerification["accounts"][number]>("IdentityVerificationAccount")
  .implement({
    fields: (t) => ({
      id: t.exposeID("id"),
      title: t.exposeString("title", { nullable: true }),
      nickname: t.exposeString("nickname", { nullable: true }),
      registrationType: t.exposeString("registrationType"),
      state: t.exposeString("state"),
    }),
  });

const IdentityVerificationType = builder.objectRef<IdentityVerification>("IdentityVerification").implement({
  description: "The member's identity investigation as /documents shows it.",
  fields: (t) => ({
    investigationId: t.exposeString("investigationId"),
    needsDocument: t.exposeBoolean("needsDocument", { description: "The clearing firm asks for an ID." }),
    accounts: t.field({ type: [IdentityVerificationAccount], resolve: (verification) => verification.accounts }),
    fields: t.field({ type: [IdentityVerificationFieldType], resolve: (verification) => verification.fields }),
  }),
});

builder.queryField("identityVerifications", (t) =>
  t.withAuth({ can: "own-data:read" }).field({
    type: [IdentityVerificationType],
    description: "The member's identity investigations with the fields verified, uploaded or needed (/documents).",
    resolve: (_root, _args, { viewer }) => listIdentityVerifications({ viewer }),
  }),
);

const CalendarDateType = builder.objectRef<UploadedDate>("InvestigationDate").implement({
  fields: (t) => ({ year: t.exposeInt("year"), month: t.exposeInt("month"), day: t.exposeInt("day") }),
});

type DocumentKind = NonNullable<ApexInvestigationDocument["accountDocument"]>;

const IdDocumentType = builder.objectRef<Omit<DocumentKind, "accountId">>("InvestigationIdDocument").implement({
  fields: (t) => ({
    documentType: t.exposeString("documentType"),
    documentTypeLabel: t.exposeString("documentTypeLabel"),
    uploadedDate: t.field({ type: CalendarDateType, resolve: (document) => document.uploadedDate }),
  }),
});

const AccountDocumentType = builder.objectRef<DocumentKind>("InvestigationAccountDocument").implement({
  fields: (t) => ({
    documentType: t.exposeString("documentType"),
    documentTypeLabel: t.exposeString("documentTypeLabel"),
    uploadedDate: t.field({ type: CalendarDateType, resolve: (document) => document.uploadedDate }),
    accountId: t.exposeString("accountId"),
  }),
});

const InvestigationDocumentType = builder.objectRef<ApexInvestigationDocument>("InvestigationDocument").implement({
  fields: (t) => ({
    name: t.exposeString("name"),
    downloadLink: t.exposeString("downloadLink", { description: "Signed; valid for 5 minutes." }),
    downloadLinkExpiresAt: t.expose("downloadLinkExpiresAt", { type: "DateTime" }),
    idDocument: t.field({ type: IdDocumentType, nullable: true, resolve: (document) => document.idDocument }),
    accountDocument: t.field({ type: AccountDocumentType, nullable: true, resolve: (document) => document.accountDocument }),
  }),
});

type Result = ApexInvestigation["results"][number];
type Match = ApexInvestigation["watchlistMatches"][number];
type AuditEntry = ApexInvestigation["auditTrail"][number];

const InvestigationResultType = builder.objectRef<Result>("InvestigationResult").implement({
  fields: (t) => ({
    customerIdentificationId: t.exposeString("customerIdentificationId"),
    identityVerificationTypes: t.exposeStringList("identityVerificationTypes"),
    identityVerificationPassed: t.exposeBoolean("identityVerificationPassed"),
    externalVendor: t.exposeString("externalVendor"),
    documentIds: t.exposeStringList("documentIds"),
    createTime: t.expose("createTime", { type: "DateTime" }),
    providedBy: t.exposeString("providedBy"),
  }),
});

const WatchlistMatchType = builder.objectRef<Match>("InvestigationWatchlistMatch").implement({
  fields: (t) => ({
    active: t.exposeBoolean("active"),
    excludeFromScreening: t.exposeBoolean("excludeFromScreening"),
    matchState: t.exposeString("matchState"),
    watchlistId: t.exposeString("watchlistId"),
    watchlistItemId: t.exposeString("watchlistItemId"),
  }),
});

const AuditTrailEntryType = builder.objectRef<AuditEntry>("InvestigationAuditTrailEntry").implement({
  fields: (t) => ({
    auditType: t.exposeString("auditType"),
    field: t.exposeString("field"),
    oldValue: t.exposeString("oldValue"),
    newValue: t.exposeString("newValue"),
    updateUser: t.exposeString("updateUser"),
    updateTime: t.expose("updateTime", { type: "DateTime" }),
    comment: t.exposeString("comment"),
  }),
});

const ProvidedVerificationType = builder
  .objectRef<ApexInvestigation["providedVerification"]>("InvestigationProvidedVerification")
  .implement({
    description: "The person's provided verification; staff read them as Name, Address, Tax ID and Date of Birth.",
    fields: (t) => ({
      nameVerified: t.exposeBoolean("nameVerified"),
      addressVerified: t.exposeBoolean("addressVerified"),
      taxIdVerified: t.exposeBoolean("taxIdVerified"),
      birthDateVerified: t.exposeBoolean("birthDateVerified"),
    }),
  });

const VerificationFieldType = builder
  .objectRef<ApexInvestigation["verificationFields"][number]>("InvestigationVerificationField")
  .implement({
    fields: (t) => ({ key: t.exposeString("key"), label: t.exposeString("label"), value: t.exposeBoolean("value") }),
  });

const ApexInvestigationType = builder.objectRef<ApexInvestigation>("ApexInvestigation").implement({
  description: "002 §3 identity investigation (read-only, staff), as last synced from the clearing firm.",
  fields: (t) => ({
    name: t.exposeString("name"),
    investigationRequestState: t.exposeString("investigationRequestState"),
    correspondentId: t.exposeString("correspondentId", { nullable: true }),
    identityVerificationScope: t.exposeStringList("identityVerificationScope"),
    identityVerification: t.exposeString("identityVerification", { nullable: true }),
    watchlistScreen: t.exposeString("watchlistScreen", { nullable: true }),
    results: t.field({ type: [InvestigationResultType], resolve: (investigation) => investigation.results }),
    watchlistMatches: t.field({ type: [WatchlistMatchType], resolve: (investigation) => investigation.watchlistMatches }),
    auditTrail: t.field({ type: [AuditTrailEntryType], resolve: (investigation) => investigation.auditTrail }),
    providedVerification: t.field({ type: ProvidedVerificationType, resolve: (investigation) => investigation.providedVerification }),
    verificationFields: t.field({ type: [VerificationFieldType], resolve: (investigation) => investigation.verificationFields }),
    documents: t.field({ type: [InvestigationDocumentType], resolve: (investigation) => investigation.documents }),
  }),
});

builder.queryField("apexInvestigation", (t) =>
  t.withAuth({ can: "identity-investigation:read" }).field({
    type: ApexInvestigationType,
    nullable: true,
    description: "Staff only: the identity investigation of a member's investing account (our id or the clearing firm's); null before the clearing firm reported one. Each view is audited.",
    args: { accountId: t.arg.id({ required: true }) },
    resolve: (_root, { accountId }, { viewer, ipAddress }) => getApexInvestigation({ viewer, accountId: String(accountId), ipAddress }),
  }),
);
