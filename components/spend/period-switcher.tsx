import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { inputClasses } from "@/components/ui/text-input";
import { PRESET_LABELS, SPENDING_PERIOD_PRESETS, type SpendingPeriodPreset } from "@/lib/spending/spending-periods";
import { PRESET_PARAMS } from "./spend-links";

/**
 * The period: four presets as links (a full page load keeps the figures server-rendered and the URL shareable) and a
 * custom range as a plain GET form.
 */
export function PeriodSwitcher({
  preset,
  from,
  to,
}: {
  preset: SpendingPeriodPreset | null;
  from: string;
  to: string;
}) {
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <nav aria-label="Period">
        <ul className="flex flex-wrap gap-2">
          {SPENDING_PERIOD_PRESETS.map((value) => (
            <li key={value}>
              <Link
                href={`/spend?period=${PRESET_PARAMS[value]}`}
                aria-current={preset === value ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium",
                  preset === value ? "border-brand-700 bg-brand-700 text-white" : "border-border bg-surface text-ink hover:bg-brand-50",
                )}
              >
                {PRESET_LABELS[value]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form action="/spend" method="get" className="flex flex-wrap items-end gap-2" aria-label="Custom period">
        <label className="flex flex-col gap-1 text-sm font-medium text-ink">
          From
          <input type="date" name="from" defaultValue={from} required className={cn(inputClasses, "w-40")} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-ink">
          To
          <input type="date" name="to" defaultValue={to} required className={cn(inputClasses, "w-40")} />
        </label>
        <button type="submit" className={buttonClasses({ variant: "secondary" })}>
          Show period
        </button>
      </form>
    </div>
  );
}
