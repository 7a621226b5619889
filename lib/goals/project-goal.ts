import { DAYS_PER_MONTH, type GoalProgress } from "./goal-progress";

// Where a goal gets to at today's pace (research §3c-6): monthly points from today to the projected finish (or the
// target date when the pace never gets there), with the target line. Pure, integer cents.

export type ProjectionPoint = { date: string; projectedCents: number; targetCents: number };
export type GoalProjection = { points: ProjectionPoint[]; finishDate: string | null };

const MAX_MONTHS = 50 * 12;
const MAX_POINTS = 61;

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
function addMonths(date: Date, months: number): Date {
  const day = date.getUTCDate();
  const result = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/**
 * Saving goals rise from the current value by the pace each month; pay-down goals fall from the balance. The finish
 * date is when the remaining amount is covered (today when nothing remains; null when the pace is not positive).
 */
export function projectGoal({
  progress,
  payDown,
  targetDate,
  today,
}: {
  progress: Pick<GoalProgress, "currentCents" | "goalCents" | "remainingCents" | "paceCents">;
  payDown: boolean;
  targetDate: Date | null;
  today: Date;
}): GoalProjection {
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  const pace = progress.paceCents ?? 0;
  const { remainingCents } = progress;
  let finishDate: Date | null = null;
  let finishMonths = 0;
  if (remainingCents <= 0) finishDate = start;
  else if (pace > 0) {
    const months = remainingCents / pace;
    if (months <= MAX_MONTHS) {
      finishMonths = Math.ceil(months - 1e-9);
      finishDate = new Date(start.getTime() + Math.ceil(months * DAYS_PER_MONTH) * 86_400_000);
    }
  }

  const monthsTo = (date: Date) => Math.max(Math.round((date.getTime() - start.getTime()) / 86_400_000 / DAYS_PER_MONTH), 0);
  const horizon = Math.min(
    Math.max(finishMonths, targetDate ? monthsTo(targetDate) : 0, finishDate || targetDate ? 1 : 12),
    MAX_MONTHS,
  );
  const step = Math.max(Math.ceil(horizon / (MAX_POINTS - 1)), 1);
  const points: ProjectionPoint[] = [];
  for (let month = 0; ; month = Math.min(month + step, horizon)) {
    const moved = Math.min(pace > 0 ? pace * month : 0, remainingCents);
    const projectedCents = Math.round(payDown ? progress.currentCents - moved : progress.currentCents + moved);
    points.push({ date: isoDate(addMonths(start, month)), projectedCents, targetCents: progress.goalCents });
    if (month >= horizon) break;
  }
  return { points, finishDate: finishDate ? isoDate(finishDate) : null };
}
