import type { GoalBehavior, GoalKind } from "./goal-kinds";

// A goal's progress, monthly amount needed and status (research §3c-3, §3c-5). Pure, in integer cents; the screens
// use it too (the suggested monthly amount while the member types).

export type GoalStatus = "ON_TRACK" | "BEHIND" | "NO_DATE" | "PAUSED" | "COMPLETE";

export const DAYS_PER_MONTH = 30.44;
const DAY_MS = 86_400_000;

export type GoalProgressInput = {
  kind: GoalKind;
  behavior: GoalBehavior;
  /** Saving goals: the linked accounts' counted value. Pay-down goals: the debt's balance. */
  currentCents: number;
  /** The snapshot taken when the accounts were linked (saving) or the debt chosen (pay-down). */
  startingCents: number | null;
  endCents: number | null;
  includeExistingBalance: boolean;
  completed: boolean;
  paused: boolean;
  targetDate: Date | null;
  today: Date;
  /** Average monthly movement towards the goal (saved, or paid off); null when unknown. */
  paceCents: number | null;
  checklist?: { done: number; total: number };
};

export type GoalProgress = {
  currentCents: number;
  /** What progress counts from: 0 with includeExistingBalance, else the starting snapshot. */
  baselineCents: number;
  /** The value to reach: the target (saving) or zero (pay-down). */
  goalCents: number;
  remainingCents: number;
  /** 0 to 1, uncapped for the decision that the goal is reached. */
  fraction: number;
  /** Whole percent shown: at most 99 until the goal is completed. */
  percent: number;
  reached: boolean;
  monthlyNeededCents: number | null;
  paceCents: number | null;
  status: GoalStatus;
  /** BEHIND: how much more a month would put the goal back on track. */
  catchUpCents: number | null;
};

/** Whole days from today to the target date (negative once it has passed). */
export function daysUntil(targetDate: Date, today: Date): number {
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.round((targetDate.getTime() - start) / DAY_MS);
}

/** ceil(remaining ÷ max(days left / 30.44, 1)), in whole dollars (as cents). */
export function monthlyNeededCents(remainingCents: number, targetDate: Date, today: Date): number {
  if (remainingCents <= 0) return 0;
  const months = Math.max(daysUntil(targetDate, today) / DAYS_PER_MONTH, 1);
  return Math.ceil(remainingCents / months / 100) * 100;
}

const clamp01 = (value: number) => Math.min(Math.max(value, 0), 1);

export function computeGoalProgress(input: GoalProgressInput): GoalProgress {
  const { kind, currentCents, startingCents, endCents, completed, paused, targetDate, today } = input;
  let baselineCents = 0;
  let goalCents = 0;
  let fraction: number;
  let remainingCents: number;

  if (input.checklist) {
    const { done, total } = input.checklist;
    fraction = total === 0 ? 0 : done / total;
    remainingCents = 0;
  } else if (kind === "PAY_DOWN_DEBT" || input.behavior === "PAY_OFF_BALANCE") {
    const balance = Math.max(currentCents, 0);
    baselineCents = Math.max(startingCents ?? balance, 0);
    fraction = baselineCents > 0 ? clamp01((baselineCents - balance) / baselineCents) : balance === 0 ? 1 : 0;
    remainingCents = balance;
  } else {
    baselineCents = input.includeExistingBalance ? 0 : (startingCents ?? 0);
    goalCents = endCents ?? 0;
    const span = goalCents - baselineCents;
    fraction = goalCents <= 0 ? 0 : span <= 0 ? (currentCents >= goalCents ? 1 : 0) : clamp01((currentCents - baselineCents) / span);
    remainingCents = Math.max(goalCents - currentCents, 0);
  }

  const reached = fraction >= 1;
  const percent = completed ? 100 : Math.min(Math.floor(fraction * 100), 99);
  const needed = targetDate && !input.checklist ? monthlyNeededCents(remainingCents, targetDate, today) : null;
  const paceCents = input.paceCents;

  let status: GoalStatus;
  let catchUpCents: number | null = null;
  if (completed) status = "COMPLETE";
  else if (paused) status = "PAUSED";
  else if (!targetDate) status = "NO_DATE";
  else if (input.checklist) status = fraction >= 1 || daysUntil(targetDate, today) >= 0 ? "ON_TRACK" : "BEHIND";
  else if (needed === 0 || (paceCents ?? 0) >= 0.95 * needed!) status = "ON_TRACK";
  else {
    status = "BEHIND";
    catchUpCents = Math.ceil((needed! - Math.max(paceCents ?? 0, 0)) / 100) * 100;
  }

  return {
    currentCents,
    baselineCents,
    goalCents,
    remainingCents,
    fraction,
    percent,
    reached,
    monthlyNeededCents: needed,
    paceCents,
    status,
    catchUpCents,
  };
}

/** The status in words (shown beside its colour). */
export function goalStatusText(progress: Pick<GoalProgress, "status" | "catchUpCents">, formatMoney: (amount: number) => string): string {
  switch (progress.status) {
    case "COMPLETE":
      return "Complete";
    case "PAUSED":
      return "Paused";
    case "NO_DATE":
      return "No target date";
    case "ON_TRACK":
      return "On track";
    case "BEHIND":
      return progress.catchUpCents ? `Behind: add ${formatMoney(progress.catchUpCents / 100)} a month to catch up` : "Behind";
  }
}

/** The /goals order: behind first, then on track, no date, paused, complete. */
export const STATUS_ORDER: Record<GoalStatus, number> = { BEHIND: 0, ON_TRACK: 1, NO_DATE: 2, PAUSED: 3, COMPLETE: 4 };
