import { daysBetween, periodWindow } from "@/lib/investing/performance/period-window";

describe("periodWindow", () => {
  const today = "2026-11-27";
  test("1M, 3M, 1Y go back that many months to the same day; YTD starts on 1 January", () => {
    expect(periodWindow({ period: "1M", today, openedOn: "2020-01-01" })).toEqual({ from: "2026-10-27", to: today });
    expect(periodWindow({ period: "3M", today, openedOn: "2020-01-01" })).toEqual({ from: "2026-08-27", to: today });
    expect(periodWindow({ period: "1Y", today, openedOn: "2020-01-01" })).toEqual({ from: "2025-11-27", to: today });
    expect(periodWindow({ period: "YTD", today, openedOn: "2020-01-01" })).toEqual({ from: "2026-01-01", to: today });
  });

  test("ALL starts when the account opened; no window starts before it", () => {
    expect(periodWindow({ period: "ALL", today, openedOn: "2024-03-15" })).toEqual({ from: "2024-03-15", to: today });
    expect(periodWindow({ period: "1Y", today, openedOn: "2026-06-01" })).toEqual({ from: "2026-06-01", to: today });
    expect(periodWindow({ period: "ALL", today, openedOn: null })).toEqual({ from: today, to: today });
  });

  test("a month without the day ends on its last day; January looks back into last year", () => {
    expect(periodWindow({ period: "1M", today: "2026-03-31", openedOn: "2020-01-01" }).from).toBe("2026-02-28");
    expect(periodWindow({ period: "1M", today: "2028-03-30", openedOn: "2020-01-01" }).from).toBe("2028-02-29");
    expect(periodWindow({ period: "3M", today: "2026-01-15", openedOn: "2020-01-01" }).from).toBe("2025-10-15");
  });

  test("daysBetween lists every day, both ends included", () => {
    expect(daysBetween({ from: "2026-02-27", to: "2026-03-02" })).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
  });
});
