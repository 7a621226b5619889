import { monthEnd, periodFromSearchParams, transactionsHref } from "@/components/spend/spend-links";
import { isoDay, resolveSpendingPeriods, seriesMonths, spendingPeriodInputSchema } from "@/lib/spending/spending-periods";

const day = (value: string) => new Date(`${value}T00:00:00Z`);
const ranges = (input: Parameters<typeof resolveSpendingPeriods>[0], today: string) => {
  const { current, previous } = resolveSpendingPeriods(input, day(today));
  return [current, ...previous].map(({ from, to }) => `${isoDay(from)}..${isoDay(to)}`);
};

describe("resolveSpendingPeriods", () => {
  test("this month runs to its last day and is compared with the three whole months before (across a year end)", () => {
    expect(ranges({ preset: "THIS_MONTH" }, "2025-01-15")).toEqual([
      "2025-01-01..2025-01-31",
      "2024-12-01..2024-12-31",
      "2024-11-01..2024-11-30",
      "2024-10-01..2024-10-31",
    ]);
  });

  test("last month in a leap year: February has 29 days", () => {
    expect(ranges({ preset: "LAST_MONTH" }, "2024-03-31")).toEqual([
      "2024-02-01..2024-02-29",
      "2024-01-01..2024-01-31",
      "2023-12-01..2023-12-31",
      "2023-11-01..2023-11-30",
    ]);
  });

  test("last 3 months end with this month; this year is compared with whole years before", () => {
    expect(ranges({ preset: "LAST_3_MONTHS" }, "2025-05-02")[0]).toBe("2025-03-01..2025-05-31");
    expect(ranges({ preset: "LAST_3_MONTHS" }, "2025-05-02")[1]).toBe("2024-12-01..2025-02-28");
    expect(ranges({ preset: "THIS_YEAR" }, "2025-05-02")).toEqual([
      "2025-01-01..2025-12-31",
      "2024-01-01..2024-12-31",
      "2023-01-01..2023-12-31",
      "2022-01-01..2022-12-31",
    ]);
  });

  test("a custom range is compared with ranges of as many days just before it; nothing given is this month", () => {
    expect(ranges({ from: "2024-03-01", to: "2024-03-10" }, "2025-01-01")).toEqual([
      "2024-03-01..2024-03-10",
      "2024-02-20..2024-02-29",
      "2024-02-10..2024-02-19",
      "2024-01-31..2024-02-09",
    ]);
    expect(ranges({}, "2025-07-04")[0]).toBe("2025-07-01..2025-07-31");
  });

  test("the schema refuses impossible dates, reversed ranges and ranges over a year", () => {
    const message = (input: unknown) => spendingPeriodInputSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ from: "2023-02-29", to: "2023-03-01" })).toBe("Please enter a valid date in the format YYYY-MM-DD.");
    expect(message({ from: "2024-03-02", to: "2024-03-01" })).toBe("The start date must be on or before the end date.");
    expect(message({ from: "2024-01-01", to: "2025-01-01" })).toBe("Choose a period of at most a year.");
    expect(message({ from: "2024-01-01", to: "2024-12-31" })).toBeUndefined(); // 366 days in a leap year
  });

  test("seriesMonths: the months ending with the period's last month", () => {
    expect(seriesMonths(day("2025-02-28"), 6).map(isoDay)).toEqual([
      "2024-09-01",
      "2024-10-01",
      "2024-11-01",
      "2024-12-01",
      "2025-01-01",
      "2025-02-01",
    ]);
  });
});

describe("the /spend and /transactions URLs", () => {
  test("the page's period from its search parameters", () => {
    expect(periodFromSearchParams({})).toEqual({ preset: "THIS_MONTH" });
    expect(periodFromSearchParams({ period: "last-3-months" })).toEqual({ preset: "LAST_3_MONTHS" });
    expect(periodFromSearchParams({ period: "bogus" })).toEqual({ preset: "THIS_MONTH" });
    expect(periodFromSearchParams({ from: "2025-01-01", to: "2025-01-31", period: "this-year" })).toEqual({
      from: "2025-01-01",
      to: "2025-01-31",
    });
  });

  test("filter links follow the /transactions URL contract, merchant names encoded", () => {
    expect(transactionsHref({ category: "cat1", from: "2025-03-01", to: "2025-03-31" })).toBe(
      "/transactions?category=cat1&from=2025-03-01&to=2025-03-31",
    );
    expect(transactionsHref({ q: "Torchy's & Co", from: "2025-03-01", to: "2025-03-31" })).toBe(
      "/transactions?q=Torchy%27s+%26+Co&from=2025-03-01&to=2025-03-31",
    );
    expect(transactionsHref({ from: "2024-02-01", to: monthEnd("2024-02-01"), type: "income" })).toBe(
      "/transactions?from=2024-02-01&to=2024-02-29&type=income",
    );
  });
});
