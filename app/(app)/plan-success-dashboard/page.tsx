import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { can } from "@/lib/authz/permissions";
import { LOW_ACTIVATION_AFTER_DAYS, LOW_ACTIVATION_SHARE, listPlanSuccess } from "@/lib/plan-success/list-plan-success";

export const metadata: Metadata = { title: "Plan Success Dashboard", robots: { index: false } };

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const percent = (value: number | null) => (value === null ? "—" : `${value}%`);

type Row = Awaited<ReturnType<typeof listPlanSuccess>>[number];

function RosterSync({ row }: { row: Row }) {
  if (row.isSyncFailed) return <span className="font-semibold text-red-800">Failed</span>;
  return <>{row.isSyncConnected ? "OK" : "Not connected"}</>;
}

function PlanName({ row }: { row: Row }) {
  return (
    <>
      <Link href={`/plans/${encodeURIComponent(row.planId)}`} className="text-brand-700 underline underline-offset-2">
        {row.planName}
      </Link>
      <span className="block text-xs font-normal text-muted">{row.tier ?? "Unknown tier"}</span>
      {row.flagged ? <span className="mt-1 block text-xs font-semibold text-red-800">Low activation</span> : null}
    </>
  );
}

/**
 * Staff, plan-success managers and advisors (spec 001 §2, §6; issue 14): each plan's adoption in one table, plans that
 * need attention first. An advisor sees the plans they advise.
 */
export default async function PlanSuccessDashboardPage() {
  const viewer = await getPageViewer();
  if (!can(viewer, "plan-success:read")) notFound();
  const rows = await listPlanSuccess({ viewer });
  const flagged = rows.filter((row) => row.flagged).length;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-3xl font-semibold tracking-tight text-ink">Plan Success Dashboard</h1>
      <p className="mt-2 text-muted">
        {rows.length} {rows.length === 1 ? "plan" : "plans"}
        {flagged > 0
          ? `; ${flagged} under ${LOW_ACTIVATION_SHARE * 100}% activation ${LOW_ACTIVATION_AFTER_DAYS} days after starting, listed first.`
          : "."}
      </p>
      {rows.length === 0 ? (
        <p className="mt-6 text-muted">No plans to show.</p>
      ) : (
        <>
          {/* On a phone each plan is a card; from 640 px, the table. Both are rendered on the server. */}
          <ul aria-label="Plans" className="mt-6 grid gap-3 sm:hidden">
            {rows.map((row) => (
              <li key={row.planId} className={`rounded-xl border border-border p-4 ${row.flagged ? "bg-red-50" : "bg-surface"}`}>
                <p className="font-medium">
                  <PlanName row={row} />
                </p>
                <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                  {[
                    ["Started", dateFormat.format(row.startedAt)],
                    ["Eligible", String(row.eligible)],
                    ["Activation", percent(row.activationPercent)],
                    ["Active in 30 days", percent(row.activePercent)],
                    ["Roster sync", <RosterSync key="sync" row={row} />],
                    ["Satisfaction", row.satisfaction === null ? "—" : `${row.satisfaction} / 10`],
                    ["Renewal", row.renewalDate ? dateFormat.format(row.renewalDate) : "—"],
                  ].map(([label, value]) => (
                    <div key={String(label)}>
                      <dt className="text-muted">{label}</dt>
                      <dd className="text-ink">{value}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          <div className="mt-6 hidden overflow-x-auto rounded-xl border border-border bg-surface sm:block" tabIndex={0} role="region" aria-label="Plans table">
            <table className="w-full min-w-[54rem] text-left text-sm">
              <thead className="border-b border-border text-muted">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">Plan</th>
                  <th scope="col" className="px-4 py-3 font-medium">Started</th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">Eligible</th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">Activation</th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">Active in 30 days</th>
                  <th scope="col" className="px-4 py-3 font-medium">Roster sync</th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">Satisfaction</th>
                  <th scope="col" className="px-4 py-3 font-medium">Renewal</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {rows.map((row) => (
                  <tr key={row.planId} className={row.flagged ? "bg-red-50" : undefined}>
                    <th scope="row" className="px-4 py-3 font-medium">
                      <PlanName row={row} />
                    </th>
                    <td className="px-4 py-3 text-ink">{dateFormat.format(row.startedAt)}</td>
                    <td className="px-4 py-3 text-right text-ink">{row.eligible}</td>
                    <td className="px-4 py-3 text-right text-ink">{percent(row.activationPercent)}</td>
                    <td className="px-4 py-3 text-right text-ink">{percent(row.activePercent)}</td>
                    <td className="px-4 py-3 text-ink">
                      <RosterSync row={row} />
                    </td>
                    <td className="px-4 py-3 text-right text-ink">{row.satisfaction === null ? "—" : `${row.satisfaction} / 10`}</td>
                    <td className="px-4 py-3 text-ink">{row.renewalDate ? dateFormat.format(row.renewalDate) : "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
