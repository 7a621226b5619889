"use client";

import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/components/ui/cn";
import { formatCents, toCents } from "@/lib/transactions/split-arithmetic";
import { CategoryPicker } from "./category-picker";
import { SplitEditor, type SplitSubmission } from "./split-editor";
import type { CategoryOption, RuleSuggestion, TransactionRow } from "./transaction-operations";

export type RowChanges = { budgetCategoryId?: string; notes?: string | null; excluded?: boolean; reviewed?: boolean };

/** An amount as the list shows it: money in '+$2,275.00' (green, with its sign), money out '-$12.50'. */
export function AmountText({ amount, className }: { amount: number; className?: string }) {
  const cents = toCents(amount) ?? 0;
  const moneyIn = cents < 0;
  return (
    <span className={cn("whitespace-nowrap font-semibold tabular-nums", moneyIn ? "text-success-700" : "text-ink", className)}>
      <span className="sr-only">{moneyIn ? "Money in " : "Money out "}</span>
      {moneyIn ? "+" : "-"}
      {formatCents(cents)}
    </span>
  );
}

export function CategoryChip({ transaction }: { transaction: TransactionRow }) {
  if (transaction.splits.length > 0) {
    return <Chip color="#64748B">Split · {transaction.splits.length} categories</Chip>;
  }
  const category = transaction.budgetCategory;
  return <Chip color={category?.color ?? "#94A3B8"}>{category?.name ?? "Uncategorized"}</Chip>;
}

function Chip({ color, children }: { color: string; children: React.ReactNode }) {
  return (
    <span className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-border bg-surface px-2 py-0.5 text-xs font-medium text-ink">
      <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: color }} />
      <span className="truncate">{children}</span>
    </span>
  );
}

export function TransactionRowItem({
  transaction,
  categories,
  selected,
  onSelect,
  editing,
  onEdit,
  onSave,
  onSplit,
  onUnsplit,
  suggestion,
  onAcceptRule,
  onDismissRule,
}: {
  transaction: TransactionRow;
  categories: CategoryOption[];
  selected: boolean;
  onSelect: (selected: boolean) => void;
  editing: boolean;
  onEdit: (editing: boolean) => void;
  onSave: (changes: RowChanges) => Promise<string | null>;
  onSplit: (parts: SplitSubmission) => Promise<string | null>;
  onUnsplit: () => Promise<void>;
  suggestion: RuleSuggestion | null;
  onAcceptRule: (applyToPast: boolean) => Promise<void>;
  onDismissRule: () => void;
}) {
  const merchant = transaction.merchantName ?? transaction.name;
  const rowButton = useRef<HTMLButtonElement>(null);
  // Closing the editor (Save, Cancel or Escape) puts focus back on the row that opened it.
  const closeEditor = () => {
    onEdit(false);
    rowButton.current?.focus();
  };
  const account = transaction.account
    ? `${transaction.account.name}${transaction.account.mask ? ` ·${transaction.account.mask}` : ""}`
    : null;
  return (
    <li className={cn("border-b border-border last:border-b-0", transaction.excluded && "bg-canvas")}>
      <div className="flex items-start gap-3 px-3 py-2 sm:items-center">
        <input
          type="checkbox"
          aria-label={`Select ${merchant}, ${formatCents(toCents(transaction.amount) ?? 0)}`}
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          className="mt-3 size-5 shrink-0 cursor-pointer rounded accent-brand-700 sm:mt-0"
        />
        <button
          ref={rowButton}
          type="button"
          aria-expanded={editing}
          onClick={() => onEdit(!editing)}
          className="grid min-h-11 flex-1 grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 rounded-md px-1 py-1 text-left hover:bg-brand-50 focus-visible:outline-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,1.3fr)_auto]"
        >
          <span className="min-w-0">
            <span className="block truncate text-sm font-medium text-ink">{merchant}</span>
            <span className="block truncate text-xs text-muted">
              {[transaction.name.toLowerCase() !== merchant.toLowerCase() ? transaction.name : null, account].filter(Boolean).join(" · ")}
            </span>
          </span>
          <span className="col-start-1 row-start-2 flex min-w-0 flex-wrap items-center gap-1.5 sm:col-start-2 sm:row-start-1">
            <CategoryChip transaction={transaction} />
            {transaction.pending && <StatusChip>Pending</StatusChip>}
            {transaction.needsReview && <StatusChip>Needs review</StatusChip>}
            {transaction.excluded && <StatusChip>Excluded</StatusChip>}
            {transaction.isTransfer && <StatusChip>Transfer</StatusChip>}
            {transaction.recurring && <StatusChip>Recurring</StatusChip>}
          </span>
          <span className="col-start-2 row-span-2 row-start-1 text-right sm:col-start-3 sm:row-span-1">
            <AmountText amount={transaction.amount} />
            <span className="sr-only">{editing ? ", close editing" : ", edit"}</span>
          </span>
        </button>
      </div>
      {suggestion && <RulePrompt suggestion={suggestion} onAccept={onAcceptRule} onDismiss={onDismissRule} />}
      {editing && (
        // Escape from any of the editor's fields closes it, as it would a dialog.
        <div
          onKeyDown={(event) => {
            if (event.key !== "Escape" || event.defaultPrevented) return;
            event.preventDefault();
            closeEditor();
          }}
        >
          <RowEditor
            transaction={transaction}
            categories={categories}
            onSave={onSave}
            onSplit={onSplit}
            onUnsplit={onUnsplit}
            onClose={closeEditor}
          />
        </div>
      )}
    </li>
  );
}

function StatusChip({ children }: { children: React.ReactNode }) {
  return <span className="rounded-full bg-warning-50 px-2 py-0.5 text-xs font-medium text-warning-700">{children}</span>;
}

function RulePrompt({
  suggestion,
  onAccept,
  onDismiss,
}: {
  suggestion: RuleSuggestion;
  onAccept: (applyToPast: boolean) => Promise<void>;
  onDismiss: () => void;
}) {
  const [applyToPast, setApplyToPast] = useState(suggestion.pastMatchCount > 0);
  const [saving, setSaving] = useState(false);
  const count = suggestion.pastMatchCount;
  return (
    <div role="region" aria-label="Category rule" className="mx-3 mb-3 grid gap-2 rounded-md border border-brand-200 bg-brand-50 p-3">
      <p className="text-sm font-medium text-ink">
        Always put {suggestion.merchantName} in {suggestion.budgetCategory.name}?
      </p>
      {count > 0 && (
        <Checkbox
          label={`Also change ${count} past ${count === 1 ? "transaction" : "transactions"}`}
          checked={applyToPast}
          onChange={(event) => setApplyToPast(event.target.checked)}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          loading={saving}
          onClick={async () => {
            setSaving(true);
            await onAccept(applyToPast && count > 0);
            setSaving(false);
          }}
        >
          Always do this
        </Button>
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          Not now
        </Button>
      </div>
    </div>
  );
}

function RowEditor({
  transaction,
  categories,
  onSave,
  onSplit,
  onUnsplit,
  onClose,
}: {
  transaction: TransactionRow;
  categories: CategoryOption[];
  onSave: (changes: RowChanges) => Promise<string | null>;
  onSplit: (parts: SplitSubmission) => Promise<string | null>;
  onUnsplit: () => Promise<void>;
  onClose: () => void;
}) {
  const notesId = useId();
  const [categoryId, setCategoryId] = useState(transaction.budgetCategory?.id ?? "");
  const [notes, setNotes] = useState(transaction.notes ?? "");
  const [excluded, setExcluded] = useState(transaction.excluded);
  const [splitting, setSplitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const isSplit = transaction.splits.length > 0;

  if (splitting || isSplit) {
    return (
      <div className="px-3 pb-3">
        <SplitEditor
          amount={transaction.amount}
          categories={categories}
          initialParts={transaction.splits.map((split) => ({
            amount: formatCents(toCents(split.amount) ?? 0).replace(/[$,]/g, ""),
            budgetCategoryId: split.budgetCategory.id,
            notes: split.notes ?? "",
          }))}
          onSubmit={async (parts) => {
            const message = await onSplit(parts);
            if (!message) setSplitting(false);
            return message;
          }}
          onCancel={() => (isSplit ? onClose() : setSplitting(false))}
          onUnsplit={isSplit ? () => void onUnsplit() : undefined}
        />
      </div>
    );
  }

  async function save() {
    setSaving(true);
    const changes: RowChanges = {};
    if (categoryId && categoryId !== transaction.budgetCategory?.id) changes.budgetCategoryId = categoryId;
    if (notes.trim() !== (transaction.notes ?? "")) changes.notes = notes.trim() || null;
    if (excluded !== transaction.excluded) changes.excluded = excluded;
    if (transaction.needsReview) changes.reviewed = true;
    const message = Object.keys(changes).length === 0 ? null : await onSave(changes);
    setSaving(false);
    setError(message);
    if (!message) onClose();
  }

  return (
    <form
      className="grid gap-4 border-t border-border bg-canvas px-3 py-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <CategoryPicker label="Category" categories={categories} value={categoryId} onChange={setCategoryId} />
      <div className="grid gap-1.5">
        <label htmlFor={notesId} className="text-sm font-medium text-ink">
          Notes
        </label>
        <textarea
          id={notesId}
          rows={2}
          maxLength={1000}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          className="rounded-md border border-subtle bg-surface px-3 py-2 text-sm text-ink"
        />
      </div>
      <Checkbox
        label="Leave out of spending and budgets"
        checked={excluded}
        onChange={(event) => setExcluded(event.target.checked)}
      />
      {error && (
        <p role="alert" className="rounded-md bg-danger-50 px-3 py-2 text-sm text-danger-700 sm:col-span-2">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" loading={saving}>
          {transaction.needsReview ? "Save and mark reviewed" : "Save"}
        </Button>
        <Button variant="secondary" onClick={() => setSplitting(true)}>
          Split
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
