import { Prisma } from "@/lib/generated/prisma/client";
import type { BudgetGroup, RolloverMode } from "@/lib/generated/prisma/client";

const ZERO = new Prisma.Decimal(0);

/** A category's rollover when the member has not chosen one: Non-monthly carries both ways, the others nothing. */
export function defaultRolloverMode(group: BudgetGroup): RolloverMode {
  return group === "NON_MONTHLY" ? "SURPLUS_AND_DEFICIT" : "OFF";
}

/**
 * The carry into each of a category's consecutive periods, oldest first: carry(n) = target(n−1) + carry(n−1) −
 * actual(n−1). SURPLUS keeps only what was left (never below 0); SURPLUS_AND_DEFICIT also carries an overspend; OFF
 * carries nothing. A period without a stored line counts as a target of 0. The first period starts from 0.
 */
export function rolloverCarries(
  mode: RolloverMode,
  periods: ReadonlyArray<{ target: Prisma.Decimal | null; actual: Prisma.Decimal }>,
): Prisma.Decimal[] {
  const carries: Prisma.Decimal[] = [];
  let carry = ZERO;
  for (const period of periods) {
    carries.push(carry);
    if (mode === "OFF") continue;
    const next = (period.target ?? ZERO).plus(carry).minus(period.actual);
    carry = mode === "SURPLUS" && next.isNegative() ? ZERO : next;
  }
  return carries;
}

export type LineState = "ON_TRACK" | "CLOSE" | "OVER";

/** A line's state by the share of its available money spent (research §1c-7): under 80 %, 80 to 99 %, 100 % or more. */
export function lineState(available: Prisma.Decimal, spent: Prisma.Decimal): { percent: number; state: LineState } {
  if (available.lte(0)) {
    return spent.gt(0) || available.isNegative() ? { percent: 100, state: "OVER" } : { percent: 0, state: "ON_TRACK" };
  }
  const percent = Math.max(0, Math.round(spent.div(available).times(100).toNumber()));
  return { percent, state: percent >= 100 ? "OVER" : percent >= 80 ? "CLOSE" : "ON_TRACK" };
}
