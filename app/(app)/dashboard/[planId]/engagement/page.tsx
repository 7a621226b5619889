import type { Metadata } from "next";
import { InsightFilterForm } from "@/components/plan-dashboard/insight-filter-form";
import { CountBars, PrivacyNote, StatCard, formatCount } from "@/components/plan-dashboard/insight-figures";
import { PlanTrend } from "@/components/plan-dashboard/plan-trend";
import { loadPlanInsights, type InsightSearchParams } from "../load-plan-insights";

export const metadata: Metadata = { title: "Engagement · Plan dashboard", robots: { index: false } };

type Props = { params: Promise<{ planId: string }>; searchParams: InsightSearchParams };

/** Engagement (issue 14): the funnel from eligible to active, and the last 12 months of new and active members. */
export default async function PlanEngagementPage({ params, searchParams }: Props) {
  const { planId } = await params;
  const { insights, filters, filter, notice } = await loadPlanInsights(planId, searchParams);
  const eligible = insights.funnel.find((stage) => stage.key === "eligible")?.count.value ?? null;
  return (
    <div className="grid gap-10">
      <InsightFilterForm action={`/dashboard/${encodeURIComponent(planId)}/engagement`} {...filters} filter={filter} notice={notice} />
      <section aria-labelledby="funnel-heading" className="grid gap-4">
        <div>
          <h2 id="funnel-heading" className="text-xl font-semibold text-ink">
            From invitation to everyday use
          </h2>
          <p className="mt-1 text-sm text-muted">
            Stages after &lsquo;Joined the plan&rsquo; count members who joined; the last one, those who used the product in
            the last 30 days.
          </p>
        </div>
        <CountBars
          label="Members at each stage"
          scaleTo={eligible}
          rows={insights.funnel.map((stage) => ({ key: stage.key, label: stage.label, value: stage.count.value }))}
        />
      </section>
      <section aria-labelledby="coaching-heading" className="grid gap-4">
        <h2 id="coaching-heading" className="text-xl font-semibold text-ink">
          Coaching
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <StatCard label="Members who booked a session" value={formatCount(insights.coaching.membersBooked.value)} />
          <StatCard label="Members who met a coach" value={formatCount(insights.coaching.membersHeld.value)} />
        </div>
      </section>
      <section aria-labelledby="trend-heading" className="grid gap-4">
        <h2 id="trend-heading" className="text-xl font-semibold text-ink">
          The last 12 months
        </h2>
        <PlanTrend
          months={insights.trend.map((month) => ({
            month: month.month,
            newMembers: month.newMembers.value,
            activeMembers: month.activeMembers.value,
          }))}
        />
      </section>
      <PrivacyNote />
    </div>
  );
}
