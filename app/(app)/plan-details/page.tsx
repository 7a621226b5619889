import type { Metadata } from "next";
import { hasScreen } from "@/components/shell/built-screens";
import { MyPlan } from "@/components/plans/my-plan";
import type { CoachContact } from "@/components/plans/my-plan-types";
import { listDataViews } from "@/lib/audit/list-data-views";
import { listCoachSessions } from "@/lib/coach-mode/list-coach-sessions";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { getPlanDetails } from "@/lib/plans/get-plan-details";
import { siteConfig } from "@/lib/site-config";

export const metadata: Metadata = { title: "My Plan" };

const COACHING_PATH = "/contact";

/** /plan-details (001 §2, header 'My Plan'): the member's plans and what their employer can see. */
export default async function PlanDetailsPage() {
  const viewer = await getPageViewer();
  // The (app) layout sends signed-out visitors to log in; it renders alongside this page.
  if (!viewer) return null;
  const [plans, dataViews, coachSessions] = await Promise.all([
    getPlanDetails({ viewer }),
    listDataViews({ viewer }),
    listCoachSessions({ viewer }),
  ]);
  const coachContact: CoachContact = hasScreen(COACHING_PATH)
    ? { kind: "screen", href: COACHING_PATH }
    : { kind: "direct", email: siteConfig.infoEmail, phone: siteConfig.phone };
  return (
    <MyPlan
      plans={plans.map(({ planId, employerName, planTypeName, includes, includesCoaching, adminPermission }) => ({
        planId,
        employerName,
        planTypeName,
        includes,
        includesCoaching,
        adminPermission,
      }))}
      dataViews={dataViews?.map((view) => ({ ...view, viewedAt: view.viewedAt.toISOString() })) ?? null}
      coachSessions={
        coachSessions?.map((session) => ({
          id: session.id,
          coachName: session.coachName,
          reason: session.reason,
          status: session.status,
          allowEdits: session.allowEdits,
          isEmergency: session.isEmergency,
          decidedAt: (session.decidedAt ?? session.requestedAt).toISOString(),
          activity: session.activity.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
        })) ?? null
      }
      coachContact={coachContact}
      companyName={siteConfig.name}
    />
  );
}
