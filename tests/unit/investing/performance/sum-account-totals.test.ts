import { centsToText, sumCents, toCents } from "@/lib/investing/performance/money-cents";
import { sumAccountTotals } from "@/lib/investing/performance/sum-account-totals";

describe("sumAccountTotals (002 §4)", () => {
  test("sums equity and gain/loss exactly; invested is equity minus gain/loss", () => {
    expect(
      sumAccountTotals([
        { equity: "0.10", gainLoss: "0.20" },
        { equity: "1000.05", gainLoss: "-25.50" },
        { equity: "2500", gainLoss: "100.1" },
      ]),
    ).toEqual({ equity: "3500.15", gainLoss: "74.80", invested: "3425.35" });
  });

  test("no accounts is all zero", () => {
    expect(sumAccountTotals([])).toEqual({ equity: "0.00", gainLoss: "0.00", invested: "0.00" });
  });
});

describe("money in cents", () => {
  test("reads and writes decimal strings without floats", () => {
    expect(toCents("0.1") + toCents("0.2")).toBe(30);
    expect(toCents("-12.05")).toBe(-1205);
    expect(centsToText(-5)).toBe("-0.05");
    expect(centsToText(123450)).toBe("1234.50");
    expect(sumCents(["1.01", "2.02", "-0.03"])).toBe(300);
    expect(() => toCents("1.234")).toThrow(RangeError);
    expect(() => toCents("abc")).toThrow(RangeError);
  });
});

describe("accountValue", () => {
  test("equity is cash plus positions; gain/loss is against deposits less withdrawals", async () => {
    const { accountValue } = await import("@/lib/investing/performance/account-value");
    expect(
      accountValue({
        cash: "100.00",
        positions: [{ marketValue: "310.25" }, { marketValue: "95.00" }],
        activities: [
          { type: "DEPOSIT", amount: "600.00" },
          { type: "BUY", amount: "-400.00" },
          { type: "DIVIDEND", amount: "1.50" },
          { type: "WITHDRAWAL", amount: "-100.00" },
          { type: "FEE", amount: "-1.50" },
        ],
      }),
    ).toEqual({ equity: "505.25", netContributions: "500.00", gainLoss: "5.25", percentGainLoss: "1.05" });
    expect(accountValue({ cash: "0.00", positions: [], activities: [] })).toEqual({
      equity: "0.00",
      netContributions: "0.00",
      gainLoss: "0.00",
      percentGainLoss: null,
    });
  });
});
