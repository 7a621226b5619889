"use client";

import { useState } from "react";
import { useClient, useQuery } from "urql";
import { CurrentPasswordStep, passwordStepRefusal } from "@/components/account-settings/current-password-step";
import { Button } from "@/components/ui/button";
import { CodeInput } from "@/components/ui/code-input";
import { Dialog } from "@/components/ui/dialog";
import { storeFlashToast } from "@/components/ui/flash-toast";
import { useToast } from "@/components/ui/toast";
import {
  DATA_RIGHTS_REQUESTS,
  DELETE_ACCOUNT,
  REQUEST_DATA_EXPORT,
  SEND_ACCOUNT_DELETION_CODE,
} from "./your-data-operations";

const FAILED = "Something went wrong. Please try again.";
/**
 * Where a deleted member lands: a full load, not a client navigation (the session cookies are gone and no signed-in
 * data may stay in memory), on the log-in page, whose layout shows the confirmation toast (the static site has none).
 */
const AFTER_DELETION = "/log-in";
const dateFormat = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric" });
const day = (iso: string) => dateFormat.format(new Date(iso));

/**
 * 'Your data' on /account-details (issue 13 item 8, /ccpa): download everything we hold (a zip made by a job, emailed
 * when ready, downloadable for 7 days) and delete the account (password, or an emailed code without one; what is deleted and what the law keeps is
 * said before confirming).
 */
export function YourDataSection({ isSingleSignOn }: { isSingleSignOn: boolean }) {
  const client = useClient();
  const { toast } = useToast();
  const [result, refetch] = useQuery({ query: DATA_RIGHTS_REQUESTS, requestPolicy: "cache-and-network" });
  const requests = result.data?.dataRightsRequests ?? [];
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const exportPending = requests.some((request) => request.kind === "EXPORT" && request.status === "PENDING");
  const waitingDeletion = requests.find((request) => request.kind === "DELETE" && request.status === "PENDING");

  async function askForExport() {
    setAsking(true);
    const answer = (await client.mutation(REQUEST_DATA_EXPORT, {}).toPromise()).data?.requestDataExport;
    setAsking(false);
    if (answer?.requestId) {
      toast({ message: "We are gathering your data and will email you when it is ready.", theme: "success" });
      refetch({ requestPolicy: "network-only" });
    } else {
      toast({ message: answer?.error ?? FAILED, theme: "error" });
    }
  }

  return (
    <section id="your-data" aria-labelledby="your-data-heading" className="grid gap-6">
      <div>
        <h2 id="your-data-heading" className="text-lg font-semibold text-ink">
          Your data
        </h2>
        <p className="mt-1 text-sm text-muted">Your information is yours: take a copy, or have us delete it.</p>
      </div>

      <div className="grid gap-3">
        <h3 className="text-base font-semibold text-ink">Download your data</h3>
        <p className="text-sm text-muted">
          A copy of everything we hold about you, as a zip of JSON and spreadsheet (CSV) files. We email you when it is
          ready, usually within minutes; the download works for 7 days.
        </p>
        <div>
          <Button variant="secondary" onClick={() => void askForExport()} loading={asking} disabled={exportPending}>
            {exportPending ? "Gathering your data…" : "Download your data"}
          </Button>
        </div>
        {requests.some((request) => request.kind === "EXPORT") ? (
          <ul aria-label="Your downloads" className="grid gap-2 text-sm">
            {requests
              .filter((request) => request.kind === "EXPORT")
              .slice(0, 3)
              .map((request) => (
                <li key={request.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="text-muted">Asked for on {day(request.requestedAt)}:</span>
                  {request.status === "READY" && request.downloadExpiresAt ? (
                    <a
                      href={`/api/your-data/exports/${request.id}`}
                      className="font-medium text-brand-700 underline underline-offset-2"
                    >
                      Download zip (until {day(request.downloadExpiresAt)})
                    </a>
                  ) : (
                    <span className="text-ink">
                      {request.status === "PENDING" ? "Being gathered" : request.status === "FAILED" ? "Failed" : "Expired"}
                    </span>
                  )}
                </li>
              ))}
          </ul>
        ) : null}
      </div>

      <div className="grid gap-3 border-t border-border pt-5">
        <h3 className="text-base font-semibold text-ink">Delete your account</h3>
        {waitingDeletion ? (
          <p role="status" className="rounded-md border border-border bg-canvas p-3 text-sm text-ink">
            You asked us to delete your account on {day(waitingDeletion.requestedAt)}. {waitingDeletion.waitingReason} We
            will answer by {day(waitingDeletion.dueAt)}.
          </p>
        ) : (
          <>
            <p className="text-sm text-muted">
              Closes your account and signs you out everywhere. Your bank connections, accounts, transactions, budgets
              and goals are deleted and cannot be brought back. Download your data first if you want a copy.
            </p>
            <div>
              <Button variant="danger" onClick={() => setDeleting(true)}>
                Delete your account
              </Button>
            </div>
          </>
        )}
      </div>

      {deleting ? (
        <DeleteAccountDialog
          isSingleSignOn={isSingleSignOn}
          onClose={() => {
            setDeleting(false);
            refetch({ requestPolicy: "network-only" });
          }}
        />
      ) : null}
    </section>
  );
}

function DeleteAccountDialog({ isSingleSignOn, onClose }: { isSingleSignOn: boolean; onClose: () => void }) {
  const client = useClient();
  const { toast } = useToast();

  /** The refusal's field message, or null once the outcome took over (a toast, a reload). */
  async function confirm(proof: { currentPassword: string } | { code: string }): Promise<string | null> {
    const answer = (await client.mutation(DELETE_ACCOUNT, proof).toPromise()).data?.deleteAccount;
    if (answer?.status === "DELETING") {
      storeFlashToast({ message: "Your account was deleted. We sent a confirmation to your email.", theme: "success" });
      window.location.replace(new URL(AFTER_DELETION, window.location.origin));
      return null;
    }
    if (answer?.status === "WAITING") {
      toast({ message: "We received your request. Our team will answer within 45 days.", theme: "success" });
      onClose();
      return null;
    }
    if (answer?.errorField === "code") return answer.error ?? FAILED;
    const refusal = passwordStepRefusal(answer, toast);
    if (refusal === null) onClose();
    return refusal;
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title="Delete your account?"
      role="alertdialog"
      size="md"
      description={
        isSingleSignOn
          ? "This cannot be undone. We email you a code to confirm it is you."
          : "This cannot be undone. Enter your password to delete your account."
      }
    >
      <div className="grid gap-5">
        <ul className="list-disc space-y-1 pl-5 text-sm text-muted">
          <li>You are signed out everywhere, and your bank connections are ended.</li>
          <li>Your profile, accounts, transactions, budgets, goals and settings are deleted.</li>
          <li>
            We keep what the law requires, without your name or contact details: our security log, and the record of
            this request.
          </li>
          <li>
            With an investing account, brokerage records must be kept for six years: our team closes it with you and
            answers within 45 days.
          </li>
          <li>Your employer never saw your finances; their record that you were invited stays with them.</li>
          <li>You can ask us to delete an account twice in 12 months.</li>
        </ul>
        {isSingleSignOn ? (
          <EmailedCodeStep onSubmit={(code) => confirm({ code })} onCancel={onClose} />
        ) : (
          <CurrentPasswordStep
            submitLabel="Delete my account"
            onSubmit={(currentPassword) => confirm({ currentPassword })}
            onCancel={onClose}
          />
        )}
      </div>
    </Dialog>
  );
}

/**
 * For a member who signs in with Google or their company there is no password to ask: a code goes to the account's
 * email, and the deletion needs it.
 */
function EmailedCodeStep({
  onSubmit,
  onCancel,
}: {
  onSubmit: (code: string) => Promise<string | null>;
  onCancel: () => void;
}) {
  const client = useClient();
  const { toast } = useToast();
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function sendCode() {
    if (sending) return;
    setSending(true);
    const answer = (await client.mutation(SEND_ACCOUNT_DELETION_CODE, {}).toPromise()).data?.sendAccountDeletionCode;
    setSending(false);
    if (answer?.didSend) {
      setSent(true);
      setCode("");
      setError(undefined);
      toast({ message: "We emailed you a code.", theme: "success" });
    } else {
      toast({ message: answer?.error ?? FAILED, theme: "error" });
    }
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (code.length !== 6) {
      setError("Please enter the code we emailed you.");
      return;
    }
    setBusy(true);
    const problem = await onSubmit(code);
    setBusy(false);
    if (problem) {
      setError(problem);
      setCode("");
    }
  }

  if (!sent) {
    return (
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="button" onClick={sendCode} loading={sending}>
          Email me a code
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <CodeInput
        value={code}
        onChange={(value) => {
          setCode(value);
          setError(undefined);
        }}
        label="Code from the email"
        error={error}
        autoFocus
      />
      <div role="alert" aria-live="assertive" className="sr-only">
        {error}
      </div>
      <p className="text-sm text-muted">
        No email?{" "}
        <button
          type="button"
          onClick={sendCode}
          disabled={sending}
          className="font-medium text-brand-700 underline underline-offset-2"
        >
          Send a new code
        </button>
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" loading={busy}>
          Delete my account
        </Button>
      </div>
    </form>
  );
}
