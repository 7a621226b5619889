import { Prisma } from "@/lib/generated/prisma/client";
import { goalProgress, goalStanding, isSavingsAsset, monthlyAmount } from "@/lib/financial-health/load-health-inputs";
import { savingsBaseline } from "@/lib/financial-health/recalculate-user-attributes";
import { INVALID_HISTORY_DATE, parseHistoryMonth } from "@/lib/histories/parse-history-month";

const d = (value: string | number) => new Prisma.Decimal(value);

describe("isSavingsAsset", () => {
  test.each([
    [{ liquid: true, type: null, subtype: "checking" }, true],
    [{ liquid: false, type: "investment", subtype: null }, true],
    [{ liquid: false, type: null, subtype: "401k" }, true],
    [{ liquid: false, type: null, subtype: "401(k)" }, true],
    [{ liquid: false, type: null, subtype: "roth" }, true],
    [{ liquid: false, type: null, subtype: "IRA" }, true],
    [{ liquid: false, type: null, subtype: "529 ESA" }, true],
    [{ liquid: false, type: null, subtype: "brokerage" }, true],
    [{ liquid: false, type: null, subtype: "home" }, false],
    [{ liquid: false, type: null, subtype: "vehicle" }, false],
    [{ liquid: false, type: null, subtype: null }, false],
  ])("%p -> %p", (asset, expected) => {
    expect(isSavingsAsset(asset)).toBe(expected);
  });
});

describe("monthlyAmount", () => {
  test("weekly, every two weeks, monthly and yearly amounts per month", () => {
    expect(monthlyAmount(d(120), 0).toNumber()).toBe(520);
    expect(monthlyAmount(d(120), 1).toNumber()).toBe(260);
    expect(monthlyAmount(d(120), 2).toNumber()).toBe(120);
    expect(monthlyAmount(d(120), 3).toNumber()).toBe(10);
  });
});

describe("goalProgress", () => {
  const goal = {
    completedAt: null,
    completenessBehavior: "REACH_TARGET_VALUE" as const,
    startingValue: null,
    endValue: d(10_000),
    quantifiables: [] as { value: Prisma.Decimal; current: Prisma.Decimal | null }[],
  };

  test("a completed goal is done", () => {
    expect(goalProgress({ ...goal, completedAt: new Date() })).toBe(1);
  });

  test("a savings goal: linked balances (live first) over the target, capped at 1", () => {
    expect(goalProgress({ ...goal, quantifiables: [{ value: d(1_000), current: d(2_500) }] })).toBe(0.25);
    expect(goalProgress({ ...goal, quantifiables: [{ value: d(4_000), current: null }] })).toBe(0.4);
    expect(goalProgress({ ...goal, quantifiables: [{ value: d(0), current: d(50_000) }] })).toBe(1);
    expect(goalProgress({ ...goal, startingValue: d(3_000) })).toBe(0.3);
  });

  test("a pay-off goal: the share of the starting balance paid off", () => {
    const payOff = { ...goal, completenessBehavior: "PAY_OFF_BALANCE" as const, startingValue: d(8_000) };
    expect(goalProgress({ ...payOff, quantifiables: [{ value: d(8_000), current: d(2_000) }] })).toBe(0.75);
    expect(goalProgress(payOff)).toBe(0);
  });

  test("a manual goal has not measurably started until completed", () => {
    expect(goalProgress({ ...goal, completenessBehavior: "MANUAL" })).toBe(0);
  });
});

describe("goalStanding (issue 12: goals on track)", () => {
  const now = new Date(Date.UTC(2026, 6, 1));
  const goal = {
    completedAt: null,
    pausedAt: null,
    createdAt: new Date(Date.UTC(2026, 0, 1)),
    targetDate: new Date(Date.UTC(2027, 0, 1)), // 181 of 365 days gone on July 1: 49.6 %
    completenessBehavior: "REACH_TARGET_VALUE" as const,
    startingValue: null,
    endValue: d(10_000),
    quantifiables: [] as { value: Prisma.Decimal; current: Prisma.Decimal | null }[],
  };
  const saved = (amount: number) => ({ ...goal, quantifiables: [{ value: d(amount), current: null }] });

  test("on track when progress is at least 95 % of the share of time gone, behind otherwise", () => {
    // 49.6 % x 0.95 = 47.1 %: $4,720 of $10,000 is on track, $4,700 is behind.
    expect(goalStanding(saved(4_720), now)).toBe(1);
    expect(goalStanding(saved(4_700), now)).toBe(0);
  });

  test("past its date and not complete: behind; completed: done", () => {
    expect(goalStanding({ ...saved(9_999), targetDate: new Date(Date.UTC(2026, 5, 1)) }, now)).toBe(0);
    expect(goalStanding({ ...saved(0), completedAt: new Date() }, now)).toBe(1);
  });

  test("paused, manual or without a target date: not judged", () => {
    expect(goalStanding({ ...saved(0), pausedAt: new Date() }, now)).toBeNull();
    expect(goalStanding({ ...saved(0), completenessBehavior: "MANUAL" }, now)).toBeNull();
    expect(goalStanding({ ...saved(0), targetDate: null }, now)).toBeNull();
  });
});

describe("savingsBaseline", () => {
  const today = new Date(Date.UTC(2025, 5, 10));

  test("none before the first update", () => {
    expect(savingsBaseline({ totalSavings: null, totalSavingIncrementSinceLastUpdate: null, overviewUpdatedAt: null }, today)).toBeNull();
  });

  test("an update on an earlier day: its stored total", () => {
    const stored = { totalSavings: d(900), totalSavingIncrementSinceLastUpdate: d(100), overviewUpdatedAt: new Date(Date.UTC(2025, 5, 9, 23)) };
    expect(savingsBaseline(stored, today)?.toNumber()).toBe(900);
  });

  test("an update earlier today: that update's own baseline, so the day's change is kept", () => {
    const stored = { totalSavings: d(900), totalSavingIncrementSinceLastUpdate: d(100), overviewUpdatedAt: new Date(Date.UTC(2025, 5, 10, 8)) };
    expect(savingsBaseline(stored, today)?.toNumber()).toBe(800);
  });
});

describe("parseHistoryMonth", () => {
  test("the month of a valid ISO date", () => {
    expect(parseHistoryMonth("2024-02-29")).toEqual({
      from: new Date(Date.UTC(2024, 1, 1)),
      to: new Date(Date.UTC(2024, 2, 1)),
    });
    expect(parseHistoryMonth("2024-12-05").to).toEqual(new Date(Date.UTC(2025, 0, 1)));
  });

  test.each(["", "2024-2-01", "2025-02-29", "2024-13-01", "2024-00-10", "2024-01-32", "01/15/2024", "2024-01-15T00:00:00Z", "garbage"])(
    "refuses %p with a clear message",
    (value) => {
      expect(() => parseHistoryMonth(value)).toThrow(INVALID_HISTORY_DATE);
    },
  );
});
