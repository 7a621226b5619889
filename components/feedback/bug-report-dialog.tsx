"use client";

import { useId, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useMutation } from "urql";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { TextArea } from "@/components/ui/text-area";
import { useToast } from "@/components/ui/toast";
import { useLazyZodResolver } from "@/components/forms/use-lazy-zod-resolver";
import {
  BUG_DESCRIPTION_MAX_LENGTH,
  BUG_REPORT_MESSAGES,
  isScreenshotContentType,
  SCREENSHOT_MAX_BYTES,
} from "@/lib/feedback/feedback-rules";
import type { BugReportContext } from "./bug-report-context";
import { CREATE_BUG_REPORT_SCREENSHOT_UPLOAD_LINK, REPORT_BUG } from "./feedback-operations";

const loadFormSchema = () =>
  import("@/lib/feedback/feedback-schema").then((m) => m.bugReportSchema.pick({ description: true }));
type FormValues = { description: string };

/**
 * 'Report a Bug' (spec 001 §2 Profile menu): what happened (required), an optional PNG or JPEG screenshot, and the
 * page and browser, which the form shows so the member knows what is sent. The screenshot goes straight to file
 * storage through a signed link; the report names its key and the server checks the file before keeping it.
 */
export function BugReportDialog({ context, onClose }: { context: BugReportContext | null; onClose: () => void }) {
  return (
    <Dialog
      open={context !== null}
      onOpenChange={(next) => !next && onClose()}
      title="Report a Bug"
      description="Tell us what went wrong. Our team reads every report."
    >
      {context && <BugReportForm context={context} onClose={onClose} />}
    </Dialog>
  );
}

function BugReportForm({ context, onClose }: { context: BugReportContext; onClose: () => void }) {
  const [, createUploadLink] = useMutation(CREATE_BUG_REPORT_SCREENSHOT_UPLOAD_LINK);
  const [, sendReport] = useMutation(REPORT_BUG);
  const { toast } = useToast();
  const fileInputId = useId();
  const fileHintId = useId();
  const fileErrorId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<FormValues>({ resolver: useLazyZodResolver(loadFormSchema), defaultValues: { description: "" } });
  const length = useWatch({ control, name: "description" }).length;

  function chooseFile(chosen: File | undefined) {
    setFileError(null);
    if (!chosen) return setFile(null);
    if (!isScreenshotContentType(chosen.type)) {
      setFile(null);
      return setFileError(BUG_REPORT_MESSAGES.screenshotType);
    }
    if (chosen.size > SCREENSHOT_MAX_BYTES) {
      setFile(null);
      return setFileError(BUG_REPORT_MESSAGES.screenshotTooLarge);
    }
    setFile(chosen);
  }

  function removeFile() {
    setFile(null);
    setFileError(null);
    if (fileInput.current) {
      fileInput.current.value = "";
      fileInput.current.focus();
    }
  }

  async function uploadScreenshot(screenshot: File): Promise<string> {
    const linked = await createUploadLink({ contentType: screenshot.type, size: screenshot.size });
    const payload = linked.data?.createBugReportScreenshotUploadLink;
    if (!payload?.upload) throw new Error(payload?.error ?? BUG_REPORT_MESSAGES.failed);
    const { url, method, headers, key } = payload.upload;
    const response = await fetch(url, {
      method,
      headers: Object.fromEntries(headers.map(({ name, value }) => [name, value])),
      body: screenshot,
    });
    if (!response.ok) throw new Error(BUG_REPORT_MESSAGES.failed);
    return key;
  }

  const submit = handleSubmit(async ({ description }) => {
    setSending(true);
    try {
      const screenshotKey = file ? await uploadScreenshot(file) : null;
      const result = await sendReport({ bugReport: { description, ...context, screenshotKey } });
      const payload = result.data?.reportBug;
      if (payload && !payload.error) {
        toast({ message: BUG_REPORT_MESSAGES.sent, theme: "success" });
        onClose();
        return;
      }
      const message = payload?.error ?? BUG_REPORT_MESSAGES.failed;
      if (payload?.errorField === "description") setError("description", { message }, { shouldFocus: true });
      else toast({ message, theme: "error" });
    } catch (error) {
      toast({ message: error instanceof Error ? error.message : BUG_REPORT_MESSAGES.failed, theme: "error" });
    } finally {
      setSending(false);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <FormField label="What happened?" error={errors.description?.message} required>
        <TextArea rows={5} maxLength={BUG_DESCRIPTION_MAX_LENGTH} {...register("description")} />
      </FormField>
      <p className="mt-1 text-right text-sm text-muted" aria-hidden="true">
        {length} / {BUG_DESCRIPTION_MAX_LENGTH}
      </p>

      <div className="mt-4">
        <label htmlFor={fileInputId} className="text-sm font-medium text-ink">
          Screenshot (optional)
        </label>
        <p id={fileHintId} className="text-sm text-muted">
          PNG or JPEG, up to 5 MB.
        </p>
        {/* Its own text is transparent: the chosen file's name is shown once, below, with Remove. */}
        <input
          ref={fileInput}
          id={fileInputId}
          type="file"
          accept="image/png,image/jpeg"
          aria-describedby={fileError ? `${fileHintId} ${fileErrorId}` : fileHintId}
          aria-invalid={fileError ? true : undefined}
          onChange={(event) => chooseFile(event.target.files?.[0])}
          className="mt-2 block w-full text-sm text-transparent file:mr-3 file:min-h-11 file:rounded-md file:border file:border-brand-700 file:bg-surface file:px-3 file:font-medium file:text-brand-700"
        />
        {fileError && (
          <p id={fileErrorId} className="mt-1 text-sm text-danger-700">
            {fileError}
          </p>
        )}
        {file && (
          <div className="mt-2 flex items-center justify-between gap-3 text-sm text-ink">
            <span className="truncate">{file.name}</span>
            <Button variant="link" onClick={removeFile}>
              Remove screenshot
            </Button>
          </div>
        )}
      </div>

      <dl className="mt-4 rounded-md bg-canvas p-3 text-sm">
        <div>
          <dt className="inline text-muted">Page: </dt>
          <dd className="inline break-all text-ink">{context.pagePath}</dd>
        </div>
        <div className="mt-1">
          <dt className="inline text-muted">Browser: </dt>
          <dd className="inline break-words text-ink">{context.userAgent || "Unknown"}</dd>
        </div>
      </dl>

      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" loading={sending}>
          Send report
        </Button>
      </div>
    </form>
  );
}
