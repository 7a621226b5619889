import { lineState, rolloverCarries } from "@/lib/budgets/rollover";
import { Prisma } from "@/lib/generated/prisma/client";

const $ = (value: number) => new Prisma.Decimal(value);
const carries = (mode: Parameters<typeof rolloverCarries>[0], periods: Array<[number | null, number]>) =>
  rolloverCarries(mode, periods.map(([target, actual]) => ({ target: target === null ? null : $(target), actual: $(actual) }))).map(
    (carry) => carry.toNumber(),
  );

describe("rollover arithmetic: carry(n) = target(n−1) + carry(n−1) − actual(n−1)", () => {
  test("surplus and deficit carries what was left and what was overspent", () => {
    expect(carries("SURPLUS_AND_DEFICIT", [[100, 60], [100, 180], [100, 0], [100, 50]])).toEqual([0, 40, -40, 60]);
  });

  test("surplus only never carries below zero", () => {
    expect(carries("SURPLUS", [[100, 60], [100, 180], [100, 0], [100, 50]])).toEqual([0, 40, 0, 100]);
  });

  test("off carries nothing", () => {
    expect(carries("OFF", [[100, 60], [100, 0]])).toEqual([0, 0]);
  });

  test("a period without a line counts as a target of 0; cents stay exact", () => {
    expect(carries("SURPLUS_AND_DEFICIT", [[50.1, 20.05], [null, 10.02], [25, 0]])).toEqual([0, 30.05, 20.03]);
  });

  test("editing a past target changes every later carry", () => {
    const before = carries("SURPLUS_AND_DEFICIT", [[100, 90], [100, 100], [100, 0]]);
    const after = carries("SURPLUS_AND_DEFICIT", [[150, 90], [100, 100], [100, 0]]);
    expect(before).toEqual([0, 10, 10]);
    expect(after).toEqual([0, 60, 60]);
  });
});

describe("line state", () => {
  test.each([
    [100, 79, 79, "ON_TRACK"],
    [100, 80, 80, "CLOSE"],
    [100, 99.4, 99, "CLOSE"],
    [100, 100, 100, "OVER"],
    [100, 130, 130, "OVER"],
    [0, 0, 0, "ON_TRACK"],
    [0, 5, 100, "OVER"],
    [-20, 0, 100, "OVER"],
  ])("available %p, spent %p: %p %% %p", (available, spent, percent, state) => {
    expect(lineState($(available), $(spent))).toEqual({ percent, state });
  });
});
