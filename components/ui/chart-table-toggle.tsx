"use client";

/**
 * The link-styled button that swaps a chart for its table (and back). Its words name what it will show, so it carries
 * no aria-pressed: a toggle whose label changes would read as "Show as chart, pressed".
 */
export function ChartTableToggle({ asTable, onToggle }: { asTable: boolean; onToggle: () => void }) {
  return (
    <button type="button" onClick={onToggle} className="text-sm font-medium text-brand-700 underline underline-offset-4">
      {asTable ? "Show as chart" : "Show as table"}
    </button>
  );
}
