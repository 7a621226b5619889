import type { Metadata } from "next";
import { NewGoalKindStep, type PayoffPlan } from "@/components/goals/new-goal-steps";
import { isGoalKind } from "@/lib/goals/goal-kinds";

export const metadata: Metadata = { title: "New goal" };

type Search = Promise<Record<string, string | string[] | undefined>>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Creation step 1 (001 §2 /goal/new): the kind. The debt payoff planner links here with
 * `?kind=PAY_DOWN_DEBT&strategy=avalanche|snowball&extra=<monthly extra>` to prefill a payoff goal.
 */
export default async function Page({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const kind = first(params.kind)?.toUpperCase() ?? "";
  const strategy = first(params.strategy)?.toLowerCase();
  const extra = Number(first(params.extra));
  const plan: PayoffPlan = {
    strategy: strategy === "avalanche" || strategy === "snowball" ? strategy : null,
    extra: Number.isFinite(extra) && extra > 0 && extra <= 1_000_000_000 ? Math.round(extra * 100) / 100 : null,
  };
  return (
    <div className="px-4 py-10 sm:px-6">
      <NewGoalKindStep initialKind={isGoalKind(kind) ? kind : null} plan={plan} />
    </div>
  );
}
