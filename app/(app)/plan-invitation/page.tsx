import type { Metadata } from "next";
import { AcceptPlanInvitation } from "@/components/plan-dashboard/accept-plan-invitation";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { findPlanAdminInvitation } from "@/lib/plan-admins/find-plan-admin-invitation";
import { PERMISSION_DESCRIPTIONS, PERMISSION_LABELS, PLAN_ADMIN_MESSAGES } from "@/lib/plan-admins/plan-admin-policy";

export const metadata: Metadata = { title: "Plan invitation", robots: { index: false } };

type Props = { searchParams: Promise<{ token?: string }> };

/**
 * Where an emailed invitation to administer a plan lands (issue 14 item 5), signed in (the shell sends a signed-out
 * visitor to log in and back here). Shows the plan and permission, and accepts for the invited address only.
 */
export default async function PlanInvitationPage({ searchParams }: Props) {
  const { token = "" } = await searchParams;
  const [invitation, viewer] = await Promise.all([findPlanAdminInvitation(token), getPageViewer()]);
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight text-ink">Plan invitation</h1>
      {!invitation ? (
        <p className="mt-4 text-ink">{PLAN_ADMIN_MESSAGES.invitationInvalid}</p>
      ) : (
        <div className="mt-6 grid gap-4 rounded-xl border border-border bg-surface p-6">
          <p className="text-ink">
            You are invited to be {invitation.permission === "OWNER" ? "an" : "a"}{" "}
            <strong>{PERMISSION_LABELS[invitation.permission].toLowerCase()}</strong> of the{" "}
            <strong>{invitation.planName}</strong> plan. {PERMISSION_DESCRIPTIONS[invitation.permission]}
          </p>
          {viewer && viewer.actor.email === invitation.email && !viewer.isCoachMode ? (
            <AcceptPlanInvitation token={token} />
          ) : (
            <p className="text-ink">{PLAN_ADMIN_MESSAGES.invitationOtherEmail}</p>
          )}
        </div>
      )}
    </div>
  );
}
