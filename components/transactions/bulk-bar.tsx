"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CategoryPicker } from "./category-picker";
import type { CategoryOption } from "./transaction-operations";

/** The actions on the selected rows: categorise, exclude or include, mark reviewed. */
export function BulkBar({
  count,
  categories,
  onCategorise,
  onExclude,
  onReviewed,
  onClear,
}: {
  count: number;
  categories: CategoryOption[];
  onCategorise: (budgetCategoryId: string) => Promise<void>;
  onExclude: (excluded: boolean) => Promise<void>;
  onReviewed: () => Promise<void>;
  onClear: () => void;
}) {
  const [categoryId, setCategoryId] = useState("");
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    await action();
    setBusy(false);
  };
  return (
    <section
      aria-label="Change the selected transactions"
      className="sticky top-0 z-10 mt-4 grid gap-3 rounded-md border border-brand-200 bg-brand-50 p-3 shadow-sm"
    >
      <p className="text-sm font-semibold text-ink" aria-live="polite">
        {count} selected
      </p>
      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_auto] md:items-end">
        <CategoryPicker label="Category for the selected" categories={categories} value={categoryId} onChange={setCategoryId} />
        <Button disabled={!categoryId || busy} onClick={() => run(() => onCategorise(categoryId))}>
          Categorise
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => run(() => onExclude(true))}>
          Exclude
        </Button>
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => run(() => onExclude(false))}>
          Include
        </Button>
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => run(onReviewed)}>
          Mark reviewed
        </Button>
        <Button size="sm" variant="ghost" onClick={onClear}>
          Clear selection
        </Button>
      </div>
    </section>
  );
}
