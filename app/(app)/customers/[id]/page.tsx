import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ClearingSandboxPanel } from "@/components/staff/clearing-sandbox-panel";
import { CompleteDeletionButton } from "@/components/staff/complete-deletion-button";
import { AskCoachAccessForm } from "@/components/staff/ask-coach-access-form";
import { CoachRoleForm } from "@/components/staff/coach-role-form";
import { LegalHoldForm } from "@/components/staff/legal-hold-form";
import { personName, stateLabel, staffDate, staffDateTime } from "@/components/staff/staff-format";
import { StaffField, StaffSection } from "@/components/staff/staff-page-parts";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { can } from "@/lib/authz/permissions";
import { auditActionLabel } from "@/lib/customers/audit-action-labels";
import { getCustomerDetail } from "@/lib/customers/get-customer-detail";
import { isAppError } from "@/lib/errors";
import { isSandboxDevToolsEnabled } from "@/lib/integrations/clearing-firm/sandbox-control";

export const metadata: Metadata = { title: "Customer", robots: { index: false } };

const listClasses = "mt-3 divide-y divide-border rounded-xl border border-border bg-surface";
const rowClasses = "flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3 sm:px-6";

/**
 * Staff customer page (spec 000 §2.2, issue 14 item 6): profile, plans, bank connections, investing accounts, data
 * requests with the legal hold, and the audit trail. Never balances or transactions (those only in coach mode).
 * Where coach mode returns to on exit. Each view is audited and shown to the customer on My Plan.
 */
export default async function CustomerPage({ params }: { params: Promise<{ id: string }> }) {
  const viewer = await getPageViewer();
  if (!can(viewer, "customers:read")) notFound();
  const { id } = await params;
  const customer = await getCustomerDetail({ viewer, userId: id }).catch((error: unknown) => {
    if (isAppError(error) && error.code === "NOT_FOUND") notFound();
    throw error;
  });
  const canManage = can(viewer, "customers:manage");
  const showSandboxControls = canManage && isSandboxDevToolsEnabled();

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <p className="text-sm font-medium text-muted">
        <Link href="/customers" className="text-brand-700 underline">
          Customers
        </Link>
      </p>
      <h1 className="mt-1 break-words text-3xl font-semibold tracking-tight text-ink">{personName(customer)}</h1>
      <p className="mt-2 text-sm text-muted">Times are UTC. Balances and transactions are seen only in Coach Mode.</p>

      <StaffSection id="profile" title="Profile">
        <dl className="mt-3 grid gap-4 rounded-xl border border-border bg-surface p-6 sm:grid-cols-2">
          <StaffField label="Email">{customer.email}</StaffField>
          <StaffField label="Phone">{customer.phone ?? "None"}</StaffField>
          <StaffField label="Recovery email">{customer.recoveryEmail ?? "None"}</StaffField>
          <StaffField label="Joined">{staffDate.format(customer.createdAt)}</StaffField>
          <StaffField label="Email verified">{customer.isEmailVerified ? "Yes" : "No"}</StaffField>
          <StaffField label="Two-factor verification">{customer.is2faEnabled ? "On" : "Off"}</StaffField>
          <StaffField label="Signs in with">{customer.isSingleSignOn ? "Single sign-on" : "Password or Google"}</StaffField>
          <StaffField label="Status">{customer.isDeactivated ? "Deactivated" : "Active"}</StaffField>
        </dl>
      </StaffSection>

      <StaffSection id="plans" title="Plans">
        {customer.plans.length === 0 ? (
          <p className="mt-2 text-muted">No Plan</p>
        ) : (
          <ul className={listClasses}>
            {customer.plans.map((plan) => (
              <li key={`${plan.planId}-${plan.role}`} className={rowClasses}>
                <Link href={`/plans/${encodeURIComponent(plan.planId)}`} className="font-medium text-brand-700 underline">
                  {plan.planName}
                </Link>
                <span className="text-muted">
                  {plan.role === "ADMIN" ? `Administrator (${plan.status.toLowerCase()})` : `Member, roster status ${plan.status.toLowerCase()}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </StaffSection>

      {!customer.isStaff && can(viewer, "coach-access:request") ? (
        <StaffSection id="coach-mode" title="Coach Mode">
          <p className="mt-2 text-ink">
            To see what the member sees, ask for their consent: they approve for up to 60 minutes, view only unless they
            allow changes, and see every page you open on their My Plan.
          </p>
          <AskCoachAccessForm memberEmail={customer.email} />
        </StaffSection>
      ) : null}

      {customer.isStaff ? (
        <StaffSection id="coaching" title="Coaching">
          <p className="mt-2 text-ink">
            {customer.isCoach
              ? "A coach: members of coaching plans are offered their times on their Coaching Calendar."
              : "Not a coach. A coach's calendar starts with no hours: members see their times once they set them."}
          </p>
          {canManage ? (
            <div className="mt-3">
              <CoachRoleForm userId={customer.id} name={personName(customer)} isCoach={customer.isCoach} />
            </div>
          ) : null}
        </StaffSection>
      ) : null}

      <StaffSection id="connections" title="Bank connections">
        {customer.connections.length === 0 ? (
          <p className="mt-2 text-muted">No bank connections.</p>
        ) : (
          <ul className={listClasses}>
            {customer.connections.map((connection) => (
              <li key={connection.id} className={rowClasses}>
                <span className="font-medium text-ink">{connection.institutionName}</span>
                <span className="text-sm text-muted">
                  {connection.status === "OK" ? (
                    "Working"
                  ) : (
                    <span className="font-medium text-danger-700">
                      Needs attention{connection.latestSyncErrorKind ? ` (${connection.latestSyncErrorKind})` : ""}
                    </span>
                  )}
                  {" · "}
                  {connection.lastSyncedAt ? `Last synced ${staffDateTime.format(connection.lastSyncedAt)}` : "Never synced"}
                </span>
              </li>
            ))}
          </ul>
        )}
      </StaffSection>

      <StaffSection id="investing" title="Investing accounts">
        {customer.investingAccounts.length === 0 ? (
          <p className="mt-2 text-muted">No investing accounts.</p>
        ) : (
          <ul className={listClasses}>
            {customer.investingAccounts.map((account) => (
              <li key={account.id} className={rowClasses}>
                <span className="font-medium text-ink">{account.type}</span>
                <span className="text-sm text-muted">
                  {stateLabel(account.state)} · opened {staffDate.format(account.openedAt)}
                  {can(viewer, "identity-investigation:read") ? (
                    <>
                      {" · "}
                      <Link
                        href={`/customers/${encodeURIComponent(customer.id)}/investigations/${encodeURIComponent(account.id)}`}
                        className="font-medium text-brand-700 underline"
                      >
                        Identity investigation<span className="sr-only"> of the {account.type} account</span>
                      </Link>
                    </>
                  ) : null}
                </span>
                {showSandboxControls && account.clearingAccountId ? (
                  <ClearingSandboxPanel clearingAccountId={account.clearingAccountId} />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </StaffSection>

      <StaffSection id="data-requests" title="Data requests and legal hold">
        <div className="mt-3 rounded-xl border border-border bg-surface p-4 sm:p-6">
          {customer.legalHoldAt ? (
            <p className="text-ink">
              <span className="font-semibold">Under a legal hold</span> since {staffDate.format(customer.legalHoldAt)}
              {customer.legalHoldReason ? `: ${customer.legalHoldReason}` : ""}
            </p>
          ) : (
            <p className="text-ink">No legal hold.</p>
          )}
          {canManage ? <LegalHoldForm userId={customer.id} isOnHold={customer.legalHoldAt !== null} /> : null}
        </div>
        {customer.dataRightsRequests.length === 0 ? (
          <p className="mt-3 text-muted">No export or deletion requests.</p>
        ) : (
          <ul className={listClasses}>
            {customer.dataRightsRequests.map((request) => (
              <li key={request.id} className="px-4 py-3 sm:px-6">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <span className="font-medium text-ink">
                    {request.kind === "DELETE" ? "Deletion" : "Export"}: {stateLabel(request.status)}
                  </span>
                  <span className="text-sm text-muted">
                    Asked {staffDate.format(request.requestedAt)} ·{" "}
                    {request.completedAt ? `done ${staffDate.format(request.completedAt)}` : `due ${staffDate.format(request.dueAt)}`}
                  </span>
                </div>
                {request.waitingReason ? <p className="mt-1 text-sm text-ink">Waiting: {request.waitingReason}</p> : null}
                {request.waitingReason && !request.canComplete ? (
                  <p className="mt-1 text-sm text-muted">It can be completed once the reason above is gone.</p>
                ) : null}
                {request.canComplete && canManage ? (
                  <div className="mt-2">
                    <CompleteDeletionButton requestId={request.id} customerEmail={customer.email} />
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </StaffSection>

      <StaffSection id="audit-trail" title="Audit trail">
        <p className="mt-1 text-sm text-muted">Sign-ins, security changes and who viewed this customer; newest first.</p>
        {customer.auditTrail.length === 0 ? (
          <p className="mt-3 text-muted">Nothing recorded yet.</p>
        ) : (
          <ul className={listClasses}>
            {customer.auditTrail.map((event) => (
              <li key={event.id} className={rowClasses}>
                <span className="text-ink">
                  {auditActionLabel(event.action)}
                  <span className="text-sm text-muted">
                    {event.isByCustomer ? "" : event.byEmail ? ` by ${event.byEmail}` : " by the system"}
                  </span>
                </span>
                <span className="text-sm text-muted">{staffDateTime.format(event.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </StaffSection>
    </div>
  );
}
