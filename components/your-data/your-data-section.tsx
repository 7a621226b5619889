"use client";

import { useState } from "react";
import { useClient, useQuery } from "urql";
import { CurrentPasswordStep } from "@/components/account-settings/current-password-step";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { storeFlashToast } from "@/components/ui/flash-toast";
import { useToast } from "@/components/ui/toast";
import { siteConfig } from "@/lib/site-config";
import { DATA_RIGHTS_REQUESTS, DELETE_ACCOUNT, REQUEST_DATA_EXPORT } from "./your-data-operations";

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
 * when ready, downloadable for 7 days) and delete the account (password; what is deleted and what the law keeps is
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
        ) : isSingleSignOn ? (
          <p className="text-sm text-muted">
            You sign in with Google or your company&apos;s sign-in, so we confirm a deletion with you directly: write to{" "}
            <a href={`mailto:${siteConfig.infoEmail}`} className="font-medium text-brand-700 underline underline-offset-2">
              {siteConfig.infoEmail}
            </a>{" "}
            from your account&apos;s email and we will answer within 45 days.
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
          onClose={() => {
            setDeleting(false);
            refetch({ requestPolicy: "network-only" });
          }}
        />
      ) : null}
    </section>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const client = useClient();
  const { toast } = useToast();

  async function confirm(currentPassword: string): Promise<string | null> {
    const answer = (await client.mutation(DELETE_ACCOUNT, { currentPassword }).toPromise()).data?.deleteAccount;
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
    if (answer?.errorField === "currentPassword") return answer.error ?? FAILED;
    toast({ message: answer?.error ?? FAILED, theme: "error" });
    onClose();
    return null;
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title="Delete your account?"
      role="alertdialog"
      size="md"
      description="This cannot be undone. Enter your password to delete your account."
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
        <CurrentPasswordStep submitLabel="Delete my account" onSubmit={confirm} onCancel={onClose} />
      </div>
    </Dialog>
  );
}
