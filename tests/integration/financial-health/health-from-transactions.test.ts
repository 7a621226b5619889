import { getDb } from "@/lib/db";
import { loadHealthInputs } from "@/lib/financial-health/load-health-inputs";
import { normalizeMerchant } from "@/lib/transactions/normalize-merchant";
import { createAsset, createMemberWithProfile, seedReferenceData } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

// Issue 12 item 9: with transactions, the score uses essential spending (median of the last 3 full months) and the
// savings rate; without them, the stored expenses as before.

const RECALCULATE = "mutation { recalculateUserAttributes { error hfhs } }";

/** The 15th of the month `offset` months from now. */
const monthDay = (offset: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 15));
};

async function categoryId(name: string) {
  const db = await getDb();
  return (await db.budgetCategory.findFirstOrThrow({ where: { name, customerId: null }, select: { id: true } })).id;
}

async function memberWith(rows: Array<{ month: number; name: string; amount: string; category: string; excluded?: boolean }>) {
  const db = await getDb();
  // Salary 72,000 (no debt: 100), housing expense 2,000 a month, credit score 700 (72.7), 6,000 in checking.
  const member = await createMemberWithProfile(db, { housing: "2000.00" });
  const customerId = member.customer.id;
  const checking = await createAsset(db, { customerId, subtype: "checking", value: "6000.00" });
  for (const row of rows) {
    await db.transaction.create({
      data: {
        customerId,
        assetId: checking.id,
        date: monthDay(row.month),
        name: row.name,
        merchantKey: normalizeMerchant(row.name),
        amount: row.amount,
        budgetCategoryId: await categoryId(row.category),
        excluded: row.excluded ?? false,
      },
    });
  }
  return member;
}

beforeAll(async () => {
  await seedReferenceData(await getDb());
});

describe("the health score from real spending", () => {
  test("essential spending is the median of the last 3 full months; the savings rate is (income - spending) / income", async () => {
    const member = await memberWith([
      // Three full months: essential (groceries) 1,500, 1,200 and 3,000 -> median 1,500; restaurants 500 each.
      ...[-3, -2, -1].flatMap((month, index) => [
        { month, name: "Acme payroll", amount: "-4000.00", category: "Paycheck" },
        { month, name: "H-E-B", amount: ["1500.00", "1200.00", "3000.00"][index]!, category: "Groceries" },
        { month, name: "Torchy's Tacos", amount: "500.00", category: "Restaurants" },
      ]),
      // Excluded, this month's and older lines do not count.
      { month: -1, name: "Costco", amount: "9000.00", category: "Groceries", excluded: true },
      { month: 0, name: "H-E-B", amount: "7000.00", category: "Groceries" },
      { month: -4, name: "H-E-B", amount: "7000.00", category: "Groceries" },
    ]);
    const db = await getDb();

    const { inputs } = await loadHealthInputs({ db, customerId: member.customer.id });

    expect(inputs.monthlyExpenses).toBe(1500);
    // Income 12,000; spending 1,500 + 1,200 + 3,000 + 3 x 500 = 7,200; (12,000 - 7,200) / 12,000 = 0.4.
    expect(inputs.savingsRate).toBe(0.4);

    const { cookie } = await sessionCookieFor(member.user.id);
    const { body } = await executeGraphQL<{ recalculateUserAttributes: { hfhs: number } }>({ query: RECALCULATE, cookie });
    // Buffer 6,000 / 1,500 = 4 months (66.7), debt 100, credit 700 (72.7), savings rate 40 % (100), no goals:
    // (24 x 66.67 + 24 x 100 + 20 x 72.73 + 20 x 100) / 88 = 84.7 -> 85.
    expect(body.data?.recalculateUserAttributes.hfhs).toBe(85);
  });

  test("without transactions in the last 3 full months: the stored expenses, and no savings rate", async () => {
    const member = await memberWith([{ month: 0, name: "H-E-B", amount: "100.00", category: "Groceries" }]);
    const db = await getDb();

    const { inputs } = await loadHealthInputs({ db, customerId: member.customer.id });

    expect(inputs.monthlyExpenses).toBe(2000);
    expect(inputs.savingsRate).toBeNull();
  });

  test("transactions but no essential spending and no income: stored expenses stand in, the savings rate is unknown", async () => {
    const member = await memberWith([{ month: -1, name: "Torchy's Tacos", amount: "80.00", category: "Restaurants" }]);
    const db = await getDb();

    const { inputs } = await loadHealthInputs({ db, customerId: member.customer.id });

    expect(inputs.monthlyExpenses).toBe(2000);
    expect(inputs.savingsRate).toBeNull();
  });
});
