"use client";

import { useState } from "react";
import { useQuery } from "urql";
import { Button } from "@/components/ui/button";
import { FirstLoadStatus } from "@/components/ui/first-load-status";
import { investingAccountName, REVIEW_TIME_TEXT } from "@/lib/identity-verification/identity-verification-fields";
import { IdentityVerificationDialog, type VerificationField } from "./identity-verification-dialog";
import { IDENTITY_UPLOAD_CONTEXT, IDENTITY_VERIFICATIONS } from "./identity-verification-operations";

const NO_ACCOUNTS = "You don't have any investing accounts.";

function fieldStatus(field: VerificationField): { text: string; className: string } {
  if (field.value) return { text: "Verified", className: "bg-success-50 text-success-700" };
  if (field.uploaded) return { text: "Uploaded", className: "bg-brand-50 text-brand-700" };
  return { text: "Needed", className: "bg-warning-50 text-warning-700" };
}

function statusText(needsDocument: boolean, fields: readonly VerificationField[]): string {
  if (fields.every((field) => field.value)) return "Your identity is verified.";
  if (needsDocument && fields.some((field) => !field.value && !field.uploaded)) {
    return "We need a photo or scan of your ID to open your account.";
  }
  if (fields.some((field) => field.uploaded && !field.value)) return `We're reviewing your ID. This takes ${REVIEW_TIME_TEXT}.`;
  return "Nothing is needed from you right now.";
}

/**
 * /documents (001 §2, eligible members): per identity investigation, the accounts it decides and the four fields
 * (verified, uploaded or needed), and the identity verification dialog while an ID is needed.
 */
export function DocumentsPage({ readOnly }: { readOnly: boolean }) {
  const [result, refetch] = useQuery({ query: IDENTITY_VERIFICATIONS, context: IDENTITY_UPLOAD_CONTEXT });
  const [openFor, setOpenFor] = useState<string | null>(null);
  const verifications = result.data?.identityVerifications;
  const refresh = () => refetch({ requestPolicy: "network-only" });

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-ink">Documents</h1>
        <p className="mt-1 text-sm text-muted">Verify your identity for your investing accounts.</p>
        {readOnly && <p className="mt-2 text-sm font-medium text-ink">In coach mode documents are view only.</p>}
      </div>
      <FirstLoadStatus
        result={{ ...result, data: verifications }}
        loading="Loading your identity verification…"
        failed="We could not load your identity verification. Please try reloading the page."
      />
      {verifications && verifications.length === 0 && <p className="text-ink">{NO_ACCOUNTS}</p>}
      {verifications?.map((verification) => {
        const headingId = `verification-${verification.investigationId}`;
        const needed = verification.fields.some((field) => !field.value && !field.uploaded);
        const names = verification.accounts.map(investingAccountName).join(", ");
        return (
          <section key={verification.investigationId} aria-labelledby={headingId} className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6">
            <h2 id={headingId} className="text-lg font-semibold text-ink">
              Identity verification
            </h2>
            <p className="mt-1 text-sm text-muted">For {names}</p>
            <p className="mt-3 text-ink">{statusText(verification.needsDocument, verification.fields)}</p>
            <ul className="mt-4 divide-y divide-border rounded-xl border border-border">
              {verification.fields.map((field) => {
                const status = fieldStatus(field);
                return (
                  <li key={field.key} className="flex items-center justify-between gap-4 px-4 py-3">
                    <span className="font-medium text-ink">{field.label}</span>
                    <span className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${status.className}`}>{status.text}</span>
                  </li>
                );
              })}
            </ul>
            {verification.needsDocument && needed && !readOnly && (
              <div className="mt-4">
                <Button onClick={() => setOpenFor(verification.investigationId)}>Verify your identity</Button>
              </div>
            )}
            <IdentityVerificationDialog
              open={openFor === verification.investigationId}
              onOpenChange={(open) => setOpenFor(open ? verification.investigationId : null)}
              investigationId={verification.investigationId}
              fields={verification.fields}
              onUploaded={refresh}
            />
          </section>
        );
      })}
    </div>
  );
}
