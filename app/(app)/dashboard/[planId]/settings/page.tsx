import type { Metadata } from "next";
import { PlanActivityLog } from "@/components/plan-dashboard/plan-activity-log";
import { PlanAdministrators } from "@/components/plan-dashboard/plan-administrators";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { listPlanActivity } from "@/lib/plan-admins/list-plan-activity";
import { listPlanAdministrators } from "@/lib/plan-admins/list-plan-administrators";
import { loadPlanDashboard } from "../load-plan-dashboard";

export const metadata: Metadata = { title: "Settings · Plan dashboard", robots: { index: false } };

type Props = { params: Promise<{ planId: string }> };

/**
 * Settings (issue 14 item 5): who administers the plan, invitations, and for owners the activity log of every
 * administrator action.
 */
export default async function PlanSettingsPage({ params }: Props) {
  const { planId } = await params;
  await loadPlanDashboard(planId); // 404 for a plan the viewer may not read, before anything else asks
  const viewer = await getPageViewer();
  const administrators = await listPlanAdministrators({ viewer, planId });
  const activity = administrators.canManage ? await listPlanActivity({ viewer, planId }) : null;
  return (
    <div className="grid grid-cols-1 gap-10">
      <section aria-labelledby="administrators-heading" className="grid gap-4">
        <div>
          <h2 id="administrators-heading" className="text-xl font-semibold text-ink">
            Administrators
          </h2>
          <p className="mt-1 text-sm text-muted">
            Owners manage administrators and see the activity log; editors manage the roster and communications;
            viewers read the dashboard.
          </p>
        </div>
        <PlanAdministrators
          planId={planId}
          canManage={administrators.canManage}
          admins={administrators.admins.map((admin) => ({ ...admin, since: admin.since.toISOString() }))}
          invitations={administrators.invitations.map((invitation) => ({
            ...invitation,
            expiresAt: invitation.expiresAt.toISOString(),
          }))}
        />
      </section>
      {activity ? (
        <section aria-labelledby="activity-heading" className="grid gap-4">
          <h2 id="activity-heading" className="text-xl font-semibold text-ink">
            Activity
          </h2>
          <PlanActivityLog entries={activity} />
        </section>
      ) : null}
    </div>
  );
}
