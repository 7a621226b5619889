"use client";

import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useMutation } from "urql";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/toast";
import { WizardFrame } from "@/components/ui/wizard-frame";
import {
  ACCEPTED_FILES,
  documentTypesFor,
  fieldsVerifiedBy,
  REVIEW_TIME_TEXT,
  toWireMimeType,
  UPLOAD_MESSAGES,
  type IdentityDocumentTypeName,
  type VerificationFieldKey,
} from "@/lib/identity-verification/identity-verification-fields";
import { isUploadContentType, MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE_MESSAGE, UPLOAD_TYPE_MESSAGE } from "@/lib/uploads/upload-rules";
import {
  CREATE_IDENTITY_DOCUMENT_UPLOAD_LINK,
  IDENTITY_UPLOAD_CONTEXT,
  UPDATE_APEX_INVESTIGATION,
} from "./identity-verification-operations";

export type VerificationField = { key: string; label: string; value: boolean; uploaded: boolean };

const TOTAL_STEPS = 4;
const TITLES = {
  1: "What would you like to verify?",
  2: "Select the ID type you want to upload",
  3: "Upload an image of your ID",
  4: "We're reviewing your ID",
} as const;
type Step = keyof typeof TITLES;

/**
 * The identity verification dialog (001 §2, §4): (1) pick a field not yet verified or uploaded, (2) the ID type,
 * (3) one .jpeg, .png or .pdf file, uploaded by the 001 §4 sequence (link, PUT with its type, 200, then
 * updateApexInvestigation), (4) the review notice once every field is verified or uploaded; otherwise back to (1).
 */
export function IdentityVerificationDialog({
  open,
  onOpenChange,
  investigationId,
  fields,
  onUploaded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  investigationId: string;
  fields: readonly VerificationField[];
  /** After each successful upload: refresh what the page shows. */
  onUploaded: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Verify your identity" closeLabel="Exit" size="lg">
      {open && <VerificationSteps investigationId={investigationId} fields={fields} onUploaded={onUploaded} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function VerificationSteps({
  investigationId,
  fields,
  onUploaded,
  onDone,
}: {
  investigationId: string;
  fields: readonly VerificationField[];
  onUploaded: () => void;
  onDone: () => void;
}) {
  const [step, setStep] = useState<Step>(1);
  const [uploadedHere, setUploadedHere] = useState<ReadonlySet<string>>(new Set());
  const [field, setField] = useState<VerificationFieldKey | null>(null);
  const [documentType, setDocumentType] = useState<IdentityDocumentTypeName | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [, createLink] = useMutation(CREATE_IDENTITY_DOCUMENT_UPLOAD_LINK);
  const [, updateInvestigation] = useMutation(UPDATE_APEX_INVESTIGATION);
  const { toast } = useToast();

  const isDone = (candidate: VerificationField) => candidate.value || candidate.uploaded || uploadedHere.has(candidate.key);

  async function upload(chosen: File, type: IdentityDocumentTypeName): Promise<boolean> {
    if (!isUploadContentType(chosen.type)) return false;
    const linked = await createLink({ uploadFile: { mimeType: toWireMimeType(chosen.type), documentType: type, size: chosen.size } }, IDENTITY_UPLOAD_CONTEXT);
    const link = linked.data?.createIdentityDocumentUploadLink;
    if (!link?.uploadLink || !link.documentId || link.error) return false;
    const response = await fetch(link.uploadLink, { method: "PUT", headers: { "Content-Type": chosen.type }, body: chosen });
    if (response.status !== 200) return false;
    const updated = await updateInvestigation({ investigationId, documentIds: [link.documentId] }, IDENTITY_UPLOAD_CONTEXT);
    return updated.data?.updateApexInvestigation.didUpdate === true && !updated.data.updateApexInvestigation.error;
  }

  async function submit() {
    if (!file || !documentType || uploading) return;
    setUploading(true);
    const succeeded = await upload(file, documentType).catch(() => false);
    setUploading(false);
    if (!succeeded) {
      toast({ message: UPLOAD_MESSAGES.error, theme: "error" });
      return;
    }
    toast({ message: UPLOAD_MESSAGES.success, theme: "success" });
    const nowUploaded = new Set([...uploadedHere, ...fieldsVerifiedBy(documentType)]);
    setUploadedHere(nowUploaded);
    onUploaded();
    setField(null);
    setDocumentType(null);
    setFile(null);
    const allDone = fields.every((candidate) => candidate.value || candidate.uploaded || nowUploaded.has(candidate.key));
    setStep(allDone ? 4 : 1);
  }

  const frame = { step, totalSteps: TOTAL_STEPS, title: TITLES[step], titleAs: "h3" as const, progressLabel: "Identity verification progress" };

  if (step === 1) {
    return (
      <WizardFrame {...frame} hideBack onNext={() => setStep(2)} nextDisabled={!field}>
        <fieldset>
          <legend className="sr-only">{TITLES[1]}</legend>
          <div className="grid gap-2">
            {fields.map((candidate) => {
              const done = isDone(candidate);
              const status = candidate.value ? "Verified" : done ? "Uploaded" : null;
              return (
                <label
                  key={candidate.key}
                  className="flex min-h-11 items-center gap-3 rounded-md border border-border px-3 py-2 text-ink has-[:disabled]:bg-canvas has-[:disabled]:text-muted"
                >
                  <input
                    type="radio"
                    name="verification-field"
                    value={candidate.key}
                    disabled={done}
                    checked={field === candidate.key}
                    onChange={() => setField(candidate.key as VerificationFieldKey)}
                    className="size-4 accent-brand-700"
                  />
                  <span className="flex-1 font-medium">{candidate.label}</span>
                  {status && <span className="text-sm">{status}</span>}
                </label>
              );
            })}
          </div>
        </fieldset>
      </WizardFrame>
    );
  }

  if (step === 2 && field) {
    return (
      <WizardFrame {...frame} onBack={() => setStep(1)} onNext={() => setStep(3)} nextDisabled={!documentType}>
        <fieldset>
          <legend className="sr-only">{TITLES[2]}</legend>
          <div className="grid gap-2">
            {documentTypesFor(field).map((option) => (
              <label key={option.type} className="flex min-h-11 items-center gap-3 rounded-md border border-border px-3 py-2 text-ink">
                <input
                  type="radio"
                  name="document-type"
                  value={option.type}
                  checked={documentType === option.type}
                  onChange={() => setDocumentType(option.type)}
                  className="size-4 accent-brand-700"
                />
                <span className="font-medium">{option.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </WizardFrame>
    );
  }

  if (step === 3) {
    return (
      <WizardFrame
        {...frame}
        onBack={() => setStep(2)}
        onNext={() => void submit()}
        nextLabel="Submit"
        nextDisabled={!file || uploading}
        nextLoading={uploading}
      >
        <FilePicker file={file} onChange={setFile} disabled={uploading} />
      </WizardFrame>
    );
  }

  return (
    <WizardFrame {...frame} onNext={onDone} nextLabel="Done">
      <p className="text-ink">Thank you. Our team reviews your ID within {REVIEW_TIME_TEXT}. We will email you when your account is ready.</p>
    </WizardFrame>
  );
}

/** 001 §5: one .jpeg, .png or .pdf; an image shows a preview, a PDF its name; Delete clears it. */
function FilePicker({ file, onChange, disabled }: { file: File | null; onChange: (file: File | null) => void; disabled: boolean }) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = usePreviewUrl(file);

  function choose(chosen: File | undefined) {
    setError(null);
    if (!chosen) return onChange(null);
    if (!isUploadContentType(chosen.type)) {
      onChange(null);
      return setError(UPLOAD_TYPE_MESSAGE);
    }
    if (chosen.size > MAX_UPLOAD_BYTES) {
      onChange(null);
      return setError(UPLOAD_TOO_LARGE_MESSAGE);
    }
    onChange(chosen);
  }

  function remove() {
    onChange(null);
    setError(null);
    if (input.current) {
      input.current.value = "";
      input.current.focus();
    }
  }

  return (
    <div>
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        Your ID
      </label>
      <p id={hintId} className="text-sm text-muted">
        One photo or scan: .jpeg, .png or .pdf, up to 10 MB. Make sure every corner and all the text can be read.
      </p>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={ACCEPTED_FILES}
        disabled={disabled}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        onChange={(event) => choose(event.target.files?.[0])}
        className="mt-2 block w-full text-sm text-transparent file:mr-3 file:min-h-11 file:rounded-md file:border file:border-brand-700 file:bg-surface file:px-3 file:font-medium file:text-brand-700"
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-danger-700">
          {error}
        </p>
      )}
      {file && (
        <div className="mt-3 rounded-md border border-border p-3">
          {preview ? (
            // A local object URL of the member's own file: next/image has nothing to optimise here.
            // eslint-disable-next-line @next/next/no-img-element
            <img src={preview} alt={`Preview of ${file.name}`} className="mx-auto max-h-56 w-auto rounded" />
          ) : null}
          <div className="mt-2 flex items-center justify-between gap-3 text-sm text-ink">
            <span className="min-w-0 truncate">{file.name}</span>
            <Button variant="secondary" size="sm" onClick={remove} disabled={disabled} aria-label={`Delete ${file.name}`}>
              Delete
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

/** An object URL for an image file while it is shown (revoked after); null for a PDF or where unsupported. */
function usePreviewUrl(file: File | null): string | null {
  const url = useMemo(
    () => (file && file.type.startsWith("image/") && typeof URL.createObjectURL === "function" ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  return url;
}
