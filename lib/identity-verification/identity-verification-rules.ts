import { z } from "zod";
import { MAX_UPLOAD_BYTES } from "@/lib/uploads/upload-rules";
import { IDENTITY_DOCUMENT_TYPE_NAMES, fromWireMimeType, UPLOAD_MESSAGES } from "./identity-verification-fields";

// Identity verification (spec 001 §2, §3, §4, §8, §9): the fields a person's identity investigation verifies, the ID
// types and the fields each covers, and the upload's wire format. Shared by the dialog and the server.

export * from "./identity-verification-fields";

/** 001 §7 CreateIdentityDocumentUploadLink's uploadFile. */
export const identityUploadFileSchema = z.object({
  mimeType: z
    .string()
    .transform((value, context) => {
      const contentType = fromWireMimeType(value);
      if (!contentType) {
        context.addIssue({ code: "custom", message: UPLOAD_MESSAGES.error });
        return z.NEVER;
      }
      return contentType;
    }),
  documentType: z.enum(IDENTITY_DOCUMENT_TYPE_NAMES, { message: UPLOAD_MESSAGES.error }),
  /** The file's size when the browser sent it: signed into the link, so the PUT must carry exactly that many bytes. */
  size: z.number().int().positive().max(MAX_UPLOAD_BYTES).nullish(),
});

/** 001 §7 UpdateApexInvestigation: the part of the investigation name after the slash, and our document ids. */
export const updateInvestigationSchema = z.object({
  investigationId: z.string().trim().min(1, UPLOAD_MESSAGES.error).max(200, UPLOAD_MESSAGES.error),
  documentIds: z.array(z.string().min(1).max(100)).min(1, UPLOAD_MESSAGES.error).max(10, UPLOAD_MESSAGES.error),
});
