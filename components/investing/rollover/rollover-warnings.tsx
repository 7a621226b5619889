import { WARNING_TEXT, type RolloverWarning } from "@/lib/investing/rollovers/rollover-steps";

/** The rollover's warnings (an outstanding loan, a small balance, company stock), each with what to do about it. */
export function RolloverWarnings({ warnings }: { warnings: readonly RolloverWarning[] }) {
  return (
    <section aria-label="Before you roll over" className="grid gap-3">
      {warnings.map((warning) => (
        <div key={warning} className="rounded-xl border border-warning-700/40 bg-warning-50 p-4 sm:p-6">
          <h3 className="font-semibold text-ink">{WARNING_TEXT[warning].title}</h3>
          <p className="mt-1 text-sm text-ink">{WARNING_TEXT[warning].body}</p>
        </div>
      ))}
    </section>
  );
}
