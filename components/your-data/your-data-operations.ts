import { graphql } from "@/lib/graphql/client/graphql";

// Your data on /account-details (issue 13 item 8; names ours).

export const DATA_RIGHTS_REQUESTS = graphql(`query DataRightsRequests {
  dataRightsRequests { id kind status requestedAt dueAt downloadExpiresAt waitingReason }
}`);

export const REQUEST_DATA_EXPORT = graphql(`mutation RequestDataExport {
  requestDataExport { requestId error }
}`);

export const DELETE_ACCOUNT = graphql(`mutation DeleteAccount($currentPassword: String, $code: String) {
  deleteAccount(currentPassword: $currentPassword, code: $code) { status waitingReason error errorField }
}`);

export const SEND_ACCOUNT_DELETION_CODE = graphql(`mutation SendAccountDeletionCode {
  sendAccountDeletionCode { didSend error }
}`);
