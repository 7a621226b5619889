"use client";

import { useId, useMemo, useState } from "react";
import { Select } from "@/components/ui/select";
import { TextInput } from "@/components/ui/text-input";
import type { CategoryOption } from "./transaction-operations";

type Group = { label: string; options: CategoryOption[] };

/** Each primary with its subcategories (the primary first, as "(general)"); the rest (own, 'Uncategorized') last. */
export function groupCategories(categories: CategoryOption[]): Group[] {
  const primaries = categories.filter((category) => !category.parent);
  const childrenOf = (id: string) => categories.filter((category) => category.parent?.id === id);
  const families = primaries.filter((primary) => childrenOf(primary.id).length > 0);
  const others = primaries.filter((primary) => childrenOf(primary.id).length === 0);
  return [
    ...families.map((primary) => ({ label: primary.name, options: [primary, ...childrenOf(primary.id)] })),
    ...(others.length > 0 ? [{ label: "Other categories", options: others }] : []),
  ];
}

/** How an option reads: a primary that has subcategories is its "(general)" choice. */
export function optionLabel(option: CategoryOption, categories: CategoryOption[]): string {
  const isFamily = !option.parent && categories.some((category) => category.parent?.id === option.id);
  return isFamily ? `${option.name} (general)` : option.name;
}

/** A category select with a search box above it that narrows the options (there are over a hundred). */
export function CategoryPicker({
  categories,
  value,
  onChange,
  label,
  placeholder = "Choose a category",
  error,
}: {
  categories: CategoryOption[];
  value: string;
  onChange: (id: string) => void;
  label: string;
  placeholder?: string;
  error?: string | null;
}) {
  const [search, setSearch] = useState("");
  const searchId = useId();
  const selectId = useId();
  const errorId = useId();
  const groups = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const all = groupCategories(categories);
    if (!needle) return all;
    return all
      .map((group) => ({
        ...group,
        options: group.options.filter(
          (option) => option.id === value || option.name.toLowerCase().includes(needle) || group.label.toLowerCase().includes(needle),
        ),
      }))
      .filter((group) => group.options.length > 0);
  }, [categories, search, value]);

  return (
    <div className="grid gap-1.5">
      <label htmlFor={selectId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <label htmlFor={searchId} className="sr-only">
        Search categories for {label.toLowerCase()}
      </label>
      <TextInput
        id={searchId}
        type="search"
        placeholder="Search categories"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <Select
        id={selectId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.id} value={option.id}>
                {optionLabel(option, categories)}
              </option>
            ))}
          </optgroup>
        ))}
      </Select>
      {error && (
        <p id={errorId} className="text-sm text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
