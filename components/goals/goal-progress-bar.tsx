import { cn } from "@/components/ui/cn";
import type { GoalStatus } from "@/lib/goals/goal-progress";

// A goal's progress as a bar with its state in words beside the colour (never colour alone).

const STATUS_STYLES: Record<GoalStatus, { bar: string; badge: string }> = {
  ON_TRACK: { bar: "bg-brand-600", badge: "bg-success-50 text-success-700" },
  BEHIND: { bar: "bg-warning-700", badge: "bg-warning-50 text-warning-700" },
  NO_DATE: { bar: "bg-brand-600", badge: "bg-canvas text-muted" },
  PAUSED: { bar: "bg-subtle", badge: "bg-canvas text-muted" },
  COMPLETE: { bar: "bg-success-700", badge: "bg-success-50 text-success-700" },
};

export function GoalStatusBadge({ status, text }: { status: GoalStatus; text: string }) {
  return (
    <span className={cn("inline-flex rounded-full px-2.5 py-0.5 text-sm font-medium", STATUS_STYLES[status].badge)}>{text}</span>
  );
}

export function GoalProgressBar({ percent, status, label }: { percent: number; status: GoalStatus; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className="h-2.5 w-full overflow-hidden rounded-full bg-brand-100"
    >
      <div className={cn("h-full rounded-full", STATUS_STYLES[status].bar)} style={{ width: `${Math.max(percent, percent > 0 ? 2 : 0)}%` }} />
    </div>
  );
}
