import { percentText, periodGainLoss } from "@/lib/investing/performance/period-gain-loss";

describe("periodGainLoss", () => {
  test("value change minus the period's contributions; percent against start value plus contributions", () => {
    // 1000 at the start, 500 deposited, 1575 at the end: 75 gained on 1500.
    expect(
      periodGainLoss({ start: { equity: "1000.00", netContributions: "1000.00" }, end: { equity: "1575.00", netContributions: "1500.00" } }),
    ).toEqual({ amount: "75.00", percent: "5.00" });
  });

  test("a loss is negative; an account that did not exist at the start starts from zero", () => {
    expect(periodGainLoss({ start: null, end: { equity: "480.10", netContributions: "500.00" } })).toEqual({ amount: "-19.90", percent: "-3.98" });
  });

  test("no money in at all has no percent", () => {
    expect(periodGainLoss({ start: null, end: { equity: "0.00", netContributions: "0.00" } })).toEqual({ amount: "0.00", percent: null });
  });

  test("percentText rounds half away from zero in integers", () => {
    expect(percentText(1, 3)).toBe("33.33");
    expect(percentText(2, 3)).toBe("66.67");
    expect(percentText(-1, 8)).toBe("-12.50");
    expect(percentText(-1, 1_000_000)).toBe("0.00");
  });
});
