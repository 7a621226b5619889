import {
  iraContributionLimitCents,
  openTaxYears,
  qualifiesForCatchUp,
  remainingContributionCents,
} from "@/lib/investing/funding/contribution-limits";

// The IRS's yearly IRA limit with the catch-up at 50, what is left, and which tax years take contributions.

describe("the yearly IRA contribution limit", () => {
  test("2026 is $7,500, plus $1,100 for someone 50 or older by December 31", () => {
    expect(iraContributionLimitCents(2026, { year: 1990, month: 4, day: 12 })).toBe(750_000);
    expect(iraContributionLimitCents(2026, { year: 1976, month: 12, day: 31 })).toBe(860_000);
    expect(iraContributionLimitCents(2026, { year: 1977, month: 1, day: 1 })).toBe(750_000);
  });

  test("2025 is $7,000 plus $1,000; a year not in the table uses the nearest known one", () => {
    expect(iraContributionLimitCents(2025, { year: 1960, month: 1, day: 1 })).toBe(800_000);
    expect(iraContributionLimitCents(2030, { year: 1990, month: 1, day: 1 })).toBe(750_000);
    expect(iraContributionLimitCents(2019, null)).toBe(700_000);
  });

  test("without a birth date there is no catch-up", () => {
    expect(iraContributionLimitCents(2026, null)).toBe(750_000);
    expect(qualifiesForCatchUp({ year: 1976, month: 6, day: 1 }, 2026)).toBe(true);
    expect(qualifiesForCatchUp({ year: 1977, month: 6, day: 1 }, 2026)).toBe(false);
  });

  test("what is left never goes below zero", () => {
    expect(remainingContributionCents(2026, null, 700_000)).toBe(50_000);
    expect(remainingContributionCents(2026, null, 900_000)).toBe(0);
  });
});

describe("open tax years", () => {
  test("last year stays open through April 15 (New York time), then only this year", () => {
    expect(openTaxYears(new Date("2027-01-02T12:00:00Z"))).toEqual([2027, 2026]);
    expect(openTaxYears(new Date("2027-04-15T23:00:00Z"))).toEqual([2027, 2026]);
    // 04:30 UTC on April 16 is still April 15 in New York.
    expect(openTaxYears(new Date("2027-04-16T03:30:00Z"))).toEqual([2027, 2026]);
    expect(openTaxYears(new Date("2027-04-16T12:00:00Z"))).toEqual([2027]);
    expect(openTaxYears(new Date("2026-11-27T12:00:00Z"))).toEqual([2026]);
  });
});
