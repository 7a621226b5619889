import { Card } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import { DEFAULT_HEALTH_SCORE, HEALTH_FACTORS } from "@/lib/financial-health/compute-health-score";

/** A plain word for the score's range, so the number is not the only cue. */
export function scoreBand(score: number): string {
  if (score >= 70) return "Strong";
  if (score >= 40) return "Fair";
  return "Needs attention";
}

const updatedFormat = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric" });

/** The financial health score (0 to 100) with what moves it (docs/decisions.md, financial health). */
export function HealthScoreCard({
  score,
  updatedAt,
  updating,
  onRecalculate,
}: {
  score: number;
  /** ISO date-time of the last recalculation, or null. */
  updatedAt: string | null;
  updating: boolean;
  onRecalculate: () => void;
}) {
  const band = scoreBand(score);
  return (
    <Card as="section" aria-labelledby="health-score-heading" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="health-score-heading" className="text-lg font-semibold text-ink">
            Financial health score
          </h2>
          <p className="mt-1 text-sm text-muted">
            {updatedAt ? `Updated ${updatedFormat.format(new Date(updatedAt))}` : "Not calculated yet"}
          </p>
        </div>
        <Button variant="secondary" size="sm" loading={updating} onClick={onRecalculate}>
          Recalculate
        </Button>
      </div>

      <div className="flex items-end gap-3">
        <p className="text-6xl font-semibold tabular-nums text-brand-700" aria-live="polite">
          {score}
          <span className="sr-only"> out of 100, {band}</span>
        </p>
        <p aria-hidden="true" className="pb-2 text-sm text-muted">
          out of 100 · <span className="font-medium text-ink">{band}</span>
        </p>
      </div>
      <div
        role="meter"
        aria-label="Financial health score"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={`${score} out of 100, ${band}`}
        className="h-3 w-full overflow-hidden rounded-full bg-brand-50"
      >
        <div className="h-full rounded-full bg-brand-500" style={{ width: `${score}%` }} />
      </div>

      <div>
        <h3 className="text-sm font-semibold text-ink">What moves your score</h3>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {HEALTH_FACTORS.map((factor) => (
            <li key={factor.key} className="rounded-lg bg-canvas p-3">
              <p className="text-sm font-medium text-ink">
                {factor.label} <span className="font-normal text-muted">({factor.weight}% of the score)</span>
              </p>
              <p className="mt-1 text-sm text-muted">{factor.description}</p>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-muted">
          Anything you have not added yet is left out, and the other parts count for more. With nothing added your
          score is {DEFAULT_HEALTH_SCORE}.
        </p>
      </div>
    </Card>
  );
}
