import { formatMoney } from "@/lib/format/format-money";
import { roundOneDecimal } from "@/lib/format/round-one-decimal";

describe("formatMoney (spec 001 §9)", () => {
  it.each([
    [0, "$0"],
    [2500, "$2,500"],
    [10000, "$10,000"],
    [1234.5, "$1,234.50"],
    [99.99, "$99.99"],
    [-42, "-$42"],
    [0.004, "$0"],
  ])("%p -> %s", (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });

  it.each([
    [999, "$999"],
    [1000, "$1,000"],
    [1001, "$1k"],
    [2500, "$2.5k"],
    [12_345, "$12.3k"],
    [1_000_000, "$1000k"],
    [1_500_000, "$1.5M"],
    [-2500, "-$2.5k"],
  ])("compact %p -> %s", (amount, text) => {
    expect(formatMoney(amount, { compact: true })).toBe(text);
  });

  it("never prints NaN", () => {
    expect(formatMoney(Number.NaN)).toBe("$0");
  });
});

describe("roundOneDecimal", () => {
  it.each([
    [1.25, 1.3],
    [-1.25, -1.3],
    [1.24, 1.2],
    [0.05, 0.1],
    [-0.04, 0],
    [2, 2],
  ])("%p -> %p", (value, rounded) => {
    expect(roundOneDecimal(value)).toBe(rounded);
  });
});
