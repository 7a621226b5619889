import { Card } from "@/components/ui/card";
import { COUNT_ROUNDING, MIN_GROUP_SIZE } from "@/lib/plan-insights/privacy-rules";

// Small pieces the Overview, Engagement and Outcomes tabs share. A hidden figure reads as such, never as 0.

export const HIDDEN_LABEL = "Hidden";
export const HIDDEN_EXPLANATION = `Hidden: fewer than ${MIN_GROUP_SIZE} members, to protect their privacy`;

const numberFormat = new Intl.NumberFormat("en-US");

export function formatCount(value: number | null): string {
  return value === null ? HIDDEN_LABEL : numberFormat.format(value);
}

export function formatPercent(value: number | null): string {
  return value === null ? HIDDEN_LABEL : `${value}%`;
}

/** One headline figure with what it means; a hidden one says why, in text (not only by colour or an icon). */
export function StatCard({ label, value, detail }: { label: string; value: string; detail?: string }) {
  const hidden = value === HIDDEN_LABEL;
  return (
    <Card className="flex flex-col gap-1 p-5">
      <p className="text-sm font-medium text-muted">{label}</p>
      <p className={hidden ? "text-lg font-semibold text-muted" : "text-3xl font-semibold tracking-tight text-ink"}>
        {hidden ? <span title={HIDDEN_EXPLANATION}>{HIDDEN_LABEL}</span> : value}
      </p>
      {detail ? <p className="text-sm text-muted">{detail}</p> : null}
      {hidden ? <p className="text-sm text-muted">Fewer than {MIN_GROUP_SIZE} members, so it is not shown.</p> : null}
    </Card>
  );
}

/** The rule, said once on every tab with figures: the same words members read on My Plan. */
export function PrivacyNote() {
  return (
    <p className="text-sm text-muted">
      To protect your employees&apos; privacy you see totals only: any figure about fewer than {MIN_GROUP_SIZE} members
      is hidden (with others where needed, so it cannot be worked out), and counts are rounded to the nearest{" "}
      {COUNT_ROUNDING}. You never see anything about one person.
    </p>
  );
}

/**
 * Horizontal bars for counts of one whole (funnel stages, health bands), drawn with CSS so the page ships no chart
 * code; the list is read as label and value, the bar is decoration.
 */
export function CountBars({
  label,
  rows,
  scaleTo,
}: {
  label: string;
  rows: Array<{ key: string; label: string; value: number | null }>;
  scaleTo: number | null;
}) {
  const max = Math.max(scaleTo ?? 0, ...rows.map((row) => row.value ?? 0), 1);
  return (
    <ul aria-label={label} className="grid gap-3">
      {rows.map((row) => (
        <li key={row.key} className="grid gap-1 sm:grid-cols-[12rem_1fr_5rem] sm:items-center sm:gap-4">
          <span className="text-sm font-medium text-ink">{row.label}</span>
          <span aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-brand-50">
            {row.value !== null ? (
              <span className="block h-full rounded-full bg-brand-600" style={{ width: `${(row.value / max) * 100}%` }} />
            ) : null}
          </span>
          <span className={row.value === null ? "text-sm text-muted sm:text-right" : "text-sm font-semibold text-ink sm:text-right"}>
            {formatCount(row.value)}
          </span>
        </li>
      ))}
    </ul>
  );
}
