"use client";

import { useState } from "react";
import { useQuery } from "urql";
import { AmountInput } from "@/components/ui/amount-input";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { GROUP_LABELS, money } from "./budget-format";
import { APPLY_BUDGET_SUGGESTIONS, BUDGET_SUGGESTIONS, BUDGET_TYPENAMES, COPY_PREVIOUS_BUDGET } from "./budget-operations";
import { useBudgetWrite } from "./use-budget-write";

const QUERY_CONTEXT = { additionalTypenames: BUDGET_TYPENAMES };

/**
 * Targets suggested from the last 3 complete periods (median, rounded up to $5), each with a checkbox and an
 * editable amount; 'Use suggestions' creates the chosen lines at once. 'Copy last period' sits beside it. `setUp`:
 * the member has no lines yet this period (the set-up state), else an 'add more' panel.
 */
export function BudgetSuggestionsPanel({ periodStart, setUp }: { periodStart: string; setUp: boolean }) {
  const [{ data, fetching }] = useQuery({ query: BUDGET_SUGGESTIONS, variables: { periodStart }, context: QUERY_CONTEXT });
  const [unchecked, setUnchecked] = useState<Set<string>>(new Set());
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const apply = useBudgetWrite(APPLY_BUDGET_SUGGESTIONS, "applyBudgetSuggestions");
  const copy = useBudgetWrite(COPY_PREVIOUS_BUDGET, "copyPreviousBudget");
  const suggestions = data?.budgetSuggestions.suggestions ?? [];
  if (!setUp && suggestions.length === 0) return null;

  const chosen = suggestions.filter((suggestion) => !unchecked.has(suggestion.category.id));
  const amountOf = (id: string, suggested: number) => amounts[id] ?? String(suggested);

  async function useSuggestions() {
    const lines = chosen.map((suggestion) => ({
      budgetCategoryId: suggestion.category.id,
      target: Number(amountOf(suggestion.category.id, suggestion.suggestedTarget) || 0),
    }));
    const result = await apply.run({ periodStart, lines });
    if (result.ok) {
      const created = result.data.created ?? 0;
      apply.toast(created === 1 ? "1 budget category added" : `${created} budget categories added`);
    }
  }

  async function copyLastPeriod() {
    const result = await copy.run({ periodStart });
    if (result.ok) {
      const created = result.data.created ?? 0;
      copy.toast(created === 0 ? "Nothing to copy: last period had no other categories" : `Copied ${created} from last period`);
    }
  }

  return (
    <section aria-labelledby="suggestions-heading" className="rounded-lg border border-border bg-surface p-4 sm:p-6">
      <h2 id="suggestions-heading" className="text-xl font-semibold text-ink">
        {setUp ? "Set up your budget" : "More categories to budget"}
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-muted">
        {setUp
          ? "We suggest a target for each category from what you usually spend: the middle of your last three periods, rounded up to the next $5. Keep the ones you want and change any amount."
          : "You spent in these categories recently but have no target for them this period."}
      </p>
      {fetching && !data && (
        <p className="mt-4 flex items-center gap-2 text-muted" role="status">
          <Spinner /> Looking at your recent spending…
        </p>
      )}
      {data && suggestions.length === 0 && (
        <p className="mt-4 text-sm text-muted">
          No suggestions yet: we need a few periods of categorised spending. Copy last period, or add a category from its page.
        </p>
      )}
      {suggestions.length > 0 && (
        <ul className="mt-4 divide-y divide-border">
          {suggestions.map((suggestion) => {
            const id = suggestion.category.id;
            const checkboxId = `suggestion-${id}`;
            return (
              <li key={id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="suggestion">
                <div className="flex items-start gap-3">
                  <input
                    id={checkboxId}
                    type="checkbox"
                    className="mt-1 size-4 accent-brand-700"
                    checked={!unchecked.has(id)}
                    onChange={(event) =>
                      setUnchecked((current) => {
                        const next = new Set(current);
                        if (event.target.checked) next.delete(id);
                        else next.add(id);
                        return next;
                      })
                    }
                  />
                  <label htmlFor={checkboxId}>
                    <span className="font-medium text-ink">{suggestion.category.name}</span>
                    <span className="block text-sm text-muted">
                      {GROUP_LABELS[suggestion.group]?.title} · last three periods: {suggestion.history.map((value) => money(value)).join(", ")}
                    </span>
                  </label>
                </div>
                <div className="w-36">
                  <label className="sr-only" htmlFor={`amount-${id}`}>
                    Target for {suggestion.category.name}
                  </label>
                  <AmountInput
                    id={`amount-${id}`}
                    value={amountOf(id, suggestion.suggestedTarget)}
                    onChange={(value) => setAmounts((current) => ({ ...current, [id]: value }))}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {suggestions.length > 0 && (
          <Button onClick={useSuggestions} disabled={apply.fetching || chosen.length === 0}>
            Use suggestions ({chosen.length})
          </Button>
        )}
        <Button variant="secondary" onClick={copyLastPeriod} disabled={copy.fetching}>
          Copy last period
        </Button>
      </div>
    </section>
  );
}
