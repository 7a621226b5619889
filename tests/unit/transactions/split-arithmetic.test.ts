import { centsToText, formatCents, remainingCents, splitSumMessage, toCents } from "@/lib/transactions/split-arithmetic";

describe("toCents", () => {
  test("reads numbers and text with up to two decimals exactly", () => {
    expect(toCents(0.1)).toBe(10);
    expect(toCents(30.1)).toBe(3010);
    expect(toCents("10.45")).toBe(1045);
    expect(toCents("-2275")).toBe(-227500);
    expect(toCents("7.500")).toBe(750);
    expect(toCents({ toFixed: () => "45.00" })).toBe(4500);
  });

  test("refuses fractions of a cent and what is not money", () => {
    expect(toCents(44.995)).toBeNull();
    expect(toCents("1.234")).toBeNull();
    expect(toCents("abc")).toBeNull();
    expect(toCents(Number.NaN)).toBeNull();
    expect(toCents(1e-7)).toBeNull();
  });
});

test("cents print back as Decimal text and as money", () => {
  expect(centsToText(-1005)).toBe("-10.05");
  expect(centsToText(7)).toBe("0.07");
  expect(formatCents(123450)).toBe("$1,234.50");
  expect(formatCents(-4500)).toBe("$45.00");
});

describe("split sums", () => {
  test("0.1 + 0.2 parts of 0.30 add up (no floating-point drift)", () => {
    expect(remainingCents(30, [10, 20])).toBe(0);
    expect(splitSumMessage(30, [toCents(0.1)!, toCents(0.2)!])).toBeNull();
  });

  test("the message says the sum, the total and by how much it is off", () => {
    expect(splitSumMessage(4500, [4000, 210])).toBe("The parts add up to $42.10; they must add up to $45.00 ($2.90 short).");
    expect(splitSumMessage(4500, [4000, 501])).toBe("The parts add up to $45.01; they must add up to $45.00 ($0.01 over).");
    expect(splitSumMessage(-2000, [-1500, -400])).toBe("The parts add up to $19.00; they must add up to $20.00 ($1.00 short).");
  });
});
