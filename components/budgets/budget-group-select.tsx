"use client";

import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { GROUP_LABELS } from "./budget-format";
import { UPDATE_CATEGORY_SETTINGS } from "./budget-operations";
import { LineFieldLabel } from "./line-field-label";
import { useBudgetWrite } from "./use-budget-write";

/** The groups a member may put a line in; a goal's line stays in Goals with its goal. */
const MOVABLE_GROUPS = ["BILLS", "FLEXIBLE", "NON_MONTHLY"] as const;
type MovableGroup = (typeof MOVABLE_GROUPS)[number];

/**
 * 'Group' for one category's line: saved for every period (updateBudgetCategorySettings); the budget queries are
 * fetched again, so the line moves to its new group on /budget at once.
 */
export function BudgetGroupSelect({ budgetCategoryId, name, group }: { budgetCategoryId: string; name: string; group: string }) {
  const write = useBudgetWrite(UPDATE_CATEGORY_SETTINGS, "updateBudgetCategorySettings");
  if (!MOVABLE_GROUPS.includes(group as MovableGroup)) return null;
  return (
    <FormField label={<LineFieldLabel text="Group" name={name} />} className="w-44 max-w-full">
      <Select
        value={group}
        disabled={write.fetching}
        onChange={(event) => {
          const next = event.target.value as MovableGroup;
          void write.run({ budgetCategoryId, group: next }, { success: `${name} moved to ${GROUP_LABELS[next]?.title}` });
        }}
      >
        {MOVABLE_GROUPS.map((value) => (
          <option key={value} value={value}>
            {GROUP_LABELS[value]?.title}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
