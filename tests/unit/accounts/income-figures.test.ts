import { deriveIncomeFigures } from "@/lib/accounts/income-figures";

const asText = (figures: ReturnType<typeof deriveIncomeFigures>) =>
  Object.fromEntries(Object.entries(figures).map(([key, value]) => [key, value.toFixed(2)]));

describe("income figures (spec 001 §9)", () => {
  it("net is 70 % of gross and the monthly figures a twelfth, in cents", () => {
    expect(asText(deriveIncomeFigures({ gross: 85_000 }))).toEqual({
      gross: "85000.00",
      net: "59500.00",
      grossMonthly: "7083.33",
      netMonthly: "4958.33",
    });
  });

  it("a net that is given is kept", () => {
    expect(asText(deriveIncomeFigures({ gross: 60_000, net: 48_000 }))).toEqual({
      gross: "60000.00",
      net: "48000.00",
      grossMonthly: "5000.00",
      netMonthly: "4000.00",
    });
  });

  it("rounds half away from zero", () => {
    // 1 / 12 = 0.08333..., 0.7 / 12 = 0.058333...
    expect(asText(deriveIncomeFigures({ gross: 1 }))).toEqual({
      gross: "1.00",
      net: "0.70",
      grossMonthly: "0.08",
      netMonthly: "0.06",
    });
    expect(deriveIncomeFigures({ gross: 6 }).grossMonthly.toFixed(2)).toBe("0.50");
  });

  it("zero income is all zeros", () => {
    expect(asText(deriveIncomeFigures({ gross: 0 }))).toEqual({
      gross: "0.00",
      net: "0.00",
      grossMonthly: "0.00",
      netMonthly: "0.00",
    });
  });
});
