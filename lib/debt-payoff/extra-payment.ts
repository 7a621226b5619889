// The planner's extra monthly payment rule, without zod so the planner page need not ship it: the schema in
// debt-payoff-schema.ts (the page's URL and the API) is built from these, so the two agree.

/** The planner's slider tops out here; the number field accepts the same range. */
export const MAX_EXTRA_PAYMENT = 10_000;
export const EXTRA_PAYMENT_MESSAGE = `Enter an extra payment between $0 and $${MAX_EXTRA_PAYMENT.toLocaleString("en-US")} a month.`;

/** Dollars with at most cents. */
export function isWholeCents(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/** True for an extra payment the planner accepts: a finite number of dollars and cents from 0 to the maximum. */
export function isValidExtraPayment(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= MAX_EXTRA_PAYMENT && isWholeCents(value);
}
