"use client";

import { useId, useState } from "react";
import { useToast } from "@/components/ui/toast";
import { WizardFrame } from "@/components/ui/wizard-frame";
import { MAX_UPLOAD_BYTES, UPLOAD_CONTENT_TYPES, UPLOAD_TOO_LARGE_MESSAGE, UPLOAD_TYPE_MESSAGE, isUploadContentType } from "@/lib/uploads/upload-rules";
import { CREATE_ACCOUNT_DOCUMENT_UPLOAD_LINK } from "../registration-operations";
import type { StepProps } from "../wizard-state";

export const UPLOAD_MESSAGES = {
  failed: "An error has occurred while uploading the document",
  done: "Document uploaded successfully",
} as const;

/** The 3210 letter's rules before any call: one JPEG, PNG or PDF of at most 10 MB. */
export function letterProblem(file: File | null): string | null {
  if (!file) return null;
  if (!isUploadContentType(file.type)) return UPLOAD_TYPE_MESSAGE;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_TOO_LARGE_MESSAGE;
  return null;
}

/**
 * The signed 3210 letter (002 §2 step 15, §7): a link from the server for the file's type ('/' as '_'), then the file
 * PUT to it with its content type; 200 is success, and the upload success screen follows.
 */
export function UploadDocumentsStep({ frame, wizard, isComplete }: StepProps) {
  const { toast } = useToast();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const problem = letterProblem(file);
  const accountId = wizard.state.accountId;

  async function upload() {
    if (!file || problem || !accountId) return;
    setUploading(true);
    try {
      const result = await wizard.client
        .mutation(CREATE_ACCOUNT_DOCUMENT_UPLOAD_LINK, {
          uploadFile: { mimeType: file.type.replace("/", "_"), documentType: "LETTER3210", size: file.size },
          accountId,
        })
        .toPromise();
      const link = result.data?.createAccountDocumentUploadLink;
      if (!link?.uploadLink || link.error) throw new Error("no link");
      const response = await fetch(link.uploadLink, { method: "PUT", headers: { "Content-Type": file.type }, body: file });
      if (response.status !== 200) throw new Error(`upload answered ${response.status}`);
      toast({ message: UPLOAD_MESSAGES.done, theme: "success" });
      wizard.continueTo("uploadSuccess");
    } catch {
      toast({ message: UPLOAD_MESSAGES.failed, theme: "error" });
      setUploading(false);
    }
  }

  return (
    <WizardFrame
      {...frame}
      description={
        <p>
          Because you work for or with a broker-dealer, FINRA Rule 3210 asks for your employer&apos;s written consent to
          this account. Upload the signed letter as a PDF or a photo.
        </p>
      }
      onSubmit={(event) => {
        event.preventDefault();
        void upload();
      }}
      nextLabel="Upload"
      nextDisabled={!isComplete(file) || !!problem || !accountId}
      nextLoading={uploading}
    >
      <div className="flex flex-col gap-2">
        <label htmlFor={inputId} className="text-sm font-medium text-ink">
          Signed 3210 letter
        </label>
        <input
          id={inputId}
          type="file"
          accept={UPLOAD_CONTENT_TYPES.join(",")}
          aria-describedby={problem ? `${inputId}-error` : `${inputId}-hint`}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="block w-full rounded-md border border-subtle bg-surface p-2 text-sm text-ink file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700"
        />
        {problem ? (
          <p id={`${inputId}-error`} className="text-sm text-danger-700">
            {problem}
          </p>
        ) : (
          <p id={`${inputId}-hint`} className="text-sm text-muted">
            JPEG, PNG or PDF, 10 MB at most.
          </p>
        )}
      </div>
    </WizardFrame>
  );
}

/** The upload success screen (002 §4: it moves on to interestedParty). */
export function UploadSuccessStep({ frame, wizard }: StepProps) {
  return (
    <WizardFrame {...frame} onNext={() => wizard.continueTo("interestedParty")} nextLabel="Continue">
      <p className="text-base text-ink">
        We have your signed 3210 letter and will send it to the clearing firm with your application.
      </p>
    </WizardFrame>
  );
}
