import { builder } from "@/lib/graphql/builder";
import { payloadType, runPayload } from "@/lib/graphql/payload";
import { createAccountDocumentUploadLink } from "@/lib/investing/create-account-document-upload-link";
import { UploadFileInput } from "./upload-file-input";

type UploadLinkResult = { error: string | null; uploadLink: string | null; documentId: string | null };

const AccountDocumentUploadLinkPayload = payloadType<UploadLinkResult>("AccountDocumentUploadLinkPayload", {
  fields: (t) => ({
    uploadLink: t.exposeString("uploadLink", { nullable: true, description: "PUT the file here with its Content-Type." }),
    documentId: t.exposeID("documentId", { nullable: true }),
  }),
});

builder.mutationField("createAccountDocumentUploadLink", (t) =>
  t.withAuth({ can: "investing:open" }).field({
    type: AccountDocumentUploadLinkPayload,
    description: "A link to upload the signed 3210 letter (documentType LETTER3210) to one of the member's accounts.",
    args: {
      uploadFile: t.arg({ type: UploadFileInput, required: true }),
      accountId: t.arg.string({ required: true }),
    },
    resolve: (_root, { uploadFile, accountId }, { viewer }) =>
      runPayload<UploadLinkResult>(
        async () => ({ error: null, ...(await createAccountDocumentUploadLink({ viewer, accountId, uploadFile })) }),
        ({ error }) => ({ error, uploadLink: null, documentId: null }),
      ),
  }),
);
