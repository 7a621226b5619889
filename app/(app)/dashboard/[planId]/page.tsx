import type { Metadata } from "next";
import Link from "next/link";
import { loadPlanDashboard } from "./load-plan-dashboard";

export const metadata: Metadata = { title: "Plan dashboard", robots: { index: false } };

type Props = { params: Promise<{ planId: string }> };

/**
 * A plan's admin dashboard (spec 000 §2.1). For now its name and what comes next; adoption, engagement and the
 * employee roster arrive with the dashboard issue. A plan the viewer may not read answers 404, like a missing one.
 */
export default async function PlanDashboardPage({ params }: Props) {
  const { planId } = await params;
  const plan = await loadPlanDashboard(planId);

  return (
    <div>
      <section aria-labelledby="whats-next" className="max-w-2xl rounded-xl border border-border bg-surface p-6">
        <h2 id="whats-next" className="text-xl font-semibold text-ink">
          What&apos;s next
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-ink">
          <li>Add your employees to the plan, so they can join with their work email.</li>
          <li>Invite them to sign up: each one gets their own private Mariner account.</li>
          <li>Come back here to follow adoption and engagement across your company.</li>
        </ol>
        <p className="mt-4 text-sm text-muted">
          {plan.memberCount === 0
            ? "No employees on the plan yet."
            : `${plan.memberCount} ${plan.memberCount === 1 ? "employee" : "employees"} on the plan.`}{" "}
          <Link href={`/dashboard/${encodeURIComponent(plan.id)}/roster`} className="font-medium text-brand-700 underline underline-offset-2">
            Add employees on the Roster tab
          </Link>
          .
        </p>
      </section>
    </div>
  );
}
