"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { TextInput } from "@/components/ui/text-input";
import { centsToText, formatCents, remainingCents, splitSumMessage, toCents } from "@/lib/transactions/split-arithmetic";
import { SPLIT_MAX_PARTS, SPLIT_MIN_PARTS } from "@/lib/transactions/split-limits";
import { CategoryPicker } from "./category-picker";
import type { CategoryOption } from "./transaction-operations";

export type SplitPart = { amount: string; budgetCategoryId: string; notes: string };
/** What the editor sends: amounts in the transaction's sign, as the server wants them. */
export type SplitSubmission = Array<{ amount: number; budgetCategoryId: string; notes: string | null }>;

const emptyPart = (): SplitPart => ({ amount: "", budgetCategoryId: "", notes: "" });

/**
 * Splits a transaction into parts (2 to 10). The member types sizes ("20.00"); the running 'Left to assign' says
 * what is left (or over) to the cent; the parts get the transaction's sign when sent.
 */
export function SplitEditor({
  amount,
  categories,
  initialParts,
  onSubmit,
  onCancel,
  onUnsplit,
}: {
  /** The transaction's amount (positive: money out). */
  amount: number;
  categories: CategoryOption[];
  initialParts?: SplitPart[];
  /** Answers the server's message, or null when saved. */
  onSubmit: (parts: SplitSubmission) => Promise<string | null>;
  onCancel: () => void;
  onUnsplit?: () => void;
}) {
  const headingId = useId();
  const [parts, setParts] = useState<SplitPart[]>(initialParts?.length ? initialParts : [emptyPart(), emptyPart()]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const totalCents = Math.abs(toCents(amount) ?? 0);
  const sign = amount < 0 ? -1 : 1;
  const partCents = parts.map((part) => (part.amount.trim() === "" ? 0 : (toCents(part.amount) ?? Number.NaN)));
  const readable = partCents.every((cents) => Number.isFinite(cents));
  const left = readable ? remainingCents(totalCents, partCents) : null;

  const change = (index: number, patch: Partial<SplitPart>) =>
    setParts((current) => current.map((part, at) => (at === index ? { ...part, ...patch } : part)));

  async function submit() {
    const problem = validate(parts, partCents, totalCents);
    if (problem) {
      setError(problem);
      return;
    }
    setSaving(true);
    const message = await onSubmit(
      parts.map((part, index) => ({
        amount: (sign * partCents[index]!) / 100,
        budgetCategoryId: part.budgetCategoryId,
        notes: part.notes.trim() || null,
      })),
    );
    setSaving(false);
    setError(message);
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-md border border-border bg-canvas p-4">
      <h3 id={headingId} className="text-base font-semibold text-ink">
        Split {formatCents(totalCents)}
      </h3>
      <ol className="grid gap-4">
        {parts.map((part, index) => (
          <li key={index} className="grid gap-3 rounded-md border border-border bg-surface p-3 sm:grid-cols-[8rem_1fr]">
            <div className="grid gap-1.5">
              <label htmlFor={`${headingId}-amount-${index}`} className="text-sm font-medium text-ink">
                Part {index + 1} amount
              </label>
              <TextInput
                id={`${headingId}-amount-${index}`}
                inputMode="decimal"
                placeholder="0.00"
                value={part.amount}
                onChange={(event) => change(index, { amount: event.target.value.replace(/[^0-9.]/g, "") })}
              />
            </div>
            <CategoryPicker
              label={`Part ${index + 1} category`}
              categories={categories}
              value={part.budgetCategoryId}
              onChange={(budgetCategoryId) => change(index, { budgetCategoryId })}
            />
            <div className="grid gap-1.5 sm:col-span-2">
              <label htmlFor={`${headingId}-notes-${index}`} className="text-sm font-medium text-ink">
                Part {index + 1} notes (optional)
              </label>
              <TextInput
                id={`${headingId}-notes-${index}`}
                maxLength={1000}
                value={part.notes}
                onChange={(event) => change(index, { notes: event.target.value })}
              />
            </div>
            {parts.length > SPLIT_MIN_PARTS && (
              <div className="sm:col-span-2">
                <Button variant="link" onClick={() => setParts((current) => current.filter((_, at) => at !== index))}>
                  Remove part {index + 1}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ol>
      <p aria-live="polite" className="text-sm font-medium text-ink" data-testid="split-remainder">
        {left === null
          ? "Enter each amount in dollars and cents."
          : left === 0
            ? "All assigned."
            : left > 0
              ? `Left to assign ${formatCents(left)}`
              : `Over by ${formatCents(-left)}`}
      </p>
      {error && (
        <p role="alert" className="rounded-md bg-danger-50 px-3 py-2 text-sm text-danger-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {parts.length < SPLIT_MAX_PARTS && (
          <Button
            variant="secondary"
            onClick={() =>
              setParts((current) => [...current, { ...emptyPart(), amount: left && left > 0 ? centsToText(left) : "" }])
            }
          >
            Add a part
          </Button>
        )}
        <Button onClick={submit} loading={saving}>
          Save split
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        {onUnsplit && (
          <Button variant="ghost" onClick={onUnsplit}>
            Remove the split
          </Button>
        )}
      </div>
    </section>
  );
}

function validate(parts: SplitPart[], partCents: number[], totalCents: number): string | null {
  if (partCents.some((cents) => !Number.isFinite(cents))) return "Enter each amount in dollars and cents.";
  if (partCents.some((cents) => cents <= 0)) return "Give each part an amount, or remove it.";
  if (parts.some((part) => !part.budgetCategoryId)) return "Choose a category for each part.";
  return splitSumMessage(totalCents, partCents);
}
