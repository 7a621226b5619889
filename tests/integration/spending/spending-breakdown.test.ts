import { findViewerForCookieHeader } from "@/lib/auth/find-viewer-for-cookies";
import { getDb } from "@/lib/db";
import { getSpendingBreakdown } from "@/lib/spending/get-spending-breakdown";
import { normalizeMerchant } from "@/lib/transactions/normalize-merchant";
import { createAsset, createCreditCard, createStaffUser, createUser, seedReferenceData } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

const BREAKDOWN = `query($period: SpendingPeriodInput, $months: Int) {
  spendingBreakdown(period: $period, months: $months) {
    period { from to label }
    previousPeriods { from to }
    hasTransactions income spending net previousSpending threePeriodAverageSpending
    categories {
      budgetCategory { id name } parent { name } amount previousAmount threePeriodAverage share
      subcategories { budgetCategory { name } parent { name } amount previousAmount threePeriodAverage share }
    }
    topMerchants { merchant amount count }
    monthly { month income spending net }
  }
}`;

type Line = {
  budgetCategory: { id?: string; name: string };
  parent: { name: string } | null;
  amount: number;
  previousAmount: number;
  threePeriodAverage: number;
  share: number | null;
  subcategories?: Line[];
};
type Breakdown = {
  period: { from: string; to: string; label: string };
  previousPeriods: Array<{ from: string; to: string }>;
  hasTransactions: boolean;
  income: number;
  spending: number;
  net: number;
  previousSpending: number;
  threePeriodAverageSpending: number;
  categories: Line[];
  topMerchants: Array<{ merchant: string; amount: number; count: number }>;
  monthly: Array<{ month: string; income: number; spending: number; net: number }>;
};

const MARCH = { from: "2025-03-01", to: "2025-03-31" };

async function breakdown(cookie: string | undefined, variables: Record<string, unknown> = { period: MARCH }) {
  return executeGraphQL<{ spendingBreakdown: Breakdown }>({ query: BREAKDOWN, variables, cookie });
}

async function categoryId(name: string): Promise<string> {
  const db = await getDb();
  const category = await db.budgetCategory.findFirstOrThrow({ where: { name, customerId: null }, select: { id: true } });
  return category.id;
}

type Row = { on: string; date: string; name: string; amount: string; category?: string; excluded?: boolean };

async function memberWithTransactions(rows: Row[]) {
  const db = await getDb();
  const user = await createUser(db);
  const customer = await db.customer.create({ data: { userId: user.id }, select: { id: true } });
  const checking = await createAsset(db, { customerId: customer.id, name: "Checking", subtype: "checking" });
  const savings = await createAsset(db, { customerId: customer.id, name: "Savings", subtype: "savings" });
  const card = await createCreditCard(db, { customerId: customer.id });
  const accounts: Record<string, { assetId?: string; creditCardId?: string }> = {
    checking: { assetId: checking.id },
    savings: { assetId: savings.id },
    card: { creditCardId: card.id },
  };
  const ids: string[] = [];
  for (const row of rows) {
    const created = await db.transaction.create({
      data: {
        customerId: customer.id,
        ...accounts[row.on],
        date: new Date(`${row.date}T00:00:00Z`),
        name: row.name,
        merchantName: row.name,
        merchantKey: normalizeMerchant(row.name),
        amount: row.amount,
        budgetCategoryId: row.category ? await categoryId(row.category) : null,
        excluded: row.excluded ?? false,
      },
      select: { id: true },
    });
    ids.push(created.id);
  }
  const { cookie } = await sessionCookieFor(user.id);
  return { user, customerId: customer.id, ids, cookie };
}

beforeAll(async () => {
  await seedReferenceData(await getDb());
});

describe("spendingBreakdown", () => {
  test("a signed-out caller is asked to sign in", async () => {
    const { body } = await breakdown(undefined);
    expect(body.errors?.[0]?.message).toBe("Please sign in and try again.");
  });

  test("sums by category with subcategories rolled up, refunds, splits, exclusions and transfers handled", async () => {
    const db = await getDb();
    const { ids, cookie } = await memberWithTransactions([
      { on: "checking", date: "2025-03-01", name: "Acme payroll", amount: "-2000.00", category: "Paycheck" },
      { on: "card", date: "2025-03-05", name: "H-E-B", amount: "100.00", category: "Groceries" },
      { on: "card", date: "2025-03-06", name: "H-E-B", amount: "-20.00", category: "Groceries" }, // a refund
      { on: "card", date: "2025-03-07", name: "Torchy's Tacos", amount: "30.00", category: "Restaurants" },
      { on: "card", date: "2025-03-08", name: "Target", amount: "90.00", category: "Groceries" }, // split below
      { on: "card", date: "2025-03-09", name: "Costco", amount: "500.00", category: "Groceries", excluded: true },
      { on: "checking", date: "2025-03-10", name: "Transfer to savings", amount: "300.00", category: "Account transfer out" },
      { on: "savings", date: "2025-03-10", name: "Transfer from checking", amount: "-300.00", category: "Account transfer in" },
      { on: "card", date: "2025-03-11", name: "Corner store", amount: "15.00" }, // no category
      { on: "card", date: "2025-02-10", name: "H-E-B", amount: "60.00", category: "Groceries" },
      { on: "card", date: "2025-01-10", name: "H-E-B", amount: "90.00", category: "Groceries" },
      { on: "card", date: "2024-12-01", name: "Torchy's Tacos", amount: "30.00", category: "Restaurants" },
      { on: "card", date: "2024-11-01", name: "H-E-B", amount: "999.00", category: "Groceries" }, // before all four periods
    ]);
    // Target: $50 of groceries and $40 of entertainment. The transfer: both sides paired (left out).
    await db.transactionSplit.createMany({
      data: [
        { transactionId: ids[4]!, budgetCategoryId: await categoryId("Groceries"), amount: "50.00" },
        { transactionId: ids[4]!, budgetCategoryId: await categoryId("Entertainment"), amount: "40.00" },
      ],
    });
    await db.transaction.update({ where: { id: ids[6]! }, data: { transferPartnerId: ids[7]! } });
    await db.transaction.update({ where: { id: ids[7]! }, data: { transferPartnerId: ids[6]! } });
    // Another member's spending in the same days never shows.
    await memberWithTransactions([{ on: "card", date: "2025-03-05", name: "H-E-B", amount: "777.00", category: "Groceries" }]);

    const { body } = await breakdown(cookie);

    expect(body.errors).toBeUndefined();
    const result = body.data!.spendingBreakdown;
    // 31 days; the three periods before are 31 days each.
    expect(result.period).toEqual({ from: "2025-03-01", to: "2025-03-31", label: "2025-03-01 to 2025-03-31" });
    expect(result.previousPeriods).toEqual([
      { from: "2025-01-29", to: "2025-02-28" },
      { from: "2024-12-29", to: "2025-01-28" },
      { from: "2024-11-28", to: "2024-12-28" },
    ]);
    // Groceries 100 - 20 + 50 (split part), restaurants 30, entertainment 40, uncategorized 15.
    expect(result).toMatchObject({ hasTransactions: true, income: 2000, spending: 215, net: 1785 });
    // Before: Feb 60; average (60 + 90 + 30) / 3.
    expect(result).toMatchObject({ previousSpending: 60, threePeriodAverageSpending: 60 });

    const [food, entertainment, uncategorized, ...rest] = result.categories;
    expect(rest).toEqual([]);
    expect(food).toMatchObject({
      budgetCategory: { name: "Food and drink" },
      parent: null,
      amount: 160,
      previousAmount: 60,
      threePeriodAverage: 60,
      share: 0.7442,
    });
    expect(food!.subcategories).toEqual([
      { budgetCategory: { name: "Groceries" }, parent: { name: "Food and drink" }, amount: 130, previousAmount: 60, threePeriodAverage: 50, share: 0.6047 },
      { budgetCategory: { name: "Restaurants" }, parent: { name: "Food and drink" }, amount: 30, previousAmount: 0, threePeriodAverage: 10, share: 0.1395 },
    ]);
    expect(entertainment).toMatchObject({ budgetCategory: { name: "Entertainment" }, amount: 40, subcategories: [] });
    expect(uncategorized).toMatchObject({ budgetCategory: { name: "Uncategorized" }, amount: 15 });

    expect(result.topMerchants).toEqual([
      { merchant: "Target", amount: 90, count: 1 },
      { merchant: "H-E-B", amount: 80, count: 2 },
      { merchant: "Torchy's Tacos", amount: 30, count: 1 },
      { merchant: "Corner store", amount: 15, count: 1 },
    ]);
    expect(result.monthly).toEqual([
      { month: "2024-10-01", income: 0, spending: 0, net: 0 },
      { month: "2024-11-01", income: 0, spending: 999, net: -999 },
      { month: "2024-12-01", income: 0, spending: 30, net: -30 },
      { month: "2025-01-01", income: 0, spending: 90, net: -90 },
      { month: "2025-02-01", income: 0, spending: 60, net: -60 },
      { month: "2025-03-01", income: 2000, spending: 215, net: 1785 },
    ]);

    // The same month as a preset reads the monthly sums (and the whole months before it): the same figures.
    const viewer = await findViewerForCookieHeader(cookie);
    const preset = await getSpendingBreakdown({ viewer, input: { period: { preset: "THIS_MONTH" } }, now: new Date("2025-03-15T12:00:00Z") });
    expect(preset.previousPeriods.map(({ from, to }) => [from, to])).toEqual([
      ["2025-02-01", "2025-02-28"],
      ["2025-01-01", "2025-01-31"],
      ["2024-12-01", "2024-12-31"],
    ]);
    const plain = JSON.parse(JSON.stringify(preset)) as Breakdown & { previousSpending: string; threePeriodAverageSpending: string };
    expect(plain).toMatchObject({ income: "2000", spending: "215", previousSpending: "60", threePeriodAverageSpending: "60" });
    expect(plain.categories.map((line) => [line.budgetCategory.name, line.amount, (line.subcategories ?? []).map((sub) => [sub.budgetCategory.name, sub.amount])])).toEqual([
      ["Food and drink", "160", [["Groceries", "130"], ["Restaurants", "30"]]],
      ["Entertainment", "40", []],
      ["Uncategorized", "15", []],
    ]);
    expect(plain.topMerchants).toEqual(result.topMerchants.map((row) => ({ ...row, amount: String(row.amount) })));
    expect(plain.monthly.map((month) => [month.month, month.spending])).toEqual(result.monthly.map((month) => [month.month, String(month.spending)]));
  });

  test("in coach mode a staff member reads the coached member's breakdown, not their own", async () => {
    const member = await memberWithTransactions([{ on: "card", date: "2025-03-05", name: "H-E-B", amount: "42.00", category: "Groceries" }]);
    const staff = await createStaffUser(await getDb());
    const { cookie } = await sessionCookieFor(staff.id, { coachedUserId: member.user.id });

    const { body } = await breakdown(cookie);

    expect(body.data!.spendingBreakdown).toMatchObject({ spending: 42, topMerchants: [{ merchant: "H-E-B", amount: 42, count: 1 }] });
  });

  test("twelve months of income against spending on request", async () => {
    const { cookie } = await memberWithTransactions([]);
    const { body } = await breakdown(cookie, { period: MARCH, months: 12 });
    expect(body.data!.spendingBreakdown.monthly.map(({ month }) => month)).toHaveLength(12);
    expect(body.data!.spendingBreakdown.monthly[0]!.month).toBe("2024-04-01");
  });

  test("a member with no transactions gets zeros and hasTransactions false", async () => {
    const { cookie } = await memberWithTransactions([]);
    const { body } = await breakdown(cookie, {});
    expect(body.data!.spendingBreakdown).toMatchObject({
      hasTransactions: false,
      spending: 0,
      income: 0,
      categories: [],
      topMerchants: [],
      period: { label: "This month" },
    });
  });

  test("presets are whole months compared with the months before", async () => {
    const { cookie } = await memberWithTransactions([]);
    const { body } = await breakdown(cookie, { period: { preset: "LAST_MONTH" } });
    const { period, previousPeriods } = body.data!.spendingBreakdown;
    const now = new Date();
    const first = (offset: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 10);
    const last = (offset: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset + 1, 0)).toISOString().slice(0, 10);
    expect(period).toEqual({ from: first(-1), to: last(-1), label: "Last month" });
    expect(previousPeriods).toEqual([
      { from: first(-2), to: last(-2) },
      { from: first(-3), to: last(-3) },
      { from: first(-4), to: last(-4) },
    ]);
  });

  test.each([
    [{ from: "2025-02-30", to: "2025-03-31" }, "Please enter a valid date in the format YYYY-MM-DD."],
    [{ from: "2025-03-31", to: "2025-03-01" }, "The start date must be on or before the end date."],
    [{ from: "2023-01-01", to: "2025-03-01" }, "Choose a period of at most a year."],
    [{ from: "2025-03-01" }, "Please enter a valid date in the format YYYY-MM-DD."],
  ])("refuses the period %p with a clear message", async (period, message) => {
    const { cookie } = await memberWithTransactions([]);
    const { body } = await breakdown(cookie, { period });
    expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: "INVALID_INPUT" } });
  });
});
