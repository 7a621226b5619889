"use client";

import { useState, type FormEvent } from "react";
import { useMutation } from "urql";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import { useToast } from "@/components/ui/toast";
import {
  ADD_GOAL_CHECKLIST_ITEM,
  DELETE_GOAL_CHECKLIST_ITEM,
  GOAL_TYPENAMES,
  UPDATE_GOAL_CHECKLIST_ITEM,
  type Goal,
} from "./goal-operations";

const CONTEXT = { additionalTypenames: GOAL_TYPENAMES };

/** A checklist goal's steps: tick, remove, add. Each change is saved at once. */
export function GoalChecklist({ goal, readOnly = false }: { goal: Goal; readOnly?: boolean }) {
  const { toast } = useToast();
  const [label, setLabel] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [{ fetching: adding }, add] = useMutation(ADD_GOAL_CHECKLIST_ITEM);
  const [, update] = useMutation(UPDATE_GOAL_CHECKLIST_ITEM);
  const [, remove] = useMutation(DELETE_GOAL_CHECKLIST_ITEM);

  const report = (message: string | null | undefined) => {
    if (message) toast({ message, theme: "error" });
  };

  async function onAdd(event: FormEvent) {
    event.preventDefault();
    const result = await add({ goalId: goal.id, label }, CONTEXT);
    const payload = result.data?.addGoalChecklistItem;
    if (payload?.financialGoal) {
      setLabel("");
      setError(null);
    } else setError(payload?.error ?? "The step was not saved. Please try again.");
  }

  return (
    <section aria-labelledby="checklist-heading" className="flex flex-col gap-3">
      <h2 id="checklist-heading" className="text-lg font-semibold text-ink">
        Steps
      </h2>
      {goal.checklistItems.length === 0 ? (
        <p className="text-sm text-muted">No steps yet.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
          {goal.checklistItems.map((item) => (
            <li key={item.id} className="flex min-h-11 items-center justify-between gap-3 px-3">
              <label className="flex flex-1 cursor-pointer items-center gap-3 py-2">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  checked={item.done}
                  disabled={readOnly}
                  onChange={async (event) => {
                    const result = await update({ id: item.id, input: { done: event.target.checked } }, CONTEXT);
                    report(result.data?.updateGoalChecklistItem.error);
                  }}
                />
                <span className={item.done ? "text-muted line-through" : "text-ink"}>
                  {item.label}
                  <span className="sr-only">{item.done ? " (done)" : " (to do)"}</span>
                </span>
              </label>
              {!readOnly && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove step ${item.label}`}
                  onClick={async () => {
                    const result = await remove({ id: item.id }, CONTEXT);
                    report(result.data?.deleteGoalChecklistItem.error);
                  }}
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <form noValidate onSubmit={onAdd} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <FormField label="New step" error={error} className="flex-1">
            <TextInput value={label} maxLength={200} onChange={(event) => setLabel(event.target.value)} />
          </FormField>
          <Button type="submit" variant="secondary" loading={adding}>
            Add step
          </Button>
        </form>
      )}
    </section>
  );
}
