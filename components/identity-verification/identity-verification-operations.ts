import { graphql } from "@/lib/graphql/client/graphql";

// /documents (spec 001 §2, §3, §4, §7): the member's identity verification and the upload sequence.

export const IDENTITY_VERIFICATIONS = graphql(`query IdentityVerifications {
  identityVerifications {
    investigationId needsDocument
    accounts { id title nickname registrationType state }
    fields { key label value uploaded }
  }
}`);

export const CREATE_IDENTITY_DOCUMENT_UPLOAD_LINK = graphql(`mutation CreateIdentityDocumentUploadLink($uploadFile: UploadFileInput!) {
  createIdentityDocumentUploadLink(uploadFile: $uploadFile) { error uploadLink documentId }
}`);

export const UPDATE_APEX_INVESTIGATION = graphql(`mutation UpdateApexInvestigation($investigationId: String!, $documentIds: [ID!]!) {
  updateApexInvestigation(investigationId: $investigationId, documentIds: $documentIds) { error didUpdate }
}`);

/** What an upload changes: the fields on /documents and the investing accounts' states (apexAccounts). */
export const IDENTITY_UPLOAD_CONTEXT = { additionalTypenames: ["IdentityVerification", "ApexAccount"] };
