import { fromCents, toCents } from "@/lib/transactions/cents";
import {
  cadenceOfInterval,
  findRecurringSeries,
  nextRecurringDate,
  type RecurringOccurrence,
} from "@/lib/transactions/find-recurring-series";

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
const iso = (date: Date | undefined) => date?.toISOString().slice(0, 10);

const charges = (entries: Array<[string, string]>): RecurringOccurrence[] =>
  entries.map(([date, amount], index) => ({ id: `t${String(index).padStart(2, "0")}`, date: day(date), amount }));

const find = (entries: Array<[string, string]>, today: string, kind: "EXPENSE" | "INCOME" = "EXPENSE") =>
  findRecurringSeries({ occurrences: charges(entries), kind, today: day(today) });

describe("findRecurringSeries: cadences", () => {
  test("weekly", () => {
    const series = find([["2026-01-02", "12.00"], ["2026-01-09", "12.00"], ["2026-01-16", "12.00"], ["2026-01-23", "12.00"]], "2026-01-25");
    expect(series).toMatchObject({ cadence: "WEEKLY", occurrences: 4, averageAmount: "12.00", lastAmount: "12.00" });
    expect(iso(series?.lastDate)).toBe("2026-01-23");
    expect(iso(series?.nextDate)).toBe("2026-01-30");
  });

  test("biweekly paychecks (money in) are an income series without a price rise", () => {
    const series = find(
      [["2026-01-02", "-2100.00"], ["2026-01-16", "-2100.00"], ["2026-01-30", "-2250.00"]],
      "2026-02-03",
      "INCOME",
    );
    expect(series).toMatchObject({ cadence: "BIWEEKLY", averageAmount: "-2100.00", lastAmount: "-2250.00", priceIncreased: false });
    expect(iso(series?.nextDate)).toBe("2026-02-13");
  });

  test("weekly charges posted a day or two late still count", () => {
    const series = find([["2026-03-02", "9.99"], ["2026-03-10", "9.99"], ["2026-03-16", "9.99"], ["2026-03-23", "9.99"]], "2026-03-24");
    expect(series?.cadence).toBe("WEEKLY");
  });

  test("monthly with a weekend shift", () => {
    const series = find([["2026-01-15", "15.49"], ["2026-02-16", "15.49"], ["2026-03-16", "15.49"], ["2026-04-15", "15.49"]], "2026-04-20");
    expect(series).toMatchObject({ cadence: "MONTHLY", occurrences: 4 });
    expect(iso(series?.nextDate)).toBe("2026-05-15");
  });

  test("yearly across a leap year", () => {
    const series = find([["2023-03-01", "139.00"], ["2024-02-29", "139.00"], ["2025-03-01", "139.00"]], "2025-06-01");
    expect(series).toMatchObject({ cadence: "YEARLY", occurrences: 3 });
    expect(iso(series?.nextDate)).toBe("2026-03-01");
  });
});

describe("findRecurringSeries: what is not a series", () => {
  test("two occurrences are not enough", () => {
    expect(find([["2026-01-05", "50.00"], ["2026-02-05", "50.00"]], "2026-02-10")).toBeNull();
  });

  test("irregular visits at a steady price are noise", () => {
    const visits: Array<[string, string]> = [
      ["2026-01-01", "4.50"], ["2026-01-04", "4.50"], ["2026-01-15", "4.50"], ["2026-01-18", "4.50"],
      ["2026-02-01", "4.50"], ["2026-02-03", "4.50"], ["2026-02-20", "4.50"],
    ];
    expect(find(visits, "2026-02-21")).toBeNull();
  });

  test("a regular rhythm with amounts all over the place is noise", () => {
    expect(find([["2026-01-05", "20.00"], ["2026-02-05", "85.00"], ["2026-03-05", "41.00"], ["2026-04-05", "63.00"]], "2026-04-06")).toBeNull();
  });

  test("a series that stopped more than one and a half cadences ago is over", () => {
    const entries: Array<[string, string]> = [["2026-01-10", "30.00"], ["2026-02-10", "30.00"], ["2026-03-10", "30.00"]];
    expect(find(entries, "2026-04-20")?.cadence).toBe("MONTHLY");
    expect(find(entries, "2026-04-30")).toBeNull();
  });

  test("future-dated rows are left out", () => {
    expect(find([["2026-01-10", "30.00"], ["2026-02-10", "30.00"], ["2026-03-10", "30.00"]], "2026-02-20")).toBeNull();
  });
});

describe("findRecurringSeries: amounts", () => {
  test("a one-off purchase at the same merchant stays out of the series", () => {
    const series = find(
      [["2026-01-07", "15.49"], ["2026-01-20", "120.00"], ["2026-02-07", "15.49"], ["2026-03-07", "15.49"]],
      "2026-03-10",
    );
    expect(series).toMatchObject({ cadence: "MONTHLY", occurrences: 3, transactionIds: ["t00", "t02", "t03"] });
  });

  test("a price rise of more than 5 % is flagged, a smaller change is not", () => {
    const rise = find([["2026-01-07", "15.49"], ["2026-02-07", "15.49"], ["2026-03-07", "15.49"], ["2026-04-07", "16.99"]], "2026-04-08");
    expect(rise).toMatchObject({ priceIncreased: true, lastAmount: "16.99", averageAmount: "15.49" });
    const small = find([["2026-01-07", "15.49"], ["2026-02-07", "15.49"], ["2026-03-07", "15.49"], ["2026-04-07", "15.99"]], "2026-04-08");
    expect(small?.priceIncreased).toBe(false);
  });

  test("a rise of more than 10 % continues the series on its cadence and is flagged", () => {
    const rise = find([["2026-01-07", "15.49"], ["2026-02-07", "15.49"], ["2026-03-07", "15.49"], ["2026-04-07", "17.99"]], "2026-04-08");
    expect(rise).toMatchObject({ occurrences: 4, priceIncreased: true, lastAmount: "17.99", averageAmount: "15.49" });
    expect(iso(rise?.nextDate)).toBe("2026-05-07");
    const twice = find(
      [["2026-01-07", "15.49"], ["2026-02-07", "15.49"], ["2026-03-07", "15.49"], ["2026-04-07", "15.49"], ["2026-04-20", "17.99"],
        ["2026-05-07", "17.99"], ["2026-06-07", "17.99"]],
      "2026-06-08",
    );
    expect(twice).toMatchObject({ occurrences: 6, priceIncreased: true, transactionIds: ["t00", "t01", "t02", "t03", "t05", "t06"] });
  });

  test("a charge twice the usual amount on the usual day is not the series", () => {
    const series = find([["2026-01-07", "15.49"], ["2026-02-07", "15.49"], ["2026-03-07", "15.49"], ["2026-04-07", "40.00"]], "2026-04-08");
    expect(series).toMatchObject({ occurrences: 3, priceIncreased: false, lastAmount: "15.49" });
  });

  test("the typical amount is the median, rounded to the cent", () => {
    const series = find([["2026-01-07", "10.00"], ["2026-02-07", "10.01"], ["2026-03-07", "10.50"], ["2026-04-07", "10.02"]], "2026-04-08");
    expect(series?.averageAmount).toBe("10.02");
  });
});

describe("nextRecurringDate", () => {
  test("a monthly series on the 31st is clamped to shorter months and comes back to the 31st", () => {
    expect(iso(nextRecurringDate({ cadence: "MONTHLY", dates: [day("2026-01-31")] }))).toBe("2026-02-28");
    expect(iso(nextRecurringDate({ cadence: "MONTHLY", dates: [day("2026-01-31"), day("2026-02-28")] }))).toBe("2026-03-31");
    expect(iso(nextRecurringDate({ cadence: "MONTHLY", dates: [day("2026-03-31")] }))).toBe("2026-04-30");
  });

  test("a monthly series on the 28th stays on the 28th after February", () => {
    expect(iso(nextRecurringDate({ cadence: "MONTHLY", dates: [day("2026-01-28"), day("2026-02-28")] }))).toBe("2026-03-28");
  });

  test("leap years: January 31 gives February 29, and a yearly February 29 falls on February 28", () => {
    expect(iso(nextRecurringDate({ cadence: "MONTHLY", dates: [day("2028-01-31")] }))).toBe("2028-02-29");
    expect(iso(nextRecurringDate({ cadence: "YEARLY", dates: [day("2028-02-29")] }))).toBe("2029-02-28");
    expect(iso(nextRecurringDate({ cadence: "YEARLY", dates: [day("2031-02-28"), day("2032-02-29"), day("2033-02-28")] }))).toBe(
      "2034-02-28",
    );
  });

  test("December rolls into the next year", () => {
    expect(iso(nextRecurringDate({ cadence: "MONTHLY", dates: [day("2026-12-15")] }))).toBe("2027-01-15");
    expect(iso(nextRecurringDate({ cadence: "BIWEEKLY", dates: [day("2026-12-25")] }))).toBe("2027-01-08");
  });
});

describe("helpers", () => {
  test("cadenceOfInterval", () => {
    expect(cadenceOfInterval(7)?.cadence).toBe("WEEKLY");
    expect(cadenceOfInterval(10)).toBeNull();
    expect(cadenceOfInterval(15)?.cadence).toBe("BIWEEKLY");
    expect(cadenceOfInterval(28)?.cadence).toBe("MONTHLY");
    expect(cadenceOfInterval(35)?.cadence).toBe("MONTHLY");
    expect(cadenceOfInterval(45)).toBeNull();
    expect(cadenceOfInterval(366)?.cadence).toBe("YEARLY");
  });

  test("cents are exact", () => {
    expect(toCents("12.3")).toBe(1230);
    expect(toCents("-0.05")).toBe(-5);
    expect(toCents("1234567890.99")).toBe(123456789099);
    expect(fromCents(-5)).toBe("-0.05");
    expect(fromCents(123456789099)).toBe("1234567890.99");
  });
});
