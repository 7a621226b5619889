"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { useClient } from "urql";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { useToast } from "@/components/ui/toast";
import { APPLY_ROSTER_IMPORT, PREVIEW_ROSTER_IMPORT, ROSTER_IMPORT, UPLOAD_ROSTER_FILE } from "./plan-roster-operations";
import { RosterImportPreview, type RosterImportData } from "./roster-import-preview";

const FAILED = "Something went wrong. Please try again.";
const POLL_MS = 1000;

/**
 * 'Upload a roster' on the Roster tab: the CSV goes straight to private storage, the server previews what it would
 * change, and only then can it be applied; applying runs as a job whose progress is polled until it finishes.
 */
export function RosterUpload({ planId }: { planId: string }) {
  const client = useClient();
  const router = useRouter();
  const { toast } = useToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [isFullFile, setIsFullFile] = useState(false);
  const [busy, setBusy] = useState<"upload" | "apply" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [rosterImport, setRosterImport] = useState<RosterImportData | null>(null);

  const applying = rosterImport?.status === "APPLYING";
  useEffect(() => {
    if (!applying || !rosterImport) return;
    const timer = setInterval(() => {
      void client
        .query(ROSTER_IMPORT, { planId, id: rosterImport.id }, { requestPolicy: "network-only" })
        .toPromise()
        .then((result) => {
          const next = result.data?.rosterImport;
          if (!next) return;
          setRosterImport(next);
          if (next.status === "APPLIED") {
            toast({ message: "The roster is updated. Invitations are on their way.", theme: "success" });
            router.refresh();
          }
        });
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [applying, client, planId, rosterImport, router, toast]);

  async function upload() {
    const file = fileInput.current?.files?.[0];
    setError(null);
    if (!file) {
      setError("Choose a CSV file first.");
      return;
    }
    setBusy("upload");
    setRosterImport(null);
    try {
      const link = (await client.mutation(UPLOAD_ROSTER_FILE, { planId, size: file.size }).toPromise()).data?.uploadRosterFile;
      if (!link?.link) {
        setError(link?.error ?? FAILED);
        return;
      }
      const put = await fetch(link.link.url, { method: "PUT", headers: JSON.parse(link.link.headers) as Record<string, string>, body: file });
      if (!put.ok) {
        setError("The file could not be sent. Please try again.");
        return;
      }
      const previewed = (
        await client.mutation(PREVIEW_ROSTER_IMPORT, { planId, key: link.link.key, fileName: file.name, isFullFile }).toPromise()
      ).data?.previewRosterImport;
      if (!previewed?.rosterImport) setError(previewed?.error ?? FAILED);
      else setRosterImport(previewed.rosterImport);
    } catch {
      setError(FAILED);
    } finally {
      setBusy(null);
    }
  }

  async function apply() {
    if (!rosterImport) return;
    setBusy("apply");
    const answer = (await client.mutation(APPLY_ROSTER_IMPORT, { planId, id: rosterImport.id }).toPromise()).data?.applyRosterImport;
    setBusy(null);
    if (answer?.rosterImport) setRosterImport(answer.rosterImport);
    else toast({ message: answer?.error ?? FAILED, theme: "error" });
  }

  const canApply = rosterImport?.status === "PREVIEWED" && rosterImport.errorCount === 0;
  const nothingToApply = rosterImport && rosterImport.additionCount + rosterImport.changeCount + rosterImport.terminationCount === 0;

  return (
    <section aria-labelledby="roster-upload-heading" className="grid gap-4 rounded-xl border border-border bg-surface p-5 sm:p-6">
      <div>
        <h2 id="roster-upload-heading" className="text-lg font-semibold text-ink">
          Upload a roster
        </h2>
        <p className="mt-1 text-sm text-muted">
          A CSV file with the columns email, first name, last name, employee id, department, location, status (active, on
          leave or terminated) and hire date. Up to 50,000 employees. You see what changes before anything is applied.
        </p>
      </div>
      <div className="grid gap-3 sm:flex sm:flex-wrap sm:items-end">
        <div className="grid gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium text-ink">
            Roster file (CSV)
          </label>
          <input
            id={inputId}
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            className="block w-full max-w-sm text-sm text-ink file:mr-3 file:rounded-md file:border file:border-border file:bg-canvas file:px-3 file:py-2 file:text-sm file:font-medium"
          />
        </div>
        <Button onClick={() => void upload()} loading={busy === "upload"} disabled={applying}>
          Upload and preview
        </Button>
      </div>
      <Checkbox
        label="This file lists every employee"
        hint="Employees on the roster but missing from the file are terminated."
        checked={isFullFile}
        onChange={(event) => setIsFullFile(event.currentTarget.checked)}
      />
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
      {rosterImport ? (
        <div className="grid gap-4 border-t border-border pt-4">
          <h3 className="text-base font-semibold text-ink">Preview</h3>
          <RosterImportPreview rosterImport={rosterImport} />
          <div aria-live="polite" className="grid gap-2">
            {rosterImport.status === "APPLYING" ? (
              <>
                <p className="text-sm text-ink">Applying the roster… {rosterImport.progressPercent}%</p>
                <progress className="h-2 w-full max-w-md" max={100} value={rosterImport.progressPercent} aria-label="Applying the roster" />
              </>
            ) : rosterImport.status === "APPLIED" ? (
              <p className="text-sm font-medium text-success-700">Applied. The roster below is up to date.</p>
            ) : rosterImport.status === "FAILED" ? (
              <p role="alert" className="text-sm font-medium text-danger-700">
                {rosterImport.failureMessage ?? FAILED}
              </p>
            ) : null}
          </div>
          {canApply ? (
            <div>
              <Button onClick={() => void apply()} loading={busy === "apply"} disabled={Boolean(nothingToApply)}>
                {nothingToApply ? "Nothing to apply" : "Apply changes"}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
