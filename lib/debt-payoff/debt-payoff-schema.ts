import { z } from "zod";
import { EXTRA_PAYMENT_MESSAGE, isWholeCents, MAX_EXTRA_PAYMENT } from "./extra-payment";

export { EXTRA_PAYMENT_MESSAGE, MAX_EXTRA_PAYMENT };

/** The extra monthly payment on top of the minimums, in dollars with at most cents (shared by the page and the API). */
export const extraPaymentSchema = z
  .number({ message: EXTRA_PAYMENT_MESSAGE })
  .finite(EXTRA_PAYMENT_MESSAGE)
  .min(0, EXTRA_PAYMENT_MESSAGE)
  .max(MAX_EXTRA_PAYMENT, EXTRA_PAYMENT_MESSAGE)
  .refine(isWholeCents, EXTRA_PAYMENT_MESSAGE);

export const debtPayoffPlanInputSchema = z.object({ extraPayment: extraPaymentSchema });
