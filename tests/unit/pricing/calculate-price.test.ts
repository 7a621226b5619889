import { calculatePrice } from "@/lib/pricing/calculate-price";
import { CUSTOM_QUOTE_MESSAGE } from "@/lib/pricing/pricing-tiers";

const custom = { kind: "custom-quote", message: CUSTOM_QUOTE_MESSAGE };

function summary(employees: number) {
  const quote = calculatePrice(employees);
  return {
    tier: quote.tier?.name ?? null,
    platform: quote.platform.kind === "price" ? `${quote.platform.amount}/${quote.platform.period}` : "custom",
    coaching: quote.coaching.kind === "price" ? `${quote.coaching.amount}/${quote.coaching.period}` : "custom",
    rates: [quote.coaching.employeeAnnualRate, quote.coaching.employeeMonthRate],
  };
}

describe("calculatePrice (spec 001 §9, 002 §9)", () => {
  it.each([
    // employees, tier, platform fee per year, coaching (rate x count, floored), [annual rate, monthly rate]
    [0, null, "custom", "custom", [null, null]],
    [1, "Small business", "2500/yr", "8/mo", [8, 9]],
    [49, "Small business", "2500/yr", "392/mo", [8, 9]],
    [50, "Emerging business", "2500/yr", "350/mo", [7, 8]],
    [149, "Emerging business", "2500/yr", "1043/mo", [7, 8]],
    [150, "Medium-sized business", "5000/yr", "900/mo", [6, 7]],
    [999, "Medium-sized business", "5000/yr", "5994/mo", [6, 7]],
    [1000, "Large business", "10000/yr", "5000/mo", [5, 6]],
    [1001, "Enterprise", "custom", "custom", [null, null]],
    [25000, "Enterprise", "custom", "custom", [null, null]],
  ])("%i employees", (employees, tier, platform, coaching, rates) => {
    expect(summary(employees)).toEqual({ tier, platform, coaching, rates });
  });

  it("gives the custom-quote message, word for word, for zero employees and for enterprises", () => {
    expect(calculatePrice(0).coaching).toMatchObject(custom);
    expect(calculatePrice(0).platform).toEqual(custom);
    expect(calculatePrice(1001).coaching).toMatchObject(custom);
    expect(calculatePrice(1001).platform).toEqual(custom);
  });

  it("counts whole employees: a fraction is floored before the tier and the price", () => {
    expect(summary(49.9)).toEqual(summary(49));
    expect(summary(0.5)).toEqual(summary(0));
    expect(calculatePrice(149.99).employees).toBe(149);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -1, -500])(
    "treats %p as zero employees, so nothing downstream can show NaN",
    (input) => {
      const quote = calculatePrice(input);
      expect(quote.employees).toBe(0);
      expect(quote.platform).toEqual(custom);
      expect(quote.coaching).toMatchObject(custom);
    },
  );
});
