import type { Metadata } from "next";
import Link from "next/link";
import { AddEmployeeForm } from "@/components/plan-roster/add-employee-form";
import { HrSyncCard } from "@/components/plan-roster/hr-sync-card";
import { RosterRowActions } from "@/components/plan-roster/roster-row-actions";
import { RosterUpload } from "@/components/plan-roster/roster-upload";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { can } from "@/lib/authz/permissions";
import { getPlanHrSync } from "@/lib/hr-sync/get-plan-hr-sync";
import { listPlanRoster } from "@/lib/roster/list-plan-roster";
import { EMPLOYMENT_STATUS_LABELS } from "@/lib/roster/roster-employee-schema";
import type { RosterMemberView } from "@/lib/roster/roster-member-view";
import { loadPlanDashboard } from "../load-plan-dashboard";

export const metadata: Metadata = { title: "Roster", robots: { index: false } };

type Props = { params: Promise<{ planId: string }>; searchParams: Promise<{ q?: string; page?: string; hr?: string }> };

const SIGN_UP_LABELS = { ADDED: "Not invited yet", INVITED: "Invited", VERIFIED: "Signed up", REMOVED: "Removed" } as const;
const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
/** What a row's Resend and Remove buttons need. */
const rowActionsMember = (member: RosterMemberView, name: string) => ({
  id: member.id,
  label: name || member.workEmail,
  canResend: member.signUpStatus !== "VERIFIED" && member.employmentStatus !== "TERMINATED" && member.invitationEmailCount < 3,
  isTerminated: member.employmentStatus === "TERMINATED",
});
const day = (value: Date | string | null) => (value ? dateFormat.format(typeof value === "string" ? new Date(`${value}T00:00:00Z`) : value) : "—");

/**
 * The Roster tab (issue 14 item 2): who is on the plan, whether they were invited and signed up. Owners and editors
 * upload files, add and remove employees and resend invitations; viewers and advisors only read (the server refuses
 * them regardless). Roster facts only: nothing of an employee's finances.
 */
export default async function PlanRosterPage({ params, searchParams }: Props) {
  const { planId } = await params;
  const { q = "", page = "1", hr } = await searchParams;
  const plan = await loadPlanDashboard(planId);
  const viewer = await getPageViewer();
  const canEdit = can(viewer, "plan:edit", { planId: plan.id });
  const [roster, hrSync] = await Promise.all([
    listPlanRoster({ viewer, planId: plan.id, page: Number(page), search: q }),
    getPlanHrSync({ viewer, planId: plan.id }),
  ]);
  const pageCount = Math.max(1, Math.ceil(roster.totalCount / roster.pageSize));
  const pageHref = (n: number) => `?${new URLSearchParams({ ...(q ? { q } : {}), page: String(n) }).toString()}`;

  return (
    <div className="grid gap-8">
      <ul aria-label="Roster summary" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ["Employees", roster.counts.total],
          ["Invited", roster.counts.invited],
          ["Signed up", roster.counts.signedUp],
          ["Terminated", roster.counts.terminated],
        ].map(([label, value]) => (
          <li key={label} className="rounded-lg border border-border bg-surface p-4">
            <p className="text-sm text-muted">{label}</p>
            <p className="text-2xl font-semibold tabular-nums text-ink">{Number(value).toLocaleString("en-US")}</p>
          </li>
        ))}
      </ul>

      <HrSyncCard planId={plan.id} sync={hrSync} outcome={hr} />

      {canEdit ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <RosterUpload planId={plan.id} />
          <section className="rounded-xl border border-border bg-surface p-5 sm:p-6">
            <AddEmployeeForm planId={plan.id} />
          </section>
        </div>
      ) : null}

      <section aria-labelledby="roster-heading" className="grid gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
            <h2 id="roster-heading" className="text-lg font-semibold text-ink">
              Employees
            </h2>
            <a href={`/api/plans/${encodeURIComponent(plan.id)}/roster-export`} download className="text-sm font-medium text-brand-700 underline underline-offset-2">
              Download the roster (CSV)
            </a>
          </div>
          <form role="search" className="flex gap-2" action="">
            <label htmlFor="roster-search" className="sr-only">
              Search by name, email or employee id
            </label>
            <input
              id="roster-search"
              name="q"
              defaultValue={q}
              placeholder="Name, email or employee id"
              className="min-h-11 w-64 max-w-full rounded-md border border-border bg-surface px-3 text-sm text-ink"
            />
            <button type="submit" className="min-h-11 rounded-md border border-border bg-canvas px-4 text-sm font-medium text-ink">
              Search
            </button>
          </form>
        </div>
        {roster.members.length === 0 ? (
          <p className="rounded-lg border border-border bg-surface p-6 text-sm text-muted">
            {q ? "No employees match your search." : "No employees on the roster yet."}
          </p>
        ) : (
          <>
            {/* On a phone each employee is a card; from 640 px, the table. */}
            <ul aria-label="Employees on the roster" className="grid gap-3 sm:hidden">
              {roster.members.map((member) => {
                const name = [member.firstName, member.lastName].filter(Boolean).join(" ");
                return (
                  <li key={member.id} className="rounded-lg border border-border bg-surface p-4 text-sm">
                    <p className="font-medium text-ink">{name || member.workEmail}</p>
                    <p className="text-muted [overflow-wrap:anywhere]">{member.workEmail}</p>
                    <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2">
                      <div>
                        <dt className="text-muted">Department</dt>
                        <dd className="text-ink">{[member.department, member.location].filter(Boolean).join(", ") || "—"}</dd>
                      </div>
                      <div>
                        <dt className="text-muted">Status</dt>
                        <dd className="text-ink">
                          {EMPLOYMENT_STATUS_LABELS[member.employmentStatus]}
                          {member.accessEndsOn ? ` (access until ${day(member.accessEndsOn)})` : ""}
                        </dd>
                      </div>
                      <div>
                        <dt className="text-muted">Sign-up</dt>
                        <dd className="text-ink">{SIGN_UP_LABELS[member.signUpStatus]}</dd>
                      </div>
                      <div>
                        <dt className="text-muted">Invited</dt>
                        <dd className="text-ink">{day(member.invitedAt)}</dd>
                      </div>
                    </dl>
                    {canEdit ? (
                      <div className="mt-3">
                        <RosterRowActions planId={plan.id} member={rowActionsMember(member, name)} />
                      </div>
                    ) : null}
                  </li>
                );
              })}
            </ul>
            <div className="hidden overflow-x-auto rounded-lg border border-border bg-surface sm:block">
              <table className="w-full min-w-[720px] text-left text-sm">
                <caption className="sr-only">Employees on the roster</caption>
                <thead className="bg-canvas text-muted">
                  <tr>
                    <th scope="col" className="px-4 py-2 font-medium">Name</th>
                    <th scope="col" className="px-4 py-2 font-medium">Department</th>
                    <th scope="col" className="px-4 py-2 font-medium">Status</th>
                    <th scope="col" className="px-4 py-2 font-medium">Sign-up</th>
                    <th scope="col" className="px-4 py-2 font-medium">Invited</th>
                    <th scope="col" className="px-4 py-2 font-medium">Signed up</th>
                    {canEdit ? <th scope="col" className="px-4 py-2 font-medium"><span className="sr-only">Actions</span></th> : null}
                  </tr>
                </thead>
                <tbody>
                  {roster.members.map((member) => {
                    const name = [member.firstName, member.lastName].filter(Boolean).join(" ");
                    return (
                      <tr key={member.id} className="border-t border-border align-top">
                        <td className="px-4 py-3">
                          <p className="font-medium text-ink">{name || member.workEmail}</p>
                          <p className="text-muted">{member.workEmail}</p>
                          {member.employeeId ? <p className="text-muted">ID {member.employeeId}</p> : null}
                        </td>
                        <td className="px-4 py-3 text-ink">
                          {member.department ?? "—"}
                          {member.location ? <p className="text-muted">{member.location}</p> : null}
                        </td>
                        <td className="px-4 py-3 text-ink">
                          {EMPLOYMENT_STATUS_LABELS[member.employmentStatus]}
                          {member.accessEndsOn ? <p className="text-muted">Access until {day(member.accessEndsOn)}</p> : null}
                        </td>
                        <td className="px-4 py-3 text-ink">{SIGN_UP_LABELS[member.signUpStatus]}</td>
                        <td className="px-4 py-3 text-ink">{day(member.invitedAt)}</td>
                        <td className="px-4 py-3 text-ink">{day(member.signedUpAt)}</td>
                        {canEdit ? (
                          <td className="px-4 py-3">
                            <RosterRowActions planId={plan.id} member={rowActionsMember(member, name)} />
                          </td>
                        ) : null}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </>
        )}
        {pageCount > 1 ? (
          <nav aria-label="Roster pages" className="flex items-center gap-3 text-sm">
            {roster.page > 1 ? <Link href={pageHref(roster.page - 1)} className="font-medium text-brand-700 underline">Previous</Link> : null}
            <span className="text-muted">
              Page {roster.page} of {pageCount}
            </span>
            {roster.page < pageCount ? <Link href={pageHref(roster.page + 1)} className="font-medium text-brand-700 underline">Next</Link> : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
