"use client";

import { useEffect, useRef, useState } from "react";
import { Select } from "@/components/ui/select";
import { TextInput } from "@/components/ui/text-input";
import type { TransactionFilter } from "@/lib/transactions/transaction-filter";
import { CategoryPicker } from "./category-picker";
import type { CategoryOption } from "./transaction-operations";

export type AccountOption = { id: string; label: string };

const fieldClasses = "grid gap-1.5 text-sm font-medium text-ink";

/** Whether any filter besides the tab is set (the 'Clear filters' link and the empty state's wording). */
export function hasFilters(filter: TransactionFilter): boolean {
  return Object.entries(filter).some(([key, value]) => key !== "needsReview" && value !== undefined && value !== "");
}

/**
 * The filters (account, category, dates, amount range, pending/posted, type), in a disclosure that is open on wide
 * screens and folded on phones. Each change updates the URL at once; amounts wait until the field is left.
 */
export function TransactionFilters({
  filter,
  accounts,
  categories,
  onChange,
}: {
  filter: TransactionFilter;
  accounts: AccountOption[];
  categories: CategoryOption[];
  onChange: (patch: Partial<TransactionFilter>) => void;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    // Open where there is room; a phone starts with the list.
    if (details.current && window.matchMedia("(min-width: 768px)").matches) details.current.open = true;
  }, []);
  const activeCount = Object.entries(filter).filter(([key, value]) => !["q", "needsReview"].includes(key) && value !== undefined).length;

  return (
    <details
      ref={details}
      className="rounded-md border border-border bg-surface"
    >
      <summary className="flex min-h-11 cursor-pointer items-center px-4 text-sm font-semibold text-ink">
        Filters{activeCount > 0 ? ` (${activeCount} on)` : ""}
      </summary>
      <div className="grid gap-4 border-t border-border p-4 sm:grid-cols-2 lg:grid-cols-4">
        <label className={fieldClasses}>
          Account
          <Select value={filter.accountId ?? ""} onChange={(event) => onChange({ accountId: event.target.value || undefined })}>
            <option value="">All accounts</option>
            {accounts.map((account) => (
              <option key={account.id} value={account.id}>
                {account.label}
              </option>
            ))}
          </Select>
        </label>
        <CategoryPicker
          label="Category"
          placeholder="All categories"
          categories={categories}
          value={filter.categoryId ?? ""}
          onChange={(id) => onChange({ categoryId: id || undefined })}
        />
        <label className={fieldClasses}>
          From
          <TextInput type="date" value={filter.from ?? ""} onChange={(event) => onChange({ from: event.target.value || undefined })} />
        </label>
        <label className={fieldClasses}>
          To
          <TextInput type="date" value={filter.to ?? ""} onChange={(event) => onChange({ to: event.target.value || undefined })} />
        </label>
        <AmountField key={`min-${filter.minAmount}`} label="Smallest amount" value={filter.minAmount} onCommit={(minAmount) => onChange({ minAmount })} />
        <AmountField key={`max-${filter.maxAmount}`} label="Largest amount" value={filter.maxAmount} onCommit={(maxAmount) => onChange({ maxAmount })} />
        <label className={fieldClasses}>
          Status
          <Select
            value={filter.status ?? ""}
            onChange={(event) => onChange({ status: (event.target.value || undefined) as TransactionFilter["status"] })}
          >
            <option value="">Pending and posted</option>
            <option value="PENDING">Pending only</option>
            <option value="POSTED">Posted only</option>
          </Select>
        </label>
        <label className={fieldClasses}>
          Type
          <Select
            value={filter.type ?? ""}
            onChange={(event) => onChange({ type: (event.target.value || undefined) as TransactionFilter["type"] })}
          >
            <option value="">All types</option>
            <option value="EXPENSE">Spending</option>
            <option value="INCOME">Income</option>
            <option value="TRANSFER">Transfers</option>
          </Select>
        </label>
      </div>
    </details>
  );
}

function AmountField({ label, value, onCommit }: { label: string; value: number | undefined; onCommit: (value: number | undefined) => void }) {
  // Remounted (key) when the URL's value changes from elsewhere.
  const [text, setText] = useState(value === undefined ? "" : String(value));
  const commit = () => {
    const trimmed = text.trim();
    const next = /^\d+(\.\d{1,2})?$/.test(trimmed) ? Number(trimmed) : undefined;
    if (next !== value) onCommit(next);
    if (next === undefined) setText("");
  };
  return (
    <label className={fieldClasses}>
      {label}
      <TextInput
        inputMode="decimal"
        placeholder="$0.00"
        value={text}
        onChange={(event) => setText(event.target.value.replace(/[^0-9.]/g, ""))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === "Enter") commit();
        }}
      />
    </label>
  );
}
