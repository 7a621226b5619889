"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useState, type FormEvent } from "react";
import { useQuery } from "urql";
import { AmountInput } from "@/components/ui/amount-input";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { FirstLoadStatus } from "@/components/ui/first-load-status";
import { GROUP_LABELS, money, periodInWords, ROLLOVER_LABELS, shortDate, shortPeriod } from "./budget-format";
import {
  BUDGET_CATEGORY_DETAIL,
  BUDGET_TYPENAMES,
  CREATE_BUDGET_LINE,
  UPDATE_CATEGORY_SETTINGS,
  type BudgetCategoryData,
} from "./budget-operations";
import { BudgetGroupSelect } from "./budget-group-select";
import { BudgetProgress } from "./budget-progress";
import { MoveMoneyDialog } from "./move-money-dialog";
import { useBudgetWrite } from "./use-budget-write";

const LOAD_FAILED = "We could not load this category. Please try reloading the page.";

const BudgetHistoryChart = dynamic(() => import("./budget-history-chart"), {
  ssr: false,
  loading: () => <div aria-hidden="true" className="h-56 w-full animate-pulse rounded-lg bg-canvas" />,
});

const QUERY_CONTEXT = { additionalTypenames: BUDGET_TYPENAMES };

/** /budget-category/{id}: target against actual, 6 periods of history, the period's transactions, rollover, moving money. */
export function BudgetCategoryPage({ budgetCategoryId, periodStart }: { budgetCategoryId: string; periodStart: string | null }) {
  const [{ data, fetching, error }] = useQuery({
    query: BUDGET_CATEGORY_DETAIL,
    variables: { budgetCategoryId, periodStart },
    context: QUERY_CONTEXT,
  });
  const detail = data?.budgetCategoryDetail;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <Link href={periodStart ? `/budget?period=${periodStart}` : "/budget"} className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
        ‹ Back to budget
      </Link>
      <FirstLoadStatus result={{ data, fetching, error }} loading="Loading…" failed={LOAD_FAILED} />
      {data && !detail && (
        <div className="mt-8">
          <h1 className="text-3xl font-semibold tracking-tight text-ink">Category not found</h1>
          <p className="mt-2 text-muted">This budget category does not exist.</p>
        </div>
      )}
      {detail && <CategoryDetail detail={detail} />}
    </div>
  );
}

function CategoryDetail({ detail }: { detail: BudgetCategoryData }) {
  const [moveOpen, setMoveOpen] = useState(false);
  const rollover = useBudgetWrite(UPDATE_CATEGORY_SETTINGS, "updateBudgetCategorySettings");
  const { category, period, line } = detail;
  const bars = detail.history.map((point) => ({ label: shortDate(point.start), target: point.target ?? 0, spent: point.spent }));
  const seeAll = `/transactions?category=${encodeURIComponent(category.id)}&from=${period.start}&to=${period.end}`;

  return (
    <>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight text-ink">{category.name}</h1>
          <p className="mt-1 text-muted">
            {GROUP_LABELS[detail.group]?.title}
            {detail.parentName ? ` · in ${detail.parentName}` : ""} · {periodInWords(period.start, period.end)}
          </p>
        </div>
      </div>

      <section aria-labelledby="target-heading" className="mt-6 rounded-lg border border-border bg-surface p-4 sm:p-6">
        <h2 id="target-heading" className="text-xl font-semibold text-ink">
          Target and spending
        </h2>
        {line ? (
          <div className="mt-3 grid gap-4">
            <p className="text-ink">
              <span className="text-2xl font-semibold">{money(line.spent)}</span> spent of {money(line.available)}
              {line.carryIn !== 0 && <span className="text-muted"> (target {money(line.budget.target)}, {money(line.carryIn)} rolled over)</span>}
            </p>
            <BudgetProgress line={line} />
            <div className="flex flex-wrap items-end gap-3">
              <Button variant="secondary" size="sm" onClick={() => setMoveOpen(true)} disabled={detail.otherLines.length === 0}>
                Move money from …
              </Button>
              <BudgetGroupSelect budgetCategoryId={category.id} name={category.name} group={detail.group} />
              <FormField label="Rollover" className="w-72 max-w-full">
                <Select
                  value={detail.rolloverMode}
                  disabled={rollover.fetching}
                  onChange={(event) =>
                    void rollover.run(
                      { budgetCategoryId: category.id, rolloverMode: event.target.value as "OFF" },
                      { success: "Rollover saved" },
                    )
                  }
                >
                  {Object.entries(ROLLOVER_LABELS).map(([mode, label]) => (
                    <option key={mode} value={mode}>
                      {label}
                    </option>
                  ))}
                </Select>
              </FormField>
            </div>
          </div>
        ) : (
          <NoLine detail={detail} />
        )}
      </section>

      <section aria-labelledby="history-heading" className="mt-6 rounded-lg border border-border bg-surface p-4 sm:p-6">
        <h2 id="history-heading" className="text-xl font-semibold text-ink">
          Last 6 periods
        </h2>
        <p className="mt-1 text-sm text-muted">Light bars: target. Dark bars: spent.</p>
        <div className="mt-4">
          <BudgetHistoryChart bars={bars} />
        </div>
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Target and spending for each of the last 6 periods</caption>
            <thead>
              <tr className="border-b border-border text-muted">
                <th scope="col" className="py-2 pr-4 font-medium">Period</th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">Target</th>
                <th scope="col" className="py-2 text-right font-medium">Spent</th>
              </tr>
            </thead>
            <tbody>
              {detail.history.map((point) => (
                <tr key={point.start} className="border-b border-border last:border-0">
                  <th scope="row" className="py-2 pr-4 font-normal text-ink">
                    {shortPeriod(point.start, point.end)}
                  </th>
                  <td className="py-2 pr-4 text-right text-ink">{point.target === null ? "No target" : money(point.target)}</td>
                  <td className="py-2 text-right text-ink">{money(point.spent)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="transactions-heading" className="mt-6 rounded-lg border border-border bg-surface p-4 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="transactions-heading" className="text-xl font-semibold text-ink">
            Transactions this period
          </h2>
          <Link href={seeAll} className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
            See all
          </Link>
        </div>
        {detail.transactions.length === 0 ? (
          <p className="mt-3 text-sm text-muted">No spending in this category this period.</p>
        ) : (
          <ul className="mt-3 divide-y divide-border">
            {detail.transactions.map((transaction, index) => (
              <li key={`${transaction.id}-${index}`} className="flex justify-between gap-3 py-2 text-sm">
                <span>
                  <span className="text-ink">{transaction.merchant}</span>
                  <span className="block text-muted">
                    {shortDate(transaction.date)}
                    {transaction.pending ? " · Pending" : ""}
                    {transaction.categoryName && transaction.categoryName !== category.name ? ` · ${transaction.categoryName}` : ""}
                  </span>
                </span>
                <span className="text-ink">{transaction.amount < 0 ? `+${money(-transaction.amount)} refund` : money(transaction.amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      {moveOpen && line && (
        <MoveMoneyDialog open onOpenChange={setMoveOpen} lines={[line, ...detail.otherLines]} toId={line.budget.id} />
      )}
    </>
  );
}

/** Without a line this period: set a target (the current period only, through the spec's createBudget). */
function NoLine({ detail }: { detail: BudgetCategoryData }) {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();
  const create = useBudgetWrite(CREATE_BUDGET_LINE, "createBudget");
  if (!detail.isCurrentPeriod) return <p className="mt-3 text-muted">No target for this category in this period.</p>;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await create.run(
      { budgetData: { budgetCategoryName: detail.category.name, target: value === "" ? null : Number(value) } },
      { success: `${detail.category.name} target saved`, toastErrors: false },
    );
    if (!result.ok) setError(result.error);
  }

  return (
    <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-3" noValidate>
      <FormField label="Target for this period" error={error} className="w-48">
        <AmountInput value={value} onChange={setValue} />
      </FormField>
      <Button type="submit" disabled={create.fetching}>
        Set target
      </Button>
    </form>
  );
}
