import { cn } from "@/components/ui/cn";
import { money, STATE_STYLES } from "./budget-format";
import type { BudgetLine } from "./budget-operations";

/**
 * A line's progress: the bar (decoration) and the same facts in words: the state ('On track', 'Close to limit',
 * 'Over by $12') and 'Spent $x of $y'.
 */
export function BudgetProgress({ line }: { line: BudgetLine }) {
  const style = STATE_STYLES[line.state] ?? STATE_STYLES.ON_TRACK!;
  const width = Math.min(100, Math.max(0, line.percent));
  return (
    <div>
      <div aria-hidden="true" className="h-2 w-full overflow-hidden rounded-full bg-canvas ring-1 ring-border">
        <div className={cn("h-full rounded-full", style.bar)} style={{ width: `${width}%` }} />
      </div>
      <p className="mt-1 flex flex-wrap justify-between gap-x-3 text-sm">
        <span className={cn("font-medium", style.text)} data-testid="line-state">
          {line.stateText}
        </span>
        <span className="text-muted">
          Spent {money(line.spent)} of {money(line.available)}
          {line.carryIn !== 0 && ` (${line.carryIn > 0 ? "+" : "−"}${money(Math.abs(line.carryIn))} rolled over)`}
        </span>
      </p>
    </div>
  );
}
