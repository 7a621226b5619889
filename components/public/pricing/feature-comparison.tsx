"use client";

import { useState } from "react";
import {
  comparisonColumns,
  featureAudiences,
  type FeatureAudience,
  type FeatureGroup,
} from "@/lib/content/pricing-page";
import { plans } from "@/lib/content/plans";
import { cn } from "@/components/ui/cn";
import { CheckIcon, ChevronDownIcon } from "../icons";

const audiences = Object.keys(featureAudiences) as FeatureAudience[];
const planName = (planId: string) => plans.find((plan) => plan.id === planId)?.name ?? planId;

/**
 * The feature comparison (spec 002 §2 "Pricing page"): an employees/employers toggle switches the feature set; each
 * set is a menu of feature groups, one open at a time, and clicking the open group collapses back to the first.
 * Every table is in the HTML (hidden ones with `hidden`), so the page reads fully without JavaScript and to crawlers.
 */
export function FeatureComparison() {
  const [audience, setAudience] = useState<FeatureAudience>("employees");
  const [openGroupIds, setOpenGroupIds] = useState<Record<FeatureAudience, string>>({
    employees: featureAudiences.employees.groups[0]!.id,
    employers: featureAudiences.employers.groups[0]!.id,
  });

  function toggleGroup(target: FeatureAudience, groupId: string) {
    const firstId = featureAudiences[target].groups[0]!.id;
    setOpenGroupIds((current) => ({
      ...current,
      [target]: current[target] === groupId ? firstId : groupId,
    }));
  }

  return (
    <div>
      <div role="group" aria-label="Show features" className="inline-flex rounded-xl border border-border bg-canvas p-1">
        {audiences.map((id) => (
          <button
            key={id}
            type="button"
            aria-pressed={audience === id}
            onClick={() => setAudience(id)}
            className={cn(
              "min-h-11 rounded-lg px-4 text-sm font-semibold",
              audience === id ? "bg-brand-700 text-white shadow-sm" : "text-ink hover:bg-brand-50",
            )}
          >
            {featureAudiences[id].label}
          </button>
        ))}
      </div>

      {audiences.map((id) => (
        <div key={id} hidden={audience !== id} data-testid={`features-${id}`} className="mt-8">
          <h3 className="text-xl font-semibold text-ink">{featureAudiences[id].caption}</h3>
          <ul className="mt-4 divide-y divide-border rounded-2xl border border-border bg-surface">
            {featureAudiences[id].groups.map((group) => (
              <FeatureGroupItem
                key={group.id}
                audience={id}
                group={group}
                open={openGroupIds[id] === group.id}
                onToggle={() => toggleGroup(id, group.id)}
              />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function FeatureGroupItem({
  audience,
  group,
  open,
  onToggle,
}: {
  audience: FeatureAudience;
  group: FeatureGroup;
  open: boolean;
  onToggle: () => void;
}) {
  const panelId = `features-${audience}-${group.id}`;
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        className="flex min-h-12 w-full items-center justify-between gap-4 px-5 text-left text-base font-semibold text-ink hover:bg-brand-50"
      >
        {group.label}
        <ChevronDownIcon className={cn("shrink-0 transition-transform", open && "rotate-180")} />
      </button>
      <div id={panelId} hidden={!open} className="overflow-x-auto px-5 pb-5">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            {group.label}: {featureAudiences[audience].caption.toLowerCase()} on each plan
          </caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-3 pr-4 font-semibold text-muted">
                Feature
              </th>
              {comparisonColumns.map((column) => (
                <th key={column.key} scope="col" className="w-24 px-2 py-3 text-center font-semibold text-ink sm:w-1/4">
                  {planName(column.planId)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {group.rows.map((row) => (
              <tr key={row.feature} className="border-b border-border last:border-0">
                <th scope="row" className="py-3 pr-4 font-normal text-ink">
                  {row.feature}
                </th>
                {comparisonColumns.map((column) => (
                  <td key={column.key} className="px-2 py-3 text-center">
                    {row[column.key] ? (
                      <>
                        <CheckIcon className="mx-auto text-brand-700" />
                        <span className="sr-only">Included</span>
                      </>
                    ) : (
                      <>
                        <span aria-hidden="true" className="text-subtle">
                          –
                        </span>
                        <span className="sr-only">Not included</span>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </li>
  );
}
