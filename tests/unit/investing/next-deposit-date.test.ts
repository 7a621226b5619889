import { nextDepositDate } from "@/lib/investing/funding/next-deposit-date";
import { parseDollarsToCents } from "@/lib/investing/funding/funding-rules";

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);

describe("when a recurring deposit runs next", () => {
  test("weekly and every two weeks add 7 and 14 days", () => {
    expect(iso(nextDepositDate(day("2026-12-28"), "WEEKLY", day("2026-12-28")))).toBe("2027-01-04");
    expect(iso(nextDepositDate(day("2026-12-28"), "BIWEEKLY", day("2026-12-28")))).toBe("2027-01-11");
  });

  test("monthly keeps the start's day, or the month's last day when the month is shorter", () => {
    const start = day("2027-01-31");
    const february = nextDepositDate(start, "MONTHLY", start);
    expect(iso(february)).toBe("2027-02-28");
    const march = nextDepositDate(february, "MONTHLY", start);
    expect(iso(march)).toBe("2027-03-31");
    expect(iso(nextDepositDate(day("2026-12-15"), "MONTHLY", day("2026-11-15")))).toBe("2027-01-15");
  });
});

describe("amounts as typed", () => {
  test("dollars and cents with optional commas and a dollar sign", () => {
    expect(parseDollarsToCents("500")).toBe(50_000);
    expect(parseDollarsToCents("$1,250.5")).toBe(125_050);
    expect(parseDollarsToCents("0.07")).toBe(7);
    expect(parseDollarsToCents("12.345")).toBeNull();
    expect(parseDollarsToCents("1,25")).toBeNull();
    expect(parseDollarsToCents("-5")).toBeNull();
  });
});
