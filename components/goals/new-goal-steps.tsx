"use client";

import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { useMutation, useQuery } from "urql";
import { FINANCIAL_ACCOUNTS } from "@/components/accounts/account-operations";
import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toast";
import { loadOnce, useModuleOnMount } from "@/components/ui/use-module-on-mount";
import { WizardFrame } from "@/components/ui/wizard-frame";
import { formatMoney } from "@/lib/format/format-money";
import { GOAL_KIND_INFO, GOAL_KINDS, isGoalKind, type GoalKind } from "@/lib/goals/goal-kinds";
import { formatGoalDate, goalAmountText, kindLabel } from "./goal-format";
import { GoalChecklist } from "./goal-checklist";
import { CREATE_FINANCIAL_GOAL, EMERGENCY_FUND_SUGGESTION, FINANCIAL_GOAL, GOAL_TYPENAMES } from "./goal-operations";

// The three creation steps (001 §2): /goal/new (the kind) -> /goal/new/details/{id} -> /goal/new/complete/{id}. The
// first step creates the goal as a draft, so each later step is a page of its own that survives a reload.

const CONTEXT = { additionalTypenames: GOAL_TYPENAMES };
const TOTAL_STEPS = 3;

export type PayoffPlan = { strategy: "avalanche" | "snowball" | null; extra: number | null };

type Debt = { id: string; name: string; value: number; apr: number | null };

/** The debt a payoff plan pays first: highest rate (avalanche) or smallest balance (snowball). */
export function firstDebtOf(debts: Debt[], strategy: PayoffPlan["strategy"]): Debt | undefined {
  const open = debts.filter((debt) => debt.value > 0);
  if (strategy === "avalanche") return [...open].sort((a, b) => (b.apr ?? 0) - (a.apr ?? 0) || a.value - b.value)[0];
  if (strategy === "snowball") return [...open].sort((a, b) => a.value - b.value)[0];
  return undefined;
}

export function NewGoalKindStep({ initialKind, plan }: { initialKind: GoalKind | null; plan: PayoffPlan }) {
  const router = useRouter();
  const { toast } = useToast();
  const [kind, setKind] = useState<GoalKind | null>(initialKind);
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, create] = useMutation(CREATE_FINANCIAL_GOAL);
  const fromPlan = kind === "PAY_DOWN_DEBT" && plan.strategy !== null;
  const [{ data: accounts, fetching: loadingAccounts }] = useQuery({ query: FINANCIAL_ACCOUNTS, pause: !fromPlan });
  // From a payoff plan the goal is named for the plan's first debt: wait for the debts before creating it.
  const waitingForDebts = fromPlan && (loadingAccounts || !accounts);

  async function onNext() {
    if (!kind) {
      setError("Please choose a kind of goal.");
      return;
    }
    if (waitingForDebts) return;
    const debts = [...(accounts?.financialAccounts.creditCards ?? []), ...(accounts?.financialAccounts.loans ?? [])];
    const first = fromPlan ? firstDebtOf(debts, plan.strategy) : undefined;
    const input = {
      category: kind,
      ...(first ? { completableTemplateObjectId: first.id, name: `Pay off ${first.name}` } : {}),
      ...(fromPlan && plan.extra !== null ? { monthlyProgress: plan.extra } : {}),
      ...(fromPlan
        ? {
            shortDescription: `From your ${plan.strategy} payoff plan${plan.extra ? `, ${formatMoney(plan.extra)} extra a month` : ""}`,
          }
        : {}),
    };
    const result = await create({ input }, CONTEXT);
    const goal = result.data?.createFinancialGoal.financialGoal;
    if (goal) router.push(`/goal/new/details/${goal.id}`);
    else toast({ message: result.data?.createFinancialGoal.error ?? "The goal was not created. Please try again.", theme: "error" });
  }

  return (
    <WizardFrame
      step={1}
      totalSteps={TOTAL_STEPS}
      title="What is your goal?"
      description="Choose one; you can change the details next."
      onNext={onNext}
      nextLabel="Continue"
      nextLoading={fetching || waitingForDebts}
      onBack={() => router.push("/goals")}
      backLabel="Cancel"
    >
      <fieldset>
        <legend className="sr-only">Kind of goal</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {GOAL_KINDS.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer gap-3 rounded-xl border border-border bg-surface p-4 has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="kind"
                value={option}
                checked={kind === option}
                onChange={() => {
                  setKind(option);
                  setError(null);
                }}
                className="mt-1 size-5 accent-brand-700"
              />
              <span>
                <span className="block font-semibold text-ink">{GOAL_KIND_INFO[option].label}</span>
                <span className="block text-sm text-muted">{GOAL_KIND_INFO[option].description}</span>
              </span>
            </label>
          ))}
        </div>
        {error && (
          <p role="alert" className="mt-3 text-sm text-danger-700">
            {error}
          </p>
        )}
      </fieldset>
    </WizardFrame>
  );
}

/** Steps 2 and 3: the wizard's step line, bar and title; the step's own form has its buttons. */
function StepFrame({ step, title, description, children }: { step: number; title: string; description?: string; children: ReactNode }) {
  const text = `Step ${step} of ${TOTAL_STEPS}`;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-8">
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium text-muted">{text}</p>
        <div
          role="progressbar"
          aria-label="Progress"
          aria-valuemin={1}
          aria-valuemax={TOTAL_STEPS}
          aria-valuenow={step}
          aria-valuetext={text}
          className="h-2 w-full overflow-hidden rounded-full bg-brand-100"
        >
          <div className="h-full rounded-full bg-brand-700" style={{ width: `${Math.round((step / TOTAL_STEPS) * 100)}%` }} />
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold text-ink sm:text-3xl">{title}</h1>
        {description && <p className="text-base text-muted">{description}</p>}
      </div>
      <div>{children}</div>
    </div>
  );
}

// The goal form (react-hook-form with it) comes with the goal it edits, not with the page: the first step, the kind,
// has no form, and the details and edit pages show a spinner until the goal is in anyway.
const loadGoalForm = loadOnce(() => import("./goal-form"));

function useGoal(id: string) {
  const [{ data, fetching, error }] = useQuery({ query: FINANCIAL_GOAL, variables: { id }, context: CONTEXT });
  return { goal: data?.financialGoal ?? null, loading: fetching && !data, failed: Boolean(error && !data) };
}

function Missing({ failed }: { failed: boolean }) {
  return (
    <Card className="mx-auto flex max-w-2xl flex-col items-start gap-3">
      <p role={failed ? "alert" : undefined} className="text-ink">
        {failed ? "We could not load this goal. Please try reloading the page." : "We could not find this goal."}
      </p>
      <ButtonLink href="/goals">Go to goals</ButtonLink>
    </Card>
  );
}

export function GoalDetailsStep({ id }: { id: string }) {
  const router = useRouter();
  const { goal, loading, failed } = useGoal(id);
  const goalForm = useModuleOnMount(loadGoalForm);
  const emergencyFund = goal?.kind === "EMERGENCY_FUND";
  const [{ data: suggestion, fetching: suggesting }] = useQuery({ query: EMERGENCY_FUND_SUGGESTION, pause: !emergencyFund });

  if (loading || goalForm === null || (emergencyFund && suggesting && !suggestion)) return <Spinner label="Loading your goal" />;
  if (!goal || goalForm === "failed") return <Missing failed={failed || goalForm === "failed"} />;
  const kind = isGoalKind(goal.kind) ? goal.kind : "SAVE_FOR";
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-8">
      <StepFrame
        step={2}
        title={`${GOAL_KIND_INFO[kind].label}: the details`}
        description={kind === "CHECKLIST" ? "Name it, add the steps, and choose a date if you like." : undefined}
      >
        <goalForm.GoalForm
          goal={goal}
          suggestion={suggestion?.emergencyFundSuggestion}
          submitLabel="Save and continue"
          onSaved={() => router.push(`/goal/new/complete/${goal.id}`)}
        />
      </StepFrame>
      {kind === "CHECKLIST" && (
        <Card>
          <GoalChecklist goal={goal} />
        </Card>
      )}
    </div>
  );
}

export function GoalCompleteStep({ id }: { id: string }) {
  const { goal, loading, failed } = useGoal(id);
  if (loading) return <Spinner label="Loading your goal" />;
  if (!goal) return <Missing failed={failed} />;
  const rows: Array<[string, string]> = [
    ["Kind", kindLabel(goal.kind)],
    ["Progress", `${goal.progress.percent}% · ${goalAmountText(goal)}`],
    ...(goal.targetDate ? ([["Target date", formatGoalDate(goal.targetDate)]] as Array<[string, string]>) : []),
    ...(goal.monthlyProgress !== null ? ([["Monthly amount", `${formatMoney(goal.monthlyProgress)} (in your budget)`]] as Array<[string, string]>) : []),
    ...(goal.quantifiables.length > 0
      ? ([["Linked accounts", goal.quantifiables.map((link) => link.name).join(", ")]] as Array<[string, string]>)
      : []),
  ];
  return (
    <StepFrame step={3} title={`${goal.name} is set`} description="Here is your goal.">
      <dl className="flex flex-col divide-y divide-border rounded-xl border border-border bg-surface">
        {rows.map(([term, value]) => (
          <div key={term} className="flex flex-col gap-1 p-4 sm:flex-row sm:justify-between">
            <dt className="text-sm text-muted">{term}</dt>
            <dd className="font-medium text-ink sm:text-right">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-muted">{goal.progress.statusText}.</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-end">
        <ButtonLink href={`/goals/${goal.id}`} variant="secondary">
          View this goal
        </ButtonLink>
        <ButtonLink href="/goals">Go to goals</ButtonLink>
      </div>
    </StepFrame>
  );
}

export function GoalEditPage({ id }: { id: string }) {
  const router = useRouter();
  const { toast } = useToast();
  const { goal, loading, failed } = useGoal(id);
  const goalForm = useModuleOnMount(loadGoalForm);
  const emergencyFund = goal?.kind === "EMERGENCY_FUND";
  const [{ data: suggestion, fetching: suggesting }] = useQuery({ query: EMERGENCY_FUND_SUGGESTION, pause: !emergencyFund });
  if (loading || goalForm === null || (emergencyFund && suggesting && !suggestion)) return <Spinner label="Loading your goal" />;
  if (!goal || goalForm === "failed") return <Missing failed={failed || goalForm === "failed"} />;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <h1 className="text-3xl font-semibold tracking-tight text-ink">Edit {goal.name}</h1>
      <Card>
        <goalForm.GoalForm
          goal={goal}
          suggestion={suggestion?.emergencyFundSuggestion}
          submitLabel="Save"
          onCancel={() => router.push(`/goals/${goal.id}`)}
          onSaved={(saved) => {
            toast({ message: `${saved.name} saved`, theme: "success" });
            router.push(`/goals/${goal.id}`);
          }}
        />
      </Card>
      {goal.kind === "CHECKLIST" && (
        <Card>
          <GoalChecklist goal={goal} />
        </Card>
      )}
    </div>
  );
}
