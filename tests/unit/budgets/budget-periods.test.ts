import {
  actualPayday,
  daysLeftInPeriod,
  nextPeriod,
  periodContaining,
  periodsBetween,
  periodsPerYear,
  previousPeriod,
  type PeriodRule,
} from "@/lib/budgets/budget-periods";

const d = (text: string) => new Date(`${text}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);
const span = (rule: PeriodRule, day: string) => {
  const { start, end } = periodContaining(rule, d(day));
  return `${iso(start)}..${iso(end)}`;
};

describe("monthly periods", () => {
  const fromFirst: PeriodRule = { kind: "MONTHLY", monthStartDay: 1 };
  test("calendar months end on the month's last day, February 29 in a leap year", () => {
    expect(span(fromFirst, "2024-02-10")).toBe("2024-02-01..2024-02-29");
    expect(span(fromFirst, "2025-02-28")).toBe("2025-02-01..2025-02-28");
    expect(span(fromFirst, "2026-12-31")).toBe("2026-12-01..2026-12-31");
  });

  test("a month from the 28th runs to the 27th, across February and the year end", () => {
    const from28: PeriodRule = { kind: "MONTHLY", monthStartDay: 28 };
    expect(span(from28, "2024-02-29")).toBe("2024-02-28..2024-03-27");
    expect(span(from28, "2024-02-27")).toBe("2024-01-28..2024-02-27");
    expect(span(from28, "2026-12-28")).toBe("2026-12-28..2027-01-27");
    expect(span(from28, "2027-01-03")).toBe("2026-12-28..2027-01-27");
  });

  test("a month from the 15th: the start day itself opens the new period", () => {
    const from15: PeriodRule = { kind: "MONTHLY", monthStartDay: 15 };
    expect(span(from15, "2026-03-15")).toBe("2026-03-15..2026-04-14");
    expect(span(from15, "2026-03-14")).toBe("2026-02-15..2026-03-14");
  });
});

describe("paydays on weekends are paid the Friday before", () => {
  test.each([
    ["2026-08-15", "2026-08-14"], // Saturday
    ["2026-08-16", "2026-08-14"], // Sunday
    ["2026-08-17", "2026-08-17"], // Monday
  ])("%s is paid on %s", (nominal, actual) => {
    expect(iso(actualPayday(d(nominal)))).toBe(actual);
  });
});

describe("pay periods", () => {
  test("weekly from a Friday payday", () => {
    const weekly: PeriodRule = { kind: "PAY_PERIOD", cadence: "WEEKLY", anchor: d("2026-01-02") };
    expect(span(weekly, "2026-11-26")).toBe("2026-11-20..2026-11-26");
    expect(span(weekly, "2026-11-27")).toBe("2026-11-27..2026-12-03");
    // A day before the anchor counts backwards.
    expect(span(weekly, "2025-12-31")).toBe("2025-12-26..2026-01-01");
  });

  test("every two weeks across the year end and a leap day", () => {
    const biweekly: PeriodRule = { kind: "PAY_PERIOD", cadence: "BIWEEKLY", anchor: d("2026-12-18") };
    expect(span(biweekly, "2026-12-31")).toBe("2026-12-18..2026-12-31");
    expect(span(biweekly, "2027-01-01")).toBe("2027-01-01..2027-01-14");
    const leap: PeriodRule = { kind: "PAY_PERIOD", cadence: "BIWEEKLY", anchor: d("2024-02-23") };
    expect(span(leap, "2024-02-29")).toBe("2024-02-23..2024-03-07");
  });

  test("every two weeks from a Saturday payday: each period starts on the Friday before", () => {
    const biweekly: PeriodRule = { kind: "PAY_PERIOD", cadence: "BIWEEKLY", anchor: d("2026-11-14") };
    expect(span(biweekly, "2026-11-27")).toBe("2026-11-27..2026-12-10");
    expect(span(biweekly, "2026-11-26")).toBe("2026-11-13..2026-11-26");
  });

  test("twice a month on the 15th and the last day (31), in February and in a leap year", () => {
    const semimonthly: PeriodRule = { kind: "PAY_PERIOD", cadence: "SEMIMONTHLY", days: [15, 31] };
    // 2026-04-30 is a Thursday, 2026-05-15 a Friday.
    expect(span(semimonthly, "2026-05-01")).toBe("2026-04-30..2026-05-14");
    // 2024-02-29 (Thursday) is February's last day in a leap year; 2024-02-15 is a Thursday.
    expect(span(semimonthly, "2024-02-20")).toBe("2024-02-15..2024-02-28");
    expect(span(semimonthly, "2024-02-29")).toBe("2024-02-29..2024-03-14");
    // 2026-02-28 is a Saturday: paid Friday the 27th.
    expect(span(semimonthly, "2026-02-27")).toBe("2026-02-27..2026-03-12");
    // 2026-03-15 is a Sunday: paid Friday the 13th.
    expect(span(semimonthly, "2026-03-13")).toBe("2026-03-13..2026-03-30");
  });

  test("twice a month on the 1st and 15th: a 1st on a Sunday is paid in the month before", () => {
    const semimonthly: PeriodRule = { kind: "PAY_PERIOD", cadence: "SEMIMONTHLY", days: [1, 15] };
    // 2026-11-01 is a Sunday: paid Friday 2026-10-30.
    expect(span(semimonthly, "2026-10-30")).toBe("2026-10-30..2026-11-12");
    expect(span(semimonthly, "2026-10-29")).toBe("2026-10-15..2026-10-29");
    // 2026-11-15 is a Sunday too: paid Friday the 13th.
    expect(span(semimonthly, "2026-11-13")).toBe("2026-11-13..2026-11-30");
  });
});

describe("moving between periods", () => {
  test("next and previous meet without gaps or overlaps", () => {
    const rules: PeriodRule[] = [
      { kind: "MONTHLY", monthStartDay: 28 },
      { kind: "PAY_PERIOD", cadence: "WEEKLY", anchor: d("2026-01-03") },
      { kind: "PAY_PERIOD", cadence: "BIWEEKLY", anchor: d("2025-12-26") },
      { kind: "PAY_PERIOD", cadence: "SEMIMONTHLY", days: [1, 15] },
    ];
    for (const rule of rules) {
      const periods = periodsBetween(rule, d("2024-01-01"), d("2026-12-31"));
      for (let index = 1; index < periods.length; index += 1) {
        const gap = (periods[index]!.start.getTime() - periods[index - 1]!.end.getTime()) / 86_400_000;
        expect(gap).toBe(1);
        expect(nextPeriod(rule, periods[index - 1]!)).toEqual(periods[index]);
        expect(previousPeriod(rule, periods[index]!)).toEqual(periods[index - 1]);
      }
    }
  });

  test("periods between two days include the ones the days fall in", () => {
    const rule: PeriodRule = { kind: "MONTHLY", monthStartDay: 1 };
    expect(periodsBetween(rule, d("2026-01-20"), d("2026-03-02")).map((period) => iso(period.start))).toEqual([
      "2026-01-01",
      "2026-02-01",
      "2026-03-01",
    ]);
  });

  test("periods per year and days left (today included)", () => {
    expect(periodsPerYear({ kind: "PAY_PERIOD", cadence: "BIWEEKLY", anchor: d("2026-01-02") })).toBe(26);
    expect(periodsPerYear({ kind: "PAY_PERIOD", cadence: "SEMIMONTHLY", days: [1, 15] })).toBe(24);
    const november = { start: d("2026-11-01"), end: d("2026-11-30") };
    expect(daysLeftInPeriod(november, d("2026-11-30"))).toBe(1);
    expect(daysLeftInPeriod(november, d("2026-11-26"))).toBe(5);
    expect(daysLeftInPeriod(november, d("2026-12-01"))).toBe(0);
    expect(daysLeftInPeriod(november, d("2026-10-01"))).toBe(30);
  });
});
