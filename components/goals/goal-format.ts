import { formatMoney } from "@/lib/format/format-money";
import { GOAL_KIND_INFO, isGoalKind } from "@/lib/goals/goal-kinds";
import type { Goal } from "./goal-operations";

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** "Mar 5, 2027" for a YYYY-MM-DD day. */
export function formatGoalDate(day: string): string {
  return dateFormat.format(new Date(`${day}T00:00:00Z`));
}

export const kindLabel = (kind: string) => (isGoalKind(kind) ? GOAL_KIND_INFO[kind].label : kind);

/** "$2,400 of $10,000" (saving), "$3,100 left of $9,000" (pay-down), "2 of 5 steps" (checklist). */
export function goalAmountText(goal: Goal): string {
  if (goal.kind === "CHECKLIST") {
    const done = goal.checklistItems.filter((item) => item.done).length;
    return `${done} of ${goal.checklistItems.length} steps done`;
  }
  if (goal.kind === "PAY_DOWN_DEBT") {
    return goal.startingValue === null
      ? "Choose the debt to pay off"
      : `${formatMoney(goal.progress.currentValue)} left of ${formatMoney(goal.startingValue)}`;
  }
  if (goal.endValue === null) return "Set a target";
  return `${formatMoney(goal.progress.currentValue)} of ${formatMoney(goal.endValue)}`;
}
