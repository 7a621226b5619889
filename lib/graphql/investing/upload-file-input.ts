import { builder } from "@/lib/graphql/builder";

/** A file the browser is about to upload (001 §7, 002 §7): its type with '_' for '/', e.g. image_png. */
export const UploadFileInput = builder.inputType("UploadFileInput", {
  fields: (t) => ({
    mimeType: t.string({ required: true, description: "image_jpeg, image_png or application_pdf." }),
    documentType: t.string({ required: true }),
    size: t.int({ required: false, description: "The file's size in bytes; signed into the link when given." }),
  }),
});
