import { z } from "zod";

/** The planner's slider tops out here; the number field accepts the same range. */
export const MAX_EXTRA_PAYMENT = 10_000;
export const EXTRA_PAYMENT_MESSAGE = `Enter an extra payment between $0 and $${MAX_EXTRA_PAYMENT.toLocaleString("en-US")} a month.`;

/** The extra monthly payment on top of the minimums, in dollars with at most cents (shared by the page and the API). */
export const extraPaymentSchema = z
  .number({ message: EXTRA_PAYMENT_MESSAGE })
  .finite(EXTRA_PAYMENT_MESSAGE)
  .min(0, EXTRA_PAYMENT_MESSAGE)
  .max(MAX_EXTRA_PAYMENT, EXTRA_PAYMENT_MESSAGE)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, EXTRA_PAYMENT_MESSAGE);

export const debtPayoffPlanInputSchema = z.object({ extraPayment: extraPaymentSchema });
