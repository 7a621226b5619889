import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdvisedPlanForm } from "@/components/staff/advised-plan-form";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { findPricingPlan, PRICING_PLAN_IDS } from "@/lib/auth/sign-up/pricing-plans";
import { can } from "@/lib/authz/permissions";

export const metadata: Metadata = { title: "Create a Plan", robots: { index: false } };

const PRICING_PLANS = PRICING_PLAN_IDS.map((id) => findPricingPlan(id)!);

/** Advisors (spec 001 §2 admin areas): set up a plan for a company they advise. */
export default async function CreateAdvisedPlanPage() {
  const viewer = await getPageViewer();
  if (!can(viewer, "advised-plan:create")) notFound();
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
      <p className="text-sm font-medium text-muted">Advisor</p>
      <h1 className="mt-1 text-3xl font-semibold tracking-tight text-ink">Create a Plan</h1>
      <p className="mt-2 text-muted">
        You will be the plan&apos;s advisor: it appears in your plan search and dashboards. The company&apos;s administrators
        can be added afterwards.
      </p>
      <AdvisedPlanForm pricingPlans={PRICING_PLANS} />
    </div>
  );
}
