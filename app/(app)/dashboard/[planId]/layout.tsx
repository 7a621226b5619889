import Link from "next/link";
import { PlanDashboardTabBar } from "@/components/plan-dashboard/plan-dashboard-tab-bar";
import { loadPlanDashboard } from "./load-plan-dashboard";

type Props = { params: Promise<{ planId: string }>; children: React.ReactNode };

/** Every tab of a plan's dashboard (spec 000 §2.1, issue 14): the plan's name, then the tabs, then the tab. */
export default async function PlanDashboardLayout({ params, children }: Props) {
  const { planId } = await params;
  const plan = await loadPlanDashboard(planId);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <p className="text-sm font-medium text-muted">{plan.pricingPlanName ?? "Plan dashboard"}</p>
      <h1 className="mt-1 text-3xl font-semibold tracking-tight text-ink">{plan.name}</h1>
      {plan.isRosterSyncFailed ? (
        <p className="mt-4 rounded-md border border-warning-700/40 bg-warning-50 p-3 text-sm text-ink">
          The last sync from your HR system failed, so the roster may be out of date.{" "}
          <Link href={`/dashboard/${encodeURIComponent(plan.id)}/roster`} className="font-semibold text-warning-700 underline underline-offset-2">
            See why on the Roster tab
          </Link>
        </p>
      ) : null}
      <div className="mt-6">
        <PlanDashboardTabBar planId={plan.id} />
      </div>
      <div className="mt-8">{children}</div>
    </div>
  );
}
