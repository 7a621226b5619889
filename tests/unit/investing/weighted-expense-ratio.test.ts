import { Prisma } from "@/lib/generated/prisma/client";
import { weightedExpenseRatio, yearlyCostPerTenThousand } from "@/lib/investing/weighted-expense-ratio";
import { MODEL_PORTFOLIOS } from "@/prisma/seed/reference/model-portfolios";

test("the weighted fee is the sum of weight times expense ratio, exact", () => {
  const fee = weightedExpenseRatio([
    { weightBasisPoints: 6000, expenseRatio: "0.0300" },
    { weightBasisPoints: 4000, expenseRatio: "0.0700" },
  ]);
  expect(fee.toFixed(4)).toBe("0.0460");
  expect(yearlyCostPerTenThousand(fee).toFixed(2)).toBe("4.60");
});

test("no float drift: ten funds of 0.1 % weight 10 % each give exactly 0.1 %", () => {
  const fee = weightedExpenseRatio(Array.from({ length: 10 }, () => ({ weightBasisPoints: 1000, expenseRatio: new Prisma.Decimal("0.1") })));
  expect(fee.toString()).toBe("0.1");
});

test("rounds half up to four decimals", () => {
  // Half of 0.0001 % is 0.00005 %: rounds up; a hair less rounds down.
  expect(weightedExpenseRatio([{ weightBasisPoints: 5000, expenseRatio: "0.0001" }]).toFixed(4)).toBe("0.0001");
  expect(weightedExpenseRatio([{ weightBasisPoints: 4999, expenseRatio: "0.0001" }]).toFixed(4)).toBe("0.0000");
});

test("the seeded portfolios' fees", () => {
  expect(MODEL_PORTFOLIOS.map((portfolio) => weightedExpenseRatio(portfolio.holdings).toFixed(4))).toEqual([
    "0.0396",
    "0.0392",
    "0.0388",
    "0.0388",
    "0.0384",
  ]);
});
