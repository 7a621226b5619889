import type { Metadata } from "next";
import { PlanEmailTemplateEditor } from "@/components/plan-roster/plan-email-template-editor";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { can } from "@/lib/authz/permissions";
import { getPlanEmailTemplates } from "@/lib/plan-invitations/get-plan-email-templates";
import { samplePlanEmailValues } from "@/lib/plan-invitations/plan-email-templates";
import { planSignUpLink } from "@/lib/plan-invitations/plan-sign-up-link";
import { loadPlanDashboard } from "../load-plan-dashboard";

export const metadata: Metadata = { title: "Communications", robots: { index: false } };

type Props = { params: Promise<{ planId: string }> };

/**
 * The Communications tab (issue 14 item 4): the invitation and reminder emails in the plan's own words, and launch
 * materials to download (a poster with a QR code, the launch email as text). Viewers read; owners and editors edit.
 */
export default async function PlanCommunicationsPage({ params }: Props) {
  const { planId } = await params;
  const plan = await loadPlanDashboard(planId);
  const viewer = await getPageViewer();
  const canEdit = can(viewer, "plan:edit", { planId: plan.id });
  const templates = await getPlanEmailTemplates({ viewer, planId: plan.id });
  const signUpLink = planSignUpLink();
  const sampleValues = samplePlanEmailValues({ companyName: plan.name, signUpLink });
  const materials = `/api/plans/${encodeURIComponent(plan.id)}/launch-materials`;

  return (
    <div className="grid gap-8">
      <section aria-labelledby="launch-heading" className="grid gap-3 rounded-xl border border-border bg-surface p-5 sm:p-6">
        <h2 id="launch-heading" className="text-lg font-semibold text-ink">
          Launch materials
        </h2>
        <p className="text-sm text-muted">
          Employees sign up at <span className="break-all font-medium text-ink">{signUpLink}</span> with their work email.
        </p>
        <ul className="flex flex-wrap gap-3">
          <li>
            <a href={`${materials}/poster.svg`} download className="inline-flex min-h-11 items-center rounded-md border border-border bg-canvas px-4 text-sm font-medium text-ink underline-offset-2 hover:underline">
              Download the poster (SVG, US Letter, with QR code)
            </a>
          </li>
          <li>
            <a href={`${materials}/launch-email.txt`} download className="inline-flex min-h-11 items-center rounded-md border border-border bg-canvas px-4 text-sm font-medium text-ink underline-offset-2 hover:underline">
              Download the launch email (text)
            </a>
          </li>
        </ul>
      </section>
      <section aria-labelledby="emails-heading" className="grid gap-4">
        <div>
          <h2 id="emails-heading" className="text-lg font-semibold text-ink">
            Emails to employees
          </h2>
          <p className="mt-1 text-sm text-muted">
            Each employee gets at most three: the invitation, then reminders 3 and 10 days later until they sign up.
          </p>
        </div>
        {templates.map((template) => (
          <PlanEmailTemplateEditor key={template.kind} planId={plan.id} template={template} sampleValues={sampleValues} canEdit={canEdit} />
        ))}
      </section>
    </div>
  );
}
