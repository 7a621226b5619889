"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { Fragment, useState } from "react";
import { Card } from "@/components/ui/card";
import { formatMoney } from "@/lib/format/format-money";
import { changeInWords, formatShare } from "./format-spend";
import type { CategoryView } from "./spend-types";

const CategoryChart = dynamic(() => import("./category-chart"), {
  ssr: false,
  loading: () => <div aria-hidden="true" className="h-48 w-full animate-pulse rounded-lg bg-canvas" />,
});

function Comparison({ line }: { line: CategoryView }) {
  return (
    <span className="block text-xs text-muted">
      {changeInWords(line.amount, line.previousAmount)} last period ({formatMoney(line.previousAmount)}) · 3-period
      average {formatMoney(line.threePeriodAverage)}
    </span>
  );
}

function Row({ line, level, expanded, onToggle }: { line: CategoryView; level: 0 | 1; expanded?: boolean; onToggle?: () => void }) {
  const subId = `sub-${line.category.id}`;
  return (
    <tr className={level === 0 ? "border-t border-border" : "bg-canvas/60"}>
      <th scope="row" className={`py-2 pr-2 text-left font-normal ${level === 1 ? "pl-8" : ""}`}>
        <span className="flex items-start gap-2">
          {level === 0 && (
            <span aria-hidden="true" className="mt-1.5 size-3 shrink-0 rounded-sm" style={{ backgroundColor: line.category.color }} />
          )}
          <span className="min-w-0">
            <Link
              href={line.href}
              aria-label={`${line.category.name}: see its transactions`}
              className="font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              {line.category.name}
            </Link>
            <Comparison line={line} />
            {onToggle && (
              <button
                type="button"
                onClick={onToggle}
                aria-expanded={expanded}
                aria-controls={subId}
                className="mt-1 text-xs font-medium text-brand-700 underline underline-offset-4"
              >
                {expanded ? "Hide" : "Show"} {line.subcategories.length} {line.subcategories.length === 1 ? "subcategory" : "subcategories"}
                <span className="sr-only"> of {line.category.name}</span>
              </button>
            )}
          </span>
        </span>
      </th>
      <td className="py-2 pl-2 text-right align-top tabular-nums font-medium text-ink">{formatMoney(line.amount)}</td>
      <td className="hidden py-2 pl-2 text-right align-top tabular-nums text-muted sm:table-cell">{formatMoney(line.previousAmount)}</td>
      <td className="hidden py-2 pl-2 text-right align-top tabular-nums text-muted sm:table-cell">{formatMoney(line.threePeriodAverage)}</td>
      <td className="hidden py-2 pl-2 text-right align-top tabular-nums text-muted sm:table-cell">{formatShare(line.share)}</td>
    </tr>
  );
}

/**
 * Spending by category: a bar chart (each bar opens the category's transactions) over a table with the same figures
 * and links, this period against the last one and the 3-period average in words; a primary category opens to its
 * subcategories.
 */
export function CategoryBreakdown({ categories, periodLabel }: { categories: CategoryView[]; periodLabel: string }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Card as="section" aria-labelledby="categories-heading">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="categories-heading" className="text-lg font-semibold text-ink">
            Spending by category
          </h2>
          <p className="mt-1 text-sm text-muted">
            Select a bar or a category to see its transactions. The table under the chart has the same figures.
          </p>
        </div>
      </div>
      <div className="mt-4">
        <CategoryChart categories={categories} />
      </div>
      <table className="mt-4 w-full text-sm">
        <caption className="sr-only">Spending by category, {periodLabel}, against the last period and the 3-period average</caption>
        <thead>
          <tr className="text-muted">
            <th scope="col" className="py-2 text-left font-medium">
              Category
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-medium">
              This period
            </th>
            <th scope="col" className="hidden py-2 pl-2 text-right font-medium sm:table-cell">
              Last period
            </th>
            <th scope="col" className="hidden py-2 pl-2 text-right font-medium sm:table-cell">
              3-period average
            </th>
            <th scope="col" className="hidden py-2 pl-2 text-right font-medium sm:table-cell">
              Share
            </th>
          </tr>
        </thead>
        {categories.map((line) => {
          const expanded = open.has(line.category.id);
          const hasSubcategories = line.subcategories.length > 0;
          return (
            <Fragment key={line.category.id}>
              <tbody>
                <Row
                  line={line}
                  level={0}
                  expanded={expanded}
                  onToggle={hasSubcategories ? () => toggle(line.category.id) : undefined}
                />
              </tbody>
              {hasSubcategories && (
                <tbody id={`sub-${line.category.id}`} hidden={!expanded}>
                  {line.subcategories.map((sub) => (
                    <Row key={sub.category.id} line={sub} level={1} />
                  ))}
                </tbody>
              )}
            </Fragment>
          );
        })}
      </table>
    </Card>
  );
}
