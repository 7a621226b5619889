import { extraPaymentSchema } from "@/lib/debt-payoff/debt-payoff-schema";
import { isValidExtraPayment } from "@/lib/debt-payoff/extra-payment";

// The planner checks the field without zod; it must accept exactly what the API's schema accepts.
test.each([0, 1, 250.5, 99.99, 10_000, -1, 10_000.01, 12.345, Number.NaN, Number.POSITIVE_INFINITY])(
  "%p: the planner and the schema agree",
  (value) => {
    expect(isValidExtraPayment(value)).toBe(extraPaymentSchema.safeParse(value).success);
  },
);
