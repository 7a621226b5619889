import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { stateLabel, staffDate, staffDateTime } from "@/components/staff/staff-format";
import { StaffField, StaffSection } from "@/components/staff/staff-page-parts";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { can } from "@/lib/authz/permissions";
import { isAppError } from "@/lib/errors";
import { getApexInvestigation } from "@/lib/identity-verification/get-apex-investigation";

export const metadata: Metadata = { title: "Identity investigation", robots: { index: false } };
// The document links are signed for minutes: never serve a stored render.
export const dynamic = "force-dynamic";

function Table({ caption, headers, rows }: { caption: string; headers: string[]; rows: ReactNode[][] }) {
  if (rows.length === 0) return <p className="mt-2 text-muted">None.</p>;
  return (
    // A wide table scrolls sideways; the region takes focus so keyboard users can scroll it too.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="relative mt-3 overflow-x-auto rounded-xl border border-border bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-canvas text-muted">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-4 py-2 font-medium">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((cells, index) => (
            <tr key={index}>
              {cells.map((cell, column) => (
                <td key={column} className="break-words px-4 py-2 align-top text-ink">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const yesNo = (value: boolean) => (value ? "Yes" : "No");
const orNone = (value: string | null | undefined) => value || "None";
const listed = (values: string[]) => (values.length ? values.join(", ") : "None");
const calendarDate = ({ year, month, day }: { year: number; month: number; day: number }) =>
  staffDate.format(new Date(Date.UTC(year, month - 1, day)));

/**
 * The identity investigation of one of a customer's investing accounts (002 §2 'Identity investigation (staff,
 * read-only)', §3), as last synced from the clearing firm, with the uploaded documents (links valid 5 minutes).
 * Each view is audited and shown to the customer on My Plan.
 */
export default async function InvestigationPage({ params }: { params: Promise<{ id: string; accountId: string }> }) {
  const viewer = await getPageViewer();
  if (!can(viewer, "identity-investigation:read")) notFound();
  const { id, accountId } = await params;
  const investigation = await getApexInvestigation({ viewer, accountId }).catch((error: unknown) => {
    if (isAppError(error) && error.code === "NOT_FOUND") notFound();
    throw error;
  });
  if (investigation && investigation.account.userId !== id) notFound();

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <p className="text-sm font-medium text-muted">
        <Link href={`/customers/${encodeURIComponent(id)}#investing`} className="text-brand-700 underline">
          Back to the customer
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-semibold tracking-tight text-ink">Identity investigation</h1>
      <p className="mt-2 text-sm text-muted">Read-only, as last reported by the clearing firm. Times are UTC.</p>

      {!investigation ? (
        <p className="mt-6 text-ink">The clearing firm has not reported an identity investigation for this account yet.</p>
      ) : (
        <>
          <StaffSection id="summary" title="Summary">
            <dl className="mt-3 grid gap-4 rounded-xl border border-border bg-surface p-6 sm:grid-cols-2">
              <StaffField label="Name">{investigation.name}</StaffField>
              <StaffField label="Request state">{stateLabel(investigation.investigationRequestState)}</StaffField>
              <StaffField label="Identity verification">{orNone(investigation.identityVerification)}</StaffField>
              <StaffField label="Watchlist screen">{orNone(investigation.watchlistScreen)}</StaffField>
              <StaffField label="Correspondent">{orNone(investigation.correspondentId)}</StaffField>
              <StaffField label="Verification scope">{listed(investigation.identityVerificationScope)}</StaffField>
              <StaffField label="Account">
                {investigation.account.accountNumber ?? investigation.account.accountId ?? investigation.account.id} (
                {stateLabel(investigation.account.state)})
              </StaffField>
              <StaffField label="Last synced">{investigation.syncedAt ? staffDateTime.format(investigation.syncedAt) : "Never"}</StaffField>
            </dl>
          </StaffSection>

          <StaffSection id="provided-verification" title="Provided verification">
            <dl className="mt-3 grid gap-4 rounded-xl border border-border bg-surface p-6 sm:grid-cols-4">
              {investigation.verificationFields.map((field) => (
                <StaffField key={field.key} label={field.label}>
                  {field.value ? "Verified" : "Not verified"}
                </StaffField>
              ))}
            </dl>
          </StaffSection>

          <StaffSection id="documents" title="Documents">
            <p className="mt-1 text-sm text-muted">Links work for 5 minutes; reload the page for new ones.</p>
            <Table
              caption="Documents"
              headers={["Document", "Kind", "Type", "Uploaded", "Download"]}
              rows={investigation.documents.map((document) => {
                const kind = document.idDocument ?? document.accountDocument;
                return [
                  document.name,
                  document.accountDocument ? `Account document (${document.accountDocument.accountId})` : "ID document",
                  kind?.documentTypeLabel ?? "",
                  kind ? calendarDate(kind.uploadedDate) : "",
                  <a key="download" href={document.downloadLink} className="font-medium text-brand-700 underline">
                    Download<span className="sr-only"> {kind?.documentTypeLabel}</span>
                  </a>,
                ];
              })}
            />
          </StaffSection>

          <StaffSection id="results" title="Results">
            <Table
              caption="Results"
              headers={["Identification", "Verification types", "Passed", "Vendor", "Documents", "Created", "Provided by"]}
              rows={investigation.results.map((result) => [
                result.customerIdentificationId,
                listed(result.identityVerificationTypes),
                yesNo(result.identityVerificationPassed),
                result.externalVendor,
                listed(result.documentIds),
                staffDateTime.format(result.createTime),
                result.providedBy,
              ])}
            />
          </StaffSection>

          <StaffSection id="watchlist" title="Watchlist matches">
            <Table
              caption="Watchlist matches"
              headers={["Watchlist", "Item", "Match state", "Active", "Excluded from screening"]}
              rows={investigation.watchlistMatches.map((match) => [
                match.watchlistId,
                match.watchlistItemId,
                match.matchState,
                yesNo(match.active),
                yesNo(match.excludeFromScreening),
              ])}
            />
          </StaffSection>

          <StaffSection id="audit" title="Audit trail">
            <Table
              caption="Audit trail"
              headers={["When", "Type", "Field", "Old value", "New value", "By", "Comment"]}
              rows={investigation.auditTrail.map((entry) => [
                staffDateTime.format(entry.updateTime),
                entry.auditType,
                entry.field,
                entry.oldValue,
                entry.newValue,
                entry.updateUser,
                entry.comment,
              ])}
            />
          </StaffSection>
        </>
      )}
    </div>
  );
}
