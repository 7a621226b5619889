import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { PlanContractForm } from "@/components/staff/plan-contract-form";
import { personName, staffDate, staffDateTime } from "@/components/staff/staff-format";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { can } from "@/lib/authz/permissions";
import { isAppError } from "@/lib/errors";
import { getPlanOverview } from "@/lib/plans/get-plan-overview";

export const metadata: Metadata = { title: "Plan", robots: { index: false } };

function Stat({ label, value, className = "" }: { label: string; value: ReactNode; className?: string }) {
  return (
    <div className={`rounded-xl border border-border bg-surface p-4 ${className}`}>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-ink">{value}</dd>
    </div>
  );
}

const formatRenewal = (date: string | null) => (date ? staffDate.format(new Date(`${date}T00:00:00Z`)) : "Not set");

/**
 * /plans/{id} (spec 001 §2 admin areas; issue 14 item 6): the provider's view of one plan, reached from the admin
 * menu's 'Select Plan' search. Staff, plan-success managers and the plan's advisors; staff edit seats and renewal.
 */
export default async function PlanPage({ params }: { params: Promise<{ id: string }> }) {
  const viewer = await getPageViewer();
  const { id } = await params;
  if (!can(viewer, "plan-contract:read", { planId: id })) notFound();
  const plan = await getPlanOverview({ viewer, planId: id }).catch((error: unknown) => {
    if (isAppError(error) && error.code === "NOT_FOUND") notFound();
    throw error;
  });
  const rosterSize = plan.roster.added + plan.roster.invited + plan.roster.verified;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <p className="text-sm font-medium text-muted">Plan</p>
      <h1 className="mt-1 break-words text-3xl font-semibold tracking-tight text-ink">{plan.name}</h1>
      <p className="mt-2 text-muted">
        {plan.pricingPlan.name} · created {staffDate.format(plan.createdAt)} ·{" "}
        <Link href={`/dashboard/${encodeURIComponent(plan.id)}`} className="text-brand-700 underline">
          Plan dashboard
        </Link>
      </p>

      <section aria-labelledby="contract-heading" className="mt-8">
        <h2 id="contract-heading" className="text-xl font-semibold text-ink">
          Contract
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Stat label="Tier" value={<span className="text-lg">{plan.pricingPlan.name}</span>} className="col-span-2 sm:col-span-1" />
          <Stat label="Seats" value={plan.seats === null ? "Not set" : plan.seats.toLocaleString("en-US")} />
          <Stat label="Renewal date" value={<span className="text-lg">{formatRenewal(plan.renewalDate)}</span>} />
        </dl>
        {plan.canEditContract ? <PlanContractForm planId={plan.id} seats={plan.seats} renewalDate={plan.renewalDate} /> : null}
      </section>

      <section aria-labelledby="roster-heading" className="mt-8">
        <h2 id="roster-heading" className="text-xl font-semibold text-ink">
          Roster and invitations
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          <Stat label="On the roster" value={rosterSize.toLocaleString("en-US")} />
          <Stat label="Not invited yet" value={plan.roster.added.toLocaleString("en-US")} />
          <Stat label="Invited" value={plan.roster.invited.toLocaleString("en-US")} />
          <Stat label="Verified members" value={plan.roster.verified.toLocaleString("en-US")} />
          <Stat label="Removed" value={plan.roster.removed.toLocaleString("en-US")} />
          <Stat label="Invitations sent" value={plan.invitationsSent.toLocaleString("en-US")} />
        </dl>
        <p className={`mt-3 ${plan.isRosterSyncFailed ? "font-medium text-danger-700" : "text-ink"}`}>
          HR system sync: {plan.isRosterSyncFailed ? "the last sync failed" : "working"}.{" "}
          {plan.lastRosterSyncAt ? `Last successful sync ${staffDateTime.format(plan.lastRosterSyncAt)} UTC.` : "No successful sync yet."}
        </p>
      </section>

      <section aria-labelledby="admins-heading" className="mt-8">
        <h2 id="admins-heading" className="text-xl font-semibold text-ink">
          Administrators
        </h2>
        {plan.administrators.length === 0 ? (
          <p className="mt-2 text-muted">No administrators yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-border rounded-xl border border-border bg-surface">
            {plan.administrators.map((admin) => (
              <li key={admin.userId} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3 sm:px-6">
                <span className="min-w-0">
                  <span className="font-medium text-ink">{personName(admin)}</span>{" "}
                  <span className="break-all text-sm text-muted">{admin.email}</span>
                </span>
                <span className="text-sm text-muted">{admin.permission.charAt(0) + admin.permission.slice(1).toLowerCase()}</span>
              </li>
            ))}
          </ul>
        )}
        <h3 className="mt-6 text-lg font-semibold text-ink">Advisors</h3>
        {plan.advisors.length === 0 ? (
          <p className="mt-2 text-muted">No advisors.</p>
        ) : (
          <ul className="mt-2 space-y-1">
            {plan.advisors.map((advisor) => (
              <li key={advisor.userId} className="text-ink">
                {personName(advisor)} <span className="break-all text-sm text-muted">{advisor.email}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
