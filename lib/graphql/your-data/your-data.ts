import { clearSessionCookies } from "@/lib/auth/clear-session-cookies";
import { builder } from "@/lib/graphql/builder";
import { SETS_SESSION_COOKIES } from "@/lib/graphql/operation-declarations";
import { payloadType, runPayload } from "@/lib/graphql/payload";
import { listDataRightsRequests, type DataRightsRequestView } from "@/lib/your-data/list-data-rights-requests";
import { requestAccountDeletion } from "@/lib/your-data/request-account-deletion";
import { requestDataExport } from "@/lib/your-data/request-data-export";
import { sendAccountDeletionCode } from "@/lib/your-data/send-account-deletion-code";

// Your data (issue 13 item 8; names ours): the export and the account deletion /ccpa promises. Like the member's
// security settings, never in Coach Mode (own-security:write): a coach neither downloads nor deletes a member's data.

const DataRightsRequestType = builder.objectRef<DataRightsRequestView>("DataRightsRequest").implement({
  description: "A request to download or delete the member's data.",
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.exposeString("kind", { description: "EXPORT or DELETE." }),
    status: t.exposeString("status", {
      description: "PENDING (being handled), READY (an export to download), COMPLETED, FAILED.",
    }),
    requestedAt: t.field({ type: "DateTime", resolve: (request) => request.requestedAt }),
    dueAt: t.field({ type: "DateTime", description: "The answer is due by then (45 days).", resolve: (r) => r.dueAt }),
    completedAt: t.field({ type: "DateTime", nullable: true, resolve: (request) => request.completedAt }),
    downloadExpiresAt: t.field({
      type: "DateTime",
      nullable: true,
      description: "A ready export downloads from /api/your-data/exports/{id} until then.",
      resolve: (request) => request.downloadExpiresAt,
    }),
    waitingReason: t.exposeString("waitingReason", {
      nullable: true,
      description: "Why a deletion is handled by staff (a legal hold, an investing account).",
    }),
  }),
});

builder.queryField("dataRightsRequests", (t) =>
  t.withAuth({ can: "own-security:write" }).field({
    type: [DataRightsRequestType],
    description: "The member's export and deletion requests of the last year, newest first.",
    resolve: (_root, _args, { viewer }) => listDataRightsRequests({ userId: viewer.userId }),
  }),
);

type ExportResult = { requestId: string | null; error: string | null };

const RequestDataExportPayload = payloadType<ExportResult>("RequestDataExportPayload", {
  fields: (t) => ({ requestId: t.exposeID("requestId", { nullable: true }) }),
});

builder.mutationField("requestDataExport", (t) =>
  t.withAuth({ can: "own-security:write" }).field({
    type: RequestDataExportPayload,
    description: "Gathers everything about the member into a zip (JSON and CSV) by a job; the member is emailed when it is ready.",
    resolve: (_root, _args, { viewer }) =>
      runPayload<ExportResult>(
        async () => ({ error: null, ...(await requestDataExport({ userId: viewer.userId })) }),
        ({ error }) => ({ error, requestId: null }),
      ),
  }),
);

type DeleteResult = { status: string | null; waitingReason: string | null; error: string | null; errorField?: string | null };

const DeleteAccountPayload = payloadType<DeleteResult>("DeleteAccountPayload", {
  errorField: "currentPassword (or code, for a member without a password) when it is missing or wrong.",
  fields: (t) => ({
    status: t.exposeString("status", {
      nullable: true,
      description: "DELETING: signed out everywhere, data being deleted. WAITING: recorded for staff (see waitingReason).",
    }),
    waitingReason: t.exposeString("waitingReason", { nullable: true }),
  }),
});

builder.mutationField("deleteAccount", (t) =>
  t.withAuth({ can: "own-security:write" }).field({
    ...SETS_SESSION_COOKIES,
    type: DeleteAccountPayload,
    description:
      "Deletes the member's account after the current password, or the emailed code for a member who signs in with " +
      "Google or their company (at most two requests in twelve months). Closes it at " +
      "once and clears the session cookies, unless a legal hold or an investing account makes it staff's to answer.",
    args: {
      currentPassword: t.arg.string(),
      code: t.arg.string({ description: "From sendAccountDeletionCode; only for a member without a password." }),
    },
    resolve: (_root, args, { viewer, ipAddress, responseCookies }) =>
      runPayload<DeleteResult>(
        async () => {
          const outcome = await requestAccountDeletion({
            userId: viewer.userId,
            currentPassword: args.currentPassword,
            code: args.code,
            ipAddress,
          });
          if (outcome.status === "DELETING") clearSessionCookies(responseCookies);
          return { error: null, status: outcome.status, waitingReason: outcome.status === "WAITING" ? outcome.waitingReason : null };
        },
        ({ error, errorField }) => ({ error, errorField, status: null, waitingReason: null }),
      ),
  }),
);

type SendCodeResult = { didSend: boolean; error: string | null };

const SendAccountDeletionCodePayload = payloadType<SendCodeResult>("SendAccountDeletionCodePayload", {
  fields: (t) => ({ didSend: t.exposeBoolean("didSend") }),
});

builder.mutationField("sendAccountDeletionCode", (t) =>
  t.withAuth({ can: "own-security:write" }).field({
    type: SendAccountDeletionCodePayload,
    description:
      "Emails the member who signs in with Google or their company (no password) a six-digit code that confirms " +
      "deleteAccount. Only the newest code works; one every 30 seconds, a few an hour.",
    resolve: (_root, _args, { viewer }) =>
      runPayload<SendCodeResult>(
        async () => {
          await sendAccountDeletionCode({ userId: viewer.userId });
          return { didSend: true, error: null };
        },
        ({ error }) => ({ error, didSend: false }),
      ),
  }),
);
