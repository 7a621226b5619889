"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useMutation, useQuery } from "urql";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toast";
import { formatMoney } from "@/lib/format/format-money";
import { formatGoalDate, goalAmountText, kindLabel } from "./goal-format";
import { GoalChecklist } from "./goal-checklist";
import {
  COMPLETE_FINANCIAL_GOAL,
  DELETE_FINANCIAL_GOAL,
  FINANCIAL_GOAL,
  GOAL_TYPENAMES,
  REOPEN_FINANCIAL_GOAL,
  UPDATE_FINANCIAL_GOAL,
  type GoalWithProjection,
} from "./goal-operations";
import { GoalProgressBar, GoalStatusBadge } from "./goal-progress-bar";

const GoalProjectionChart = dynamic(() => import("./goal-projection-chart"), {
  ssr: false,
  loading: () => <div className="h-56 w-full" />,
});

const CONTEXT = { additionalTypenames: GOAL_TYPENAMES };

/** Phones: a back button and the title 'Edit Goal' (spec 001 §2); wider screens: the goal's name. */
function Header({ goal }: { goal: GoalWithProjection | null }) {
  return (
    <>
      <div className="flex items-center gap-2 sm:hidden">
        <Link
          href="/goals"
          aria-label="Back to goals"
          className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-canvas"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth={2}>
            <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Link>
        <h1 className="text-2xl font-semibold text-ink">Edit Goal</h1>
      </div>
      <div className="hidden sm:block">
        <Link href="/goals" className="text-sm font-medium text-brand-700 hover:underline">
          ← All goals
        </Link>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-ink">{goal?.name ?? "Goal"}</h1>
      </div>
    </>
  );
}

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="font-medium text-ink">{value}</dd>
    </div>
  );
}

function Projection({ goal }: { goal: GoalWithProjection }) {
  const [asTable, setAsTable] = useState(false);
  const payDown = goal.kind === "PAY_DOWN_DEBT";
  const rows = goal.progress.projection;
  const finish = goal.progress.projectedFinishDate;
  const summary = finish
    ? `At your current pace you ${payDown ? "pay it off" : "reach it"} by ${formatGoalDate(finish)}.`
    : "At your current pace this goal is not getting closer. Add a monthly amount to see when you would finish.";
  return (
    <Card as="section" aria-labelledby="projection-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="projection-heading" className="text-lg font-semibold text-ink">
          Projection
        </h2>
        <Button variant="link" size="sm" onClick={() => setAsTable((value) => !value)} aria-pressed={asTable}>
          {asTable ? "Show as a chart" : "Show as a table"}
        </Button>
      </div>
      <p className="text-ink">{summary}</p>
      {asTable ? (
        <div className="max-h-72 overflow-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Projected {payDown ? "balance" : "value"} by month</caption>
            <thead>
              <tr className="border-b border-border text-muted">
                <th scope="col" className="py-2 font-medium">Date</th>
                <th scope="col" className="py-2 text-right font-medium">Projected</th>
                {!payDown && <th scope="col" className="py-2 text-right font-medium">Target</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.date} className="border-b border-border last:border-0">
                  <th scope="row" className="py-1.5 font-normal text-ink">{formatGoalDate(row.date)}</th>
                  <td className="py-1.5 text-right text-ink">{formatMoney(row.projected)}</td>
                  {!payDown && <td className="py-1.5 text-right text-ink">{formatMoney(row.target)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <GoalProjectionChart rows={rows} showTarget={!payDown} />
      )}
    </Card>
  );
}

function Actions({ goal }: { goal: GoalWithProjection }) {
  const router = useRouter();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const [{ fetching: completing }, complete] = useMutation(COMPLETE_FINANCIAL_GOAL);
  const [{ fetching: reopening }, reopen] = useMutation(REOPEN_FINANCIAL_GOAL);
  const [{ fetching: pausing }, update] = useMutation(UPDATE_FINANCIAL_GOAL);
  const [{ fetching: deleting }, remove] = useMutation(DELETE_FINANCIAL_GOAL);
  const done = goal.completedAt !== null;
  const report = (error: string | null | undefined, success: string) =>
    toast(error ? { message: error, theme: "error" } : { message: success, theme: "success" });

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      {done ? (
        <Button
          loading={reopening}
          onClick={async () => {
            const result = await reopen({ id: goal.id }, CONTEXT);
            report(result.data?.reopenFinancialGoal.error ?? (result.error ? "The goal was not reopened." : null), "Goal reopened");
          }}
        >
          Reopen goal
        </Button>
      ) : (
        <Button
          loading={completing}
          onClick={async () => {
            const result = await complete({ id: goal.id }, CONTEXT);
            report(result.data?.completeFinancialGoal.error ?? (result.error ? "The goal was not completed." : null), "Goal completed. Well done!");
          }}
        >
          Mark as complete
        </Button>
      )}
      {!done && (
        <ButtonLink href={`/goals/${goal.id}/edit`} variant="secondary">
          Edit details
        </ButtonLink>
      )}
      {!done && (
        <Button
          variant="secondary"
          loading={pausing}
          onClick={async () => {
            const paused = goal.pausedAt === null;
            const result = await update({ id: goal.id, input: { paused } }, CONTEXT);
            report(result.data?.updateFinancialGoal.error, paused ? "Goal paused" : "Goal resumed");
          }}
        >
          {goal.pausedAt ? "Resume goal" : "Pause goal"}
        </Button>
      )}
      <Button variant="danger" onClick={() => setConfirming(true)}>
        Delete goal
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="danger"
        title={`Delete ${goal.name}?`}
        text="The goal and its budget line from this month on are removed. Your accounts are not changed."
        confirmLabel="Delete goal"
        loading={deleting}
        onConfirm={async () => {
          const result = await remove({ id: goal.id }, CONTEXT);
          const error = result.data?.deleteFinancialGoal.error ?? (result.error ? "The goal was not deleted." : null);
          if (error) toast({ message: error, theme: "error" });
          else {
            toast({ message: `${goal.name} deleted`, theme: "success" });
            router.push("/goals");
          }
          setConfirming(false);
        }}
      />
    </div>
  );
}

/** /goals/{id}: progress in words and as a bar, the projection (chart or table), contributing accounts, actions. */
export function GoalDetailPage({ id }: { id: string }) {
  const [{ data, fetching, error }] = useQuery({ query: FINANCIAL_GOAL, variables: { id }, context: CONTEXT });
  const goal = data?.financialGoal ?? null;

  let body;
  if (fetching && !data) body = <Spinner label="Loading the goal" />;
  else if (error && !data) body = <p role="alert" className="text-danger-700">We could not load this goal. Please try reloading the page.</p>;
  else if (!goal) {
    body = (
      <Card className="flex flex-col items-start gap-3">
        <p className="text-ink">We could not find this goal.</p>
        <ButtonLink href="/goals">Go to goals</ButtonLink>
      </Card>
    );
  } else {
    const { progress } = goal;
    const money = goal.kind !== "CHECKLIST";
    body = (
      <>
        <Card as="section" aria-labelledby="progress-heading" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <h2 id="progress-heading" className="text-lg font-semibold text-ink">
                <span className="sm:hidden">{goal.name}</span>
                <span className="hidden sm:inline">Progress</span>
              </h2>
              <p className="text-sm text-muted">{kindLabel(goal.kind)}</p>
            </div>
            <GoalStatusBadge status={progress.status} text={progress.statusText} />
          </div>
          <p className="text-3xl font-semibold text-ink">{progress.percent}%</p>
          <GoalProgressBar percent={progress.percent} status={progress.status} label={`${goal.name} progress`} />
          <p className="text-ink">{goalAmountText(goal)}</p>
          <dl className="grid gap-4 sm:grid-cols-3">
            {goal.targetDate && <Figure term="Target date" value={formatGoalDate(goal.targetDate)} />}
            {money && <Figure term={goal.kind === "PAY_DOWN_DEBT" ? "Balance left" : "Still to go"} value={formatMoney(progress.remaining)} />}
            {money && progress.monthlyNeeded !== null && <Figure term="Needed each month" value={formatMoney(progress.monthlyNeeded)} />}
            {money && progress.averageMonthlyContribution !== null && (
              <Figure term="Your pace" value={`${formatMoney(progress.averageMonthlyContribution)} a month`} />
            )}
            {goal.currentBudget && <Figure term="Budget this month" value={formatMoney(goal.currentBudget.target)} />}
            {goal.completedAt && <Figure term="Completed" value={formatGoalDate(goal.completedAt.slice(0, 10))} />}
          </dl>
        </Card>

        {money && progress.status !== "COMPLETE" && <Projection goal={goal} />}

        {money && (
          <Card as="section" aria-labelledby="accounts-heading" className="flex flex-col gap-3">
            <h2 id="accounts-heading" className="text-lg font-semibold text-ink">
              {goal.kind === "PAY_DOWN_DEBT" ? "Debt" : "Contributing accounts"}
            </h2>
            {goal.quantifiables.length === 0 ? (
              <p className="text-sm text-muted">
                No accounts linked yet. <Link className="font-medium text-brand-700 underline" href={`/goals/${goal.id}/edit`}>Link an account</Link> so
                this goal moves on its own.
              </p>
            ) : (
              <ul className="flex flex-col divide-y divide-border">
                {goal.quantifiables.map((link) => (
                  <li key={link.id} className="flex flex-wrap justify-between gap-2 py-2">
                    <div>
                      <p className="font-medium text-ink">{link.name}</p>
                      <p className="text-sm text-muted">
                        {link.institutionName ?? "Manual account"}
                        {link.earmarkAmount !== null ? ` · ${formatMoney(link.earmarkAmount)} set aside` : ""}
                      </p>
                    </div>
                    <p className="text-right text-ink">
                      {formatMoney(link.countedValue)}
                      {link.countedValue !== link.value && <span className="block text-sm text-muted">of {formatMoney(link.value)}</span>}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        )}

        {goal.kind === "CHECKLIST" && (
          <Card>
            <GoalChecklist goal={goal} readOnly={goal.completedAt !== null} />
          </Card>
        )}

        <Actions goal={goal} />
      </>
    );
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <Header goal={goal} />
      {body}
    </div>
  );
}
