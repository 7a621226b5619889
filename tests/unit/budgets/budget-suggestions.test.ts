import { median, suggestedTarget } from "@/lib/budgets/get-budget-suggestions";
import { Prisma } from "@/lib/generated/prisma/client";

const $ = (...values: number[]) => values.map((value) => new Prisma.Decimal(value));

describe("first-time targets: the median of the last 3 periods, rounded up to $5", () => {
  test("the median ignores one unusual period", () => {
    expect(median($(410, 2000, 395)).toNumber()).toBe(410);
    expect(median($(0, 0, 120)).toNumber()).toBe(0);
    expect(median($(10, 20)).toNumber()).toBe(15);
    expect(median([]).toNumber()).toBe(0);
  });

  test.each([
    [[377.2, 410, 395], 395],
    [[457.2, 410, 495], 460],
    [[12.01, 11, 13], 15],
    [[10, 10, 10], 10],
  ])("%p -> $%p", (history, target) => {
    expect(suggestedTarget($(...history))?.toNumber()).toBe(target);
  });

  test("under $10 (or only refunds) gets no line of its own", () => {
    expect(suggestedTarget($(9.99, 9.99, 30))).toBeNull();
    expect(suggestedTarget($(-20, -5, 0))).toBeNull();
  });
});
