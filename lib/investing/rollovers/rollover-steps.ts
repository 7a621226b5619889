// The rollover tracker's rules (issue 16 item 6; research/second-half.md §4 ★7), pure so the page, the server and the
// unit tests read the same ones. Plain TypeScript: this module runs in the browser too.

export const TRACKER_STEPS = ["PLAN_FOUND", "REQUESTED", "CHECK_IN_TRANSIT", "DEPOSITED", "INVESTED"] as const;
export type TrackerStep = (typeof TRACKER_STEPS)[number];
export type RolloverStep = "DETAILS_NEEDED" | TrackerStep | "CANCELLED";

/** The steps the member reports; DEPOSITED and INVESTED come only from the clearing firm. */
export const MEMBER_STEPS = ["REQUESTED", "CHECK_IN_TRANSIT"] as const;
export type MemberStep = (typeof MEMBER_STEPS)[number];

export const STEP_TITLES: Record<TrackerStep, string> = {
  PLAN_FOUND: "Plan found",
  REQUESTED: "Requested",
  CHECK_IN_TRANSIT: "Check in transit",
  DEPOSITED: "Deposited",
  INVESTED: "Invested",
};

/** 0..4 on the tracker; -1 before the plan is described or once cancelled. */
export function trackerIndex(step: RolloverStep): number {
  return TRACKER_STEPS.indexOf(step as TrackerStep);
}

export type StepMove = { ok: true; changed: boolean } | { ok: false; reason: "details-needed" | "cancelled" | "past-step" | "not-member-step" };

/**
 * Whether the member may move a rollover from `from` to `to`. Moving to the step it is already at is allowed and
 * changes nothing (a retried click); a member may skip ahead (the check can be mailed the day it is requested), never
 * back, and cancels only before the money is deposited.
 */
export function memberMove(from: RolloverStep, to: RolloverStep): StepMove {
  if (from === to) return { ok: true, changed: false };
  if (from === "CANCELLED") return { ok: false, reason: "cancelled" };
  if (to === "CANCELLED") {
    return trackerIndex(from) >= trackerIndex("DEPOSITED") ? { ok: false, reason: "past-step" } : { ok: true, changed: true };
  }
  if (!(MEMBER_STEPS as readonly string[]).includes(to)) return { ok: false, reason: "not-member-step" };
  if (from === "DETAILS_NEEDED") return { ok: false, reason: "details-needed" };
  return trackerIndex(to) > trackerIndex(from) ? { ok: true, changed: true } : { ok: false, reason: "past-step" };
}

/** Small balances: plans may cash them out or charge fees, and a rollover may cost more than it saves. */
export const SMALL_BALANCE_LIMIT = 1000;

export type RolloverWarning = "OUTSTANDING_LOAN" | "SMALL_BALANCE" | "COMPANY_STOCK";

export const WARNING_TEXT: Record<RolloverWarning, { title: string; body: string }> = {
  OUTSTANDING_LOAN: {
    title: "You have a loan from this plan",
    body:
      "A plan loan usually has to be repaid when you leave the employer or roll the money over. Whatever is not repaid " +
      "by the plan's deadline (often your tax return's due date) counts as a withdrawal: it may be taxed, with a 10% " +
      "penalty before age 59½. Ask the plan how to repay it before you request the rollover.",
  },
  SMALL_BALANCE: {
    title: "Your balance is under $1,000",
    body:
      "Plans may cash out small balances on their own and send you a check with taxes withheld, and some charge a fee " +
      "to roll over. Ask for a direct rollover soon, and check the plan's fees.",
  },
  COMPANY_STOCK: {
    title: "Your plan holds your employer's stock",
    body:
      "Company stock may qualify for net unrealized appreciation (NUA) tax treatment, which is lost once it is rolled " +
      "into an IRA. Talk to a coach before you roll it over.",
  },
};

/**
 * What the member should know before requesting the rollover; `totalEstimate` is the whole rollover's money (all its
 * legs), in dollars and cents as text ("999.99").
 */
export function rolloverWarnings({
  hasOutstandingLoan,
  hasCompanyStock,
  totalEstimate,
}: {
  hasOutstandingLoan: boolean | null;
  hasCompanyStock: boolean | null;
  totalEstimate: string | null;
}): RolloverWarning[] {
  const warnings: RolloverWarning[] = [];
  if (hasOutstandingLoan) warnings.push("OUTSTANDING_LOAN");
  if (totalEstimate !== null && isUnder(totalEstimate, SMALL_BALANCE_LIMIT)) warnings.push("SMALL_BALANCE");
  if (hasCompanyStock) warnings.push("COMPANY_STOCK");
  return warnings;
}

/** "999.99" < 1000, compared in whole cents (no float). */
function isUnder(amount: string, limit: number): boolean {
  const [whole = "0", cents = "0"] = amount.split(".");
  return BigInt(whole) * 100n + BigInt(cents.padEnd(2, "0").slice(0, 2)) < BigInt(limit) * 100n;
}
