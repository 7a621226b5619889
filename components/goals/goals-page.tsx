"use client";

import Link from "next/link";
import { useQuery } from "urql";
import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { formatMoney } from "@/lib/format/format-money";
import { STATUS_ORDER } from "@/lib/goals/goal-progress";
import { goalAmountText, kindLabel } from "./goal-format";
import { FINANCIAL_GOALS, GOAL_TYPENAMES, type Goal } from "./goal-operations";
import { GoalProgressBar, GoalStatusBadge } from "./goal-progress-bar";

const QUERY_CONTEXT = { additionalTypenames: GOAL_TYPENAMES };

/** Behind first (they need attention), then on track, no date, paused; the member's own order within each. */
export function orderGoals(goals: readonly Goal[]): Goal[] {
  return goals
    .map((goal, index) => ({ goal, index }))
    .sort((a, b) => STATUS_ORDER[a.goal.progress.status] - STATUS_ORDER[b.goal.progress.status] || a.index - b.index)
    .map(({ goal }) => goal);
}

function GoalRow({ goal }: { goal: Goal }) {
  const { progress } = goal;
  return (
    <li>
      <Card className="flex flex-col gap-3 p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="text-lg font-semibold text-ink">
              <Link href={`/goals/${goal.id}`} className="hover:underline">
                {goal.name}
              </Link>
            </h3>
            <p className="text-sm text-muted">{kindLabel(goal.kind)}</p>
          </div>
          <GoalStatusBadge status={progress.status} text={progress.statusText} />
        </div>
        <GoalProgressBar percent={progress.percent} status={progress.status} label={`${goal.name} progress`} />
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm">
          <span className="font-medium text-ink">
            {progress.percent}% · {goalAmountText(goal)}
          </span>
          {Boolean(progress.monthlyNeeded) && progress.status !== "COMPLETE" && progress.status !== "PAUSED" && (
            <span className="text-muted">Needs {formatMoney(progress.monthlyNeeded ?? 0)} a month</span>
          )}
        </div>
      </Card>
    </li>
  );
}

function GoalList({ title, goals }: { title: string; goals: Goal[] }) {
  const id = `goals-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold text-ink">
        {title} <span className="text-base font-normal text-muted">({goals.length})</span>
      </h2>
      <ul className="flex flex-col gap-3">
        {goals.map((goal) => (
          <GoalRow key={goal.id} goal={goal} />
        ))}
      </ul>
    </section>
  );
}

/** /goals: the member's active goals (most in need first) and completed ones. */
export function GoalsPage() {
  const [{ data, fetching, error }] = useQuery({ query: FINANCIAL_GOALS, context: QUERY_CONTEXT });
  const goals = data?.financialGoals ?? [];
  const active = orderGoals(goals.filter((goal) => goal.completedAt === null));
  const completed = goals.filter((goal) => goal.completedAt !== null);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight text-ink">Goals</h1>
          <p className="mt-1 text-muted">Progress moves on its own as your linked balances change.</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink href="/goals/debt-payoff" variant="secondary">
            Plan your debt payoff
          </ButtonLink>
          {goals.length > 0 && <ButtonLink href="/goal/new">Create a goal</ButtonLink>}
        </div>
      </div>

      {fetching && !data ? (
        <div className="flex justify-center py-12">
          <Spinner label="Loading your goals" />
        </div>
      ) : error && !data ? (
        <p role="alert" className="text-danger-700">
          We could not load your goals. Please try reloading the page.
        </p>
      ) : goals.length === 0 ? (
        <Card className="flex flex-col items-center gap-4 py-12 text-center">
          <h2 className="text-xl font-semibold text-ink">No goals yet</h2>
          <p className="max-w-md text-muted">
            An emergency fund, a trip, a debt paid off: pick a goal and link the accounts that count towards it.
          </p>
          <ButtonLink href="/goal/new">Create a goal</ButtonLink>
        </Card>
      ) : (
        <>
          {active.length > 0 ? (
            <GoalList title="Active" goals={active} />
          ) : (
            <p className="text-muted">Every goal is complete. Time for a new one?</p>
          )}
          {completed.length > 0 && <GoalList title="Completed" goals={completed} />}
        </>
      )}
    </div>
  );
}
