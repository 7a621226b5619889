"use client";

import Link from "next/link";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { AmountInput } from "@/components/ui/amount-input";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { money, ROLLOVER_LABELS } from "./budget-format";
import { BudgetGroupSelect } from "./budget-group-select";
import { UPDATE_BUDGET_TARGET, UPDATE_CATEGORY_SETTINGS, type BudgetLine } from "./budget-operations";
import { BudgetProgress } from "./budget-progress";
import { LineFieldLabel } from "./line-field-label";
import { useBudgetWrite } from "./use-budget-write";

/** How a target is entered: per period, or for a non-monthly line per year (stored per period, rounded up to cents). */
export function targetFromInput(value: number, line: Pick<BudgetLine, "group">, periodsPerYear: number): number {
  return line.group === "NON_MONTHLY" ? Math.ceil((value / periodsPerYear) * 100) / 100 : value;
}

/** One line: name (to its category page), progress in words, inline target edit, 'Move money', group, rollover. */
export function BudgetLineRow({
  line,
  periodStart,
  periodsPerYear,
  readOnly,
  onMoveMoney,
}: {
  line: BudgetLine;
  periodStart: string;
  periodsPerYear: number;
  readOnly: boolean;
  onMoveMoney: (line: BudgetLine) => void;
}) {
  const name = line.budget.budgetCategory.name;
  const yearly = line.group === "NON_MONTHLY";
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();
  const target = useBudgetWrite(UPDATE_BUDGET_TARGET, "updateBudget");
  const rollover = useBudgetWrite(UPDATE_CATEGORY_SETTINGS, "updateBudgetCategorySettings");

  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    // Back on the button that opened the editor once it closes (Save, Cancel or Escape), not lost on the page.
    if (!editing && returnFocus.current) editButton.current?.focus();
    returnFocus.current = editing;
  }, [editing]);

  function startEditing() {
    setValue(String(yearly ? line.yearlyTarget : line.budget.target));
    setError(undefined);
    setEditing(true);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (value.trim() === "") {
      setError("Please enter a budget target of $0 or more.");
      return;
    }
    const amount = targetFromInput(Number(value), line, periodsPerYear);
    const result = await target.run({ id: line.budget.id, target: amount }, { success: `${name} target saved`, toastErrors: false });
    if (result.ok) setEditing(false);
    else setError(result.error);
  }

  return (
    <li className="grid gap-3 py-4" data-testid="budget-line" data-category={name}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h4 className="text-base font-medium text-ink">
          <Link
            href={`/budget-category/${encodeURIComponent(line.budget.budgetCategory.id)}?period=${periodStart}`}
            className="underline-offset-4 hover:underline focus-visible:underline"
          >
            {name}
          </Link>
          {line.budget.financialGoal && <span className="ml-2 text-sm font-normal text-muted">Goal: {line.budget.financialGoal.name}</span>}
        </h4>
        <p className="text-sm text-ink">
          <span className="font-semibold" data-testid="line-target">
            {money(line.budget.target)}
          </span>{" "}
          <span className="text-muted">planned{yearly ? ` (${money(line.yearlyTarget)} a year)` : ""}</span>
          <span className="mx-2 text-border" aria-hidden="true">
            |
          </span>
          <span className={line.left < 0 ? "text-danger-700" : "text-muted"}>
            {line.left < 0 ? `${money(-line.left)} over` : `${money(line.left)} left`}
          </span>
        </p>
      </div>
      <BudgetProgress line={line} />
      {!readOnly && (
        <div className="flex flex-wrap items-end gap-3">
          {editing ? (
            <form
              onSubmit={save}
              onKeyDown={(event) => {
                if (event.key === "Escape") setEditing(false);
              }}
              className="flex flex-wrap items-end gap-2"
              noValidate
            >
              <FormField label={yearly ? `${name} target per year` : `${name} target`} error={error} className="w-44">
                <AmountInput value={value} onChange={setValue} autoFocus />
              </FormField>
              <Button type="submit" size="sm" disabled={target.fetching}>
                Save
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </form>
          ) : (
            <Button ref={editButton} variant="secondary" size="sm" onClick={startEditing} aria-label={`Edit target for ${name}`}>
              Edit target
            </Button>
          )}
          <Button variant="secondary" size="sm" onClick={() => onMoveMoney(line)} aria-label={`Move money from ${name}`}>
            Move money
          </Button>
          <BudgetGroupSelect budgetCategoryId={line.budget.budgetCategory.id} name={name} group={line.group} />
          <FormField label={<LineFieldLabel text="Rollover" name={name} />} className="w-64 max-w-full">
            <Select
              value={line.rolloverMode}
              disabled={rollover.fetching}
              onChange={(event) =>
                void rollover.run(
                  { budgetCategoryId: line.budget.budgetCategory.id, rolloverMode: event.target.value as "OFF" },
                  { success: `${name}: ${ROLLOVER_LABELS[event.target.value]?.toLowerCase()}` },
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
      )}
    </li>
  );
}
