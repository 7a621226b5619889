import type { Metadata } from "next";
import { InsightFilterForm } from "@/components/plan-dashboard/insight-filter-form";
import { CountBars, PrivacyNote, StatCard, formatCount, formatPercent } from "@/components/plan-dashboard/insight-figures";
import { loadPlanInsights, type InsightSearchParams } from "../load-plan-insights";

export const metadata: Metadata = { title: "Outcomes · Plan dashboard", robots: { index: false } };

type Props = { params: Promise<{ planId: string }>; searchParams: InsightSearchParams };

const signed = (value: number | null) => (value === null ? formatCount(null) : `${value > 0 ? "+" : ""}${value} points`);

/**
 * Outcomes (issue 14): how members' finances are doing, together and in bands only: the financial health score's
 * bands, emergency savings, card debt, goals, and the change since each member joined.
 */
export default async function PlanOutcomesPage({ params, searchParams }: Props) {
  const { planId } = await params;
  const { insights, filters, filter, notice } = await loadPlanInsights(planId, searchParams);
  const { outcomes } = insights;
  return (
    <div className="grid gap-10">
      <InsightFilterForm action={`/dashboard/${encodeURIComponent(planId)}/outcomes`} {...filters} filter={filter} notice={notice} />
      <section aria-labelledby="bands-heading" className="grid gap-4">
        <div>
          <h2 id="bands-heading" className="text-xl font-semibold text-ink">
            Financial health scores
          </h2>
          <p className="mt-1 text-sm text-muted">
            Members by score band (0 to 100). {formatCount(outcomes.membersWithScore.value)} members have a score.
          </p>
        </div>
        <CountBars
          label="Members by score band"
          scaleTo={outcomes.membersWithScore.value}
          rows={outcomes.healthBands.map((band) => ({ key: band.label, label: `Score ${band.label}`, value: band.members.value }))}
        />
      </section>
      <section aria-labelledby="results-heading" className="grid gap-4">
        <h2 id="results-heading" className="text-xl font-semibold text-ink">
          Results
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <StatCard
            label="Savings cover a month or more"
            value={formatPercent(outcomes.emergencyFundShare)}
            detail="Share of members whose savings cover at least one month of their spending."
          />
          <StatCard
            label="Lowering card debt"
            value={formatPercent(outcomes.cardDebtLoweringShare)}
            detail="Share of members who had card debt when they joined and owe less now."
          />
          <StatCard
            label="Score change since joining"
            value={signed(outcomes.averageScoreChange)}
            detail="Average change of the financial health score since each member joined."
          />
          <StatCard label="Members with a goal" value={formatCount(outcomes.membersWithGoals.value)} />
          <StatCard label="Members who reached a goal" value={formatCount(outcomes.membersCompletedGoal.value)} />
        </div>
      </section>
      <PrivacyNote />
    </div>
  );
}
