import type { Metadata } from "next";
import Link from "next/link";
import { InsightFilterForm } from "@/components/plan-dashboard/insight-filter-form";
import { PrivacyNote, StatCard, formatCount, formatPercent } from "@/components/plan-dashboard/insight-figures";
import { loadPlanDashboard } from "./load-plan-dashboard";
import { loadPlanInsights, type InsightSearchParams } from "./load-plan-insights";

export const metadata: Metadata = { title: "Plan dashboard", robots: { index: false } };

type Props = { params: Promise<{ planId: string }>; searchParams: InsightSearchParams };

const share = (part: number | null, whole: number | null) =>
  part !== null && whole ? `${Math.round((part / whole) * 100)}% of eligible employees` : undefined;

/**
 * Overview of a plan's dashboard (spec 000 §2.1, issue 14): how many employees joined, use it and like it, in the
 * privacy-safe figures of planInsights, and what to do next while the plan is new.
 */
export default async function PlanDashboardPage({ params, searchParams }: Props) {
  const { planId } = await params;
  const [plan, { insights, filters, filter, notice }] = await Promise.all([
    loadPlanDashboard(planId),
    loadPlanInsights(planId, searchParams),
  ]);
  const count = (key: string) => insights.funnel.find((stage) => stage.key === key)?.count.value ?? null;
  const eligible = count("eligible");

  return (
    <div className="grid gap-8">
      <InsightFilterForm action={`/dashboard/${encodeURIComponent(planId)}`} {...filters} filter={filter} notice={notice} />
      <section aria-labelledby="overview-heading" className="grid gap-4">
        <h2 id="overview-heading" className="text-xl font-semibold text-ink">
          Overview
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard label="Eligible employees" value={formatCount(eligible)} />
          <StatCard label="Joined the plan" value={formatCount(count("verified"))} detail={share(count("verified"), eligible)} />
          <StatCard label="Active in the last 30 days" value={formatCount(count("active30"))} detail={share(count("active30"), eligible)} />
          <StatCard
            label="Satisfaction"
            value={insights.satisfaction.averageScore === null ? formatCount(null) : `${insights.satisfaction.averageScore} / 10`}
            detail={
              insights.satisfaction.shareSevenOrMore === null
                ? undefined
                : `${formatPercent(insights.satisfaction.shareSevenOrMore)} score 7 or more`
            }
          />
        </div>
        <PrivacyNote />
      </section>

      {plan.memberCount === 0 ? (
        <section aria-labelledby="whats-next" className="max-w-2xl rounded-xl border border-border bg-surface p-6">
          <h2 id="whats-next" className="text-xl font-semibold text-ink">
            What&apos;s next
          </h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-ink">
            <li>Add your employees to the plan, so they can join with their work email.</li>
            <li>Invite them to sign up: each one gets their own private Mariner account.</li>
            <li>Come back here to follow adoption and engagement across your company.</li>
          </ol>
          <p className="mt-4 text-sm">
            <Link href={`/dashboard/${encodeURIComponent(plan.id)}/roster`} className="font-medium text-brand-700 underline underline-offset-2">
              Add employees on the Roster tab
            </Link>
          </p>
        </section>
      ) : null}
    </div>
  );
}
