import { comparePayoffStrategies } from "@/lib/debt-payoff/compare-payoff-strategies";
import {
  MAX_MONTHS,
  minimumPaymentCents,
  monthlyInterestCents,
  payoffOrder,
  payoffSchedule,
  type PayoffDebt,
} from "@/lib/debt-payoff/payoff-schedule";

const debt = (id: string, dollars: number, aprPercent: number, minimumDollars: number | null = null): PayoffDebt => ({
  id,
  name: id,
  balanceCents: BigInt(Math.round(dollars * 100)),
  aprE4: BigInt(Math.round(aprPercent * 10_000)),
  minimumPaymentCents: minimumDollars === null ? null : BigInt(Math.round(minimumDollars * 100)),
});

describe("monthly interest and the estimated minimum", () => {
  test("a month's interest is APR / 12 of the balance, rounded half up to the cent", () => {
    expect(monthlyInterestCents(100_000n, 120_000n)).toBe(1_000n); // $1,000 at 12 %: $10.00
    expect(monthlyInterestCents(1_510n, 120_000n)).toBe(15n); // $15.10 at 12 %: 15.1 cents
    expect(monthlyInterestCents(1_550n, 120_000n)).toBe(16n); // 15.5 cents rounds up
    expect(monthlyInterestCents(100_000n, 0n)).toBe(0n);
  });

  test("unknown minimum: interest + 1 % of the balance, at least $25, at most what is owed", () => {
    const unknown = debt("card", 3_000, 12);
    expect(minimumPaymentCents(unknown, 300_000n, 3_000n)).toBe(6_000n); // $30 interest + $30
    expect(minimumPaymentCents(unknown, 100_000n, 0n)).toBe(2_500n); // $10 is under the $25 floor
    expect(minimumPaymentCents(unknown, 1_000n, 10n)).toBe(1_010n); // $10.10 owed in all
    expect(minimumPaymentCents(debt("loan", 3_000, 12, 250), 300_000n, 3_000n)).toBe(25_000n); // stored minimum wins
  });
});

describe("payoffSchedule", () => {
  test("zero APR: no interest, and the final payment is only what is left", () => {
    const schedule = payoffSchedule({ debts: [debt("a", 100, 0, 30)], strategy: "minimums" });
    expect(schedule.months).toBe(4);
    expect(schedule.totalInterestCents).toBe(0n);
    expect(schedule.totalPaidCents).toBe(10_000n);
    expect(schedule.balances).toEqual([10_000n, 7_000n, 4_000n, 1_000n, 0n]);
  });

  test("by hand: $1,000 at 12 % with $500 a month takes 3 months and $15.25 of interest (last payment $15.25)", () => {
    // Month 1: 1,000 + 10.00 - 500 = 510.00. Month 2: 510 + 5.10 - 500 = 15.10. Month 3: 15.10 + 0.15 = 15.25, paid.
    const schedule = payoffSchedule({ debts: [debt("loan", 1_000, 12, 500)], strategy: "minimums" });
    expect(schedule.balances).toEqual([100_000n, 51_000n, 1_510n, 0n]);
    expect(schedule.months).toBe(3);
    expect(schedule.totalInterestCents).toBe(1_525n);
    expect(schedule.totalPaidCents).toBe(101_525n);
  });

  test("by hand: avalanche and snowball on two debts with $100 extra, against minimums only", () => {
    // A: $300 at 0 % ($100 minimum). B: $1,000 at 12 % ($100 minimum). Budget: $100 + $100 + $100 extra = $300.
    // Snowball pays A first (A gone in month 2), avalanche B first (A gone in month 3 on its minimum).
    // Snowball B: 1010 -> 910, 919.10 -> 719.10, 726.29 -> 426.29, 430.55 -> 130.55, 131.86 -> 0: interest 31.86.
    // Avalanche B: 1010 -> 810, 818.10 -> 618.10, 624.28 -> 424.28, 428.52 -> 128.52, 129.81 -> 0: interest 29.81.
    // Minimums only: B pays $100 a month for 11 months, interest 58.98; A is paid in month 3.
    const debts = [debt("A", 300, 0, 100), debt("B", 1_000, 12, 100)];
    const plan = comparePayoffStrategies({ debts, extraPaymentCents: 10_000n });

    expect(plan.snowball.debts.map(({ id, payoffMonth, order }) => ({ id, payoffMonth, order }))).toEqual([
      { id: "A", payoffMonth: 2, order: 1 },
      { id: "B", payoffMonth: 5, order: 2 },
    ]);
    expect(plan.snowball.totalInterestCents).toBe(3_186n);
    expect(plan.snowball.balances).toEqual([130_000n, 101_000n, 71_910n, 42_629n, 13_055n, 0n]);

    expect(plan.avalanche.debts.map(({ id, payoffMonth }) => ({ id, payoffMonth }))).toEqual([
      { id: "B", payoffMonth: 5 },
      { id: "A", payoffMonth: 3 },
    ]);
    expect(plan.avalanche.totalInterestCents).toBe(2_981n);
    expect(plan.avalanche.firstMonthPaymentCents).toBe(30_000n);

    expect(plan.minimums.months).toBe(11);
    expect(plan.minimums.totalInterestCents).toBe(5_898n);
    expect(plan.avalancheInterestSavedCents).toBe(2_917n);
    expect(plan.snowballInterestSavedCents).toBe(2_712n);
  });

  test("a debt whose minimum never covers its interest never ends on minimums; the cap stops the schedule", () => {
    // $10,000 at 24 % accrues $200 a month; a $150 minimum loses ground every month.
    const debts = [debt("card", 10_000, 24, 150)];
    const plan = comparePayoffStrategies({ debts, extraPaymentCents: 10_000n });
    expect(plan.minimums.paidOff).toBe(false);
    expect(plan.minimums.months).toBeNull();
    expect(plan.minimums.balances).toHaveLength(MAX_MONTHS + 1);
    expect(plan.minimums.balances.at(-1)! > 1_000_000n).toBe(true);
    expect(plan.avalancheInterestSavedCents).toBeNull();
    // $250 a month does beat the interest.
    expect(plan.avalanche.paidOff).toBe(true);
    expect(plan.avalanche.months).toBeGreaterThan(40);
  });

  test("an estimated minimum always pays a debt off", () => {
    const schedule = payoffSchedule({ debts: [debt("card", 1_842.19, 21.49)], strategy: "minimums" });
    expect(schedule.paidOff).toBe(true);
    expect(schedule.months).toBeLessThan(MAX_MONTHS);
  });

  test("no debts, or only paid-off ones: debt-free now", () => {
    const schedule = payoffSchedule({ debts: [debt("done", 0, 20, 50)], strategy: "avalanche", extraPaymentCents: 5_000n });
    expect(schedule).toMatchObject({ paidOff: true, months: 0, totalInterestCents: 0n, debts: [] });
  });
});

describe("payoffOrder", () => {
  test("snowball: equal balances go highest APR first", () => {
    const order = payoffOrder([debt("low", 500, 10), debt("high", 500, 20), debt("big", 900, 5)], "snowball");
    expect(order.map(({ id }) => id)).toEqual(["high", "low", "big"]);
  });

  test("avalanche: equal APRs go smallest balance first, then by name", () => {
    const order = payoffOrder([debt("b", 900, 18), debt("a", 900, 18), debt("small", 200, 18), debt("top", 5_000, 25)], "avalanche");
    expect(order.map(({ id }) => id)).toEqual(["top", "small", "a", "b"]);
  });
});
