"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useQuery } from "urql";
import { Button } from "@/components/ui/button";
import { FirstLoadStatus } from "@/components/ui/first-load-status";
import { GROUP_LABELS, money, periodInWords } from "./budget-format";
import { BudgetAlerts } from "./budget-alerts";
import { BudgetLineRow } from "./budget-line-row";
import { BUDGET, BUDGET_TYPENAMES, type BudgetData, type BudgetLine } from "./budget-operations";
import { BudgetSettingsDialog } from "./budget-settings-dialog";
import { BudgetSuggestionsPanel } from "./budget-suggestions-panel";
import { MoveMoneyDialog } from "./move-money-dialog";

const QUERY_CONTEXT = { additionalTypenames: BUDGET_TYPENAMES };
const LOAD_FAILED = "We could not load your budget. Please try reloading the page.";

/** /budget: the period's budget (issue 12 item 5; research §1c). `periodStart` from ?period=, else the current period. */
export function BudgetPage({ periodStart }: { periodStart: string | null }) {
  const [{ data, fetching, error }] = useQuery({ query: BUDGET, variables: { periodStart }, context: QUERY_CONTEXT });
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [move, setMove] = useState<{ fromId: string } | null>(null);
  const router = useRouter();
  const budget = data?.budget;
  const lines = budget ? budget.groups.flatMap((group) => group.lines) : [];

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-semibold tracking-tight text-ink">Budget</h1>
        <Button variant="secondary" onClick={() => setSettingsOpen(true)}>
          Budget period
        </Button>
      </div>

      <FirstLoadStatus result={{ data: budget, fetching, error }} loading="Loading your budget…" failed={LOAD_FAILED} />

      {budget && (
        <>
          <PeriodSwitcher budget={budget} />
          <BudgetAlerts />
          <HeaderFigures budget={budget} />
          {lines.length === 0 ? (
            <div className="mt-8">
              <BudgetSuggestionsPanel periodStart={budget.period.start} setUp />
            </div>
          ) : (
            <>
              {budget.groups
                .filter((group) => group.lines.length > 0)
                .map((group) => (
                  <section key={group.group} aria-labelledby={`group-${group.group}`} className="mt-8 rounded-lg border border-border bg-surface px-4 sm:px-6">
                    <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-border py-4">
                      <div>
                        <h2 id={`group-${group.group}`} className="text-xl font-semibold text-ink">
                          {GROUP_LABELS[group.group]?.title}
                        </h2>
                        <p className="text-sm text-muted">{GROUP_LABELS[group.group]?.description}</p>
                      </div>
                      <p className="text-sm text-muted">
                        {money(group.spent)} spent of {money(group.planned)} planned
                      </p>
                    </div>
                    <ul className="divide-y divide-border">
                      {group.lines.map((line) => (
                        <BudgetLineRow
                          key={line.budget.id}
                          line={line}
                          periodStart={budget.period.start}
                          periodsPerYear={budget.periodsPerYear}
                          readOnly={false}
                          onMoveMoney={(from: BudgetLine) => setMove({ fromId: from.budget.id })}
                        />
                      ))}
                    </ul>
                  </section>
                ))}
              <EverythingElse budget={budget} />
              <div className="mt-8">
                <BudgetSuggestionsPanel periodStart={budget.period.start} setUp={false} />
              </div>
            </>
          )}
        </>
      )}

      {move && (
        <MoveMoneyDialog key={move.fromId} open onOpenChange={(open) => !open && setMove(null)} lines={lines} fromId={move.fromId} />
      )}
      <BudgetSettingsDialog
        open={settingsOpen}
        onOpenChange={(open) => {
          setSettingsOpen(open);
          // Back to the current period of the (maybe new) rule.
          if (!open && periodStart) router.push("/budget");
        }}
      />
    </div>
  );
}

function PeriodSwitcher({ budget }: { budget: BudgetData }) {
  const { period } = budget;
  return (
    <nav aria-label="Budget period" className="mt-6 flex items-center justify-between gap-2 rounded-lg border border-border bg-surface p-2">
      <Link
        href={`/budget?period=${budget.previousPeriodStart}`}
        className="rounded-md px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
        aria-label="Previous period"
      >
        ‹ <span className="hidden sm:inline">Previous</span>
      </Link>
      <div className="text-center">
        <p className="font-semibold text-ink" aria-live="polite" data-testid="period-dates">
          {periodInWords(period.start, period.end)}
        </p>
        <p className="text-sm text-muted">
          {period.kind === "PAY_PERIOD" ? "Pay period" : "Month"}
          {period.isCurrent ? ` · ${period.daysLeft === 1 ? "last day" : `${period.daysLeft} days left`}` : ""}
        </p>
      </div>
      <Link
        href={`/budget?period=${budget.nextPeriodStart}`}
        className="rounded-md px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
        aria-label="Next period"
      >
        <span className="hidden sm:inline">Next</span> ›
      </Link>
    </nav>
  );
}

function HeaderFigures({ budget }: { budget: BudgetData }) {
  const figures: Array<{ label: string; value: string; note?: string; testId: string }> = [
    { label: "Expected income", value: money(budget.expectedIncome), testId: "expected-income" },
    { label: "Planned", value: money(budget.planned), testId: "planned" },
    { label: "Spent", value: money(budget.spent), testId: "spent" },
    {
      label: "Left to spend",
      value: budget.leftToSpend < 0 ? `−${money(-budget.leftToSpend)}` : money(budget.leftToSpend),
      note: budget.leftToSpend < 0 ? "Over budget" : undefined,
      testId: "left-to-spend",
    },
  ];
  if (budget.safeToSpendToday !== null) {
    figures.push({
      label: "Safe to spend today",
      value: money(budget.safeToSpendToday),
      note: "Flexible money left ÷ days left",
      testId: "safe-to-spend",
    });
  }
  return (
    <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-lg border border-border bg-surface p-4">
          <dt className="text-sm text-muted">{figure.label}</dt>
          <dd className="mt-1 text-xl font-semibold text-ink" data-testid={figure.testId}>
            {figure.value}
          </dd>
          {figure.note && <dd className="text-xs text-muted">{figure.note}</dd>}
        </div>
      ))}
    </dl>
  );
}

function EverythingElse({ budget }: { budget: BudgetData }) {
  if (budget.unbudgeted.categories.length === 0) return null;
  const { start, end } = budget.period;
  return (
    <section aria-labelledby="everything-else" className="mt-8 rounded-lg border border-border bg-surface p-4 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="everything-else" className="text-xl font-semibold text-ink">
          Everything else
        </h2>
        <p className="text-sm text-muted">{money(budget.unbudgeted.spent)} spent without a target</p>
      </div>
      <ul className="mt-3 divide-y divide-border">
        {budget.unbudgeted.categories.map((line) => (
          <li key={line.category?.id ?? "none"} className="flex justify-between gap-3 py-2 text-sm">
            {line.category ? (
              <Link
                href={`/transactions?category=${encodeURIComponent(line.category.id)}&from=${start}&to=${end}`}
                className="text-ink underline-offset-4 hover:underline"
              >
                {line.category.name}
              </Link>
            ) : (
              <span className="text-ink">No category</span>
            )}
            <span className="text-ink">{money(line.spent)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
