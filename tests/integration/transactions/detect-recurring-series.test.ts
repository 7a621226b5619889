import { getDb } from "@/lib/db";
import { classifyTransactions } from "@/lib/transactions/classify-transactions";
import { detectRecurringSeries } from "@/lib/transactions/detect-recurring-series";
import { createAsset, createMemberWithProfile, seedReferenceData } from "@/prisma/seed";
import { createTransaction } from "@/prisma/seed/factories/transactions";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

beforeAll(async () => {
  await seedReferenceData(await getDb());
});

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);

async function member() {
  const db = await getDb();
  const { customer } = await createMemberWithProfile(db);
  const checking = await createAsset(db, { customerId: customer.id });
  return { customerId: customer.id, checking: checking.id };
}

/** Stores the rows as a sync would, classifies them, and runs detection on `today`. */
async function syncAndDetect(customerId: string, rows: Array<Parameters<typeof createTransaction>[1]>, today: string) {
  const db = await getDb();
  const created: Array<{ id: string }> = [];
  for (const row of rows) created.push(await createTransaction(db, row));
  await db.$transaction(async (tx) => {
    await classifyTransactions({ tx, customerId, transactionIds: created.map(({ id }) => id) });
    await detectRecurringSeries({ tx, customerId, today: day(today) });
  });
  return created;
}

const netflix = (customerId: string, assetId: string, date: string, amount = "15.49") => ({
  customerId, assetId, merchantName: "Netflix", name: "NETFLIX.COM", amount, date: day(date),
  category: "ENTERTAINMENT", providerDetailedCategory: "ENTERTAINMENT_TV_AND_MOVIES",
});

test("a monthly subscription becomes an expense series with its next date and its transactions", async () => {
  const db = await getDb();
  const { customerId, checking } = await member();
  const rows = await syncAndDetect(
    customerId,
    [
      netflix(customerId, checking, "2026-01-31"),
      netflix(customerId, checking, "2026-02-28"),
      netflix(customerId, checking, "2026-03-31"),
      { customerId, assetId: checking, merchantName: "Netflix", amount: "3.99", date: day("2026-03-12"), category: "ENTERTAINMENT" },
    ],
    "2026-04-05",
  );

  const [series, ...others] = await db.recurringSeries.findMany({ where: { customerId }, include: { transactions: { select: { id: true } }, budgetCategory: true } });
  expect(others).toHaveLength(0);
  expect(series).toMatchObject({ merchantKey: "netflix", merchantName: "Netflix", kind: "EXPENSE", cadence: "MONTHLY", occurrences: 3, priceIncreased: false });
  expect(series!.averageAmount.toFixed(2)).toBe("15.49");
  expect(iso(series!.lastDate)).toBe("2026-03-31");
  expect(iso(series!.nextDate)).toBe("2026-04-30");
  expect(series!.budgetCategory?.name).toBe("TV and movies");
  expect(series!.transactions.map(({ id }) => id).sort()).toEqual(rows.slice(0, 3).map(({ id }) => id).sort());
});

test("biweekly paychecks are an income series; transfers and pending rows are not series", async () => {
  const db = await getDb();
  const { customerId, checking } = await member();
  const savings = await createAsset(db, { customerId, name: "Savings", subtype: "savings" });
  const paycheck = (date: string) => ({
    customerId, assetId: checking, name: "ACME PAYROLL", merchantName: "Acme Corp", amount: "-2150.00", date: day(date),
    category: "INCOME", providerDetailedCategory: "INCOME_WAGES",
  });
  const transfer = (date: string, assetId: string, amount: string, category: string) => ({
    customerId, assetId, name: "AUTO SAVE", amount, date: day(date), category,
  });
  await syncAndDetect(
    customerId,
    [
      paycheck("2026-02-06"), paycheck("2026-02-20"), paycheck("2026-03-06"),
      transfer("2025-12-01", checking, "100.00", "TRANSFER_OUT"), transfer("2025-12-01", savings.id, "-100.00", "TRANSFER_IN"),
      transfer("2026-01-01", checking, "100.00", "TRANSFER_OUT"), transfer("2026-01-01", savings.id, "-100.00", "TRANSFER_IN"),
      transfer("2026-02-01", checking, "100.00", "TRANSFER_OUT"), transfer("2026-02-01", savings.id, "-100.00", "TRANSFER_IN"),
      { customerId, assetId: checking, merchantName: "Gym", amount: "40.00", date: day("2026-01-03"), category: "PERSONAL_CARE", pending: true },
      { customerId, assetId: checking, merchantName: "Gym", amount: "40.00", date: day("2026-02-03"), category: "PERSONAL_CARE", pending: true },
      { customerId, assetId: checking, merchantName: "Gym", amount: "40.00", date: day("2026-03-03"), category: "PERSONAL_CARE", pending: true },
    ],
    "2026-03-10",
  );

  const series = await db.recurringSeries.findMany({ where: { customerId } });
  expect(series).toHaveLength(1);
  expect(series[0]).toMatchObject({ merchantName: "Acme Corp", kind: "INCOME", cadence: "BIWEEKLY" });
  expect(series[0]!.averageAmount.toFixed(2)).toBe("-2150.00");
  expect(iso(series[0]!.nextDate)).toBe("2026-03-20");
});

test("a new charge updates the same series: later date, price rise flagged", async () => {
  const db = await getDb();
  const { customerId, checking } = await member();
  await syncAndDetect(
    customerId,
    ["2026-01-07", "2026-02-07", "2026-03-07"].map((date) => netflix(customerId, checking, date)),
    "2026-03-10",
  );
  const before = await db.recurringSeries.findFirstOrThrow({ where: { customerId } });

  await syncAndDetect(customerId, [netflix(customerId, checking, "2026-04-07", "17.99")], "2026-04-09");
  const after = await db.recurringSeries.findFirstOrThrow({ where: { customerId } });
  expect(after.id).toBe(before.id);
  expect(after).toMatchObject({ occurrences: 4, priceIncreased: true });
  expect(after.lastAmount.toFixed(2)).toBe("17.99");
  expect(iso(after.nextDate)).toBe("2026-05-07");
  expect(await db.transaction.count({ where: { recurringSeriesId: after.id } })).toBe(4);
});

test("a series no longer detected is removed and lets its transactions go; a dismissed one is left alone", async () => {
  const db = await getDb();
  const { customerId, checking } = await member();
  const gym = (date: string) => ({ customerId, assetId: checking, merchantName: "City Gym", amount: "45.00", date: day(date), category: "PERSONAL_CARE" });
  await syncAndDetect(
    customerId,
    [
      ...["2026-01-07", "2026-02-07", "2026-03-07"].map((date) => netflix(customerId, checking, date)),
      ...["2026-01-03", "2026-02-03", "2026-03-03"].map(gym),
    ],
    "2026-03-10",
  );
  const dismissed = await db.recurringSeries.update({
    where: { customerId_merchantKey_kind: { customerId, merchantKey: "city gym", kind: "EXPENSE" } },
    data: { dismissedAt: new Date() },
  });

  await db.$transaction((tx) => detectRecurringSeries({ tx, customerId, today: day("2026-06-01") }));

  const left = await db.recurringSeries.findMany({ where: { customerId } });
  expect(left.map(({ merchantKey }) => merchantKey)).toEqual(["city gym"]);
  expect(left[0]).toMatchObject({ id: dismissed.id, updatedAt: dismissed.updatedAt });
  expect(await db.transaction.count({ where: { customerId, merchantKey: "netflix", recurringSeriesId: { not: null } } })).toBe(0);
  expect(await db.transaction.count({ where: { customerId, recurringSeriesId: dismissed.id } })).toBe(3);
});

test("another member's transactions and series are untouched", async () => {
  const db = await getDb();
  const mine = await member();
  const theirs = await member();
  await syncAndDetect(theirs.customerId, ["2026-01-07", "2026-02-07", "2026-03-07"].map((date) => netflix(theirs.customerId, theirs.checking, date)), "2026-03-10");
  await syncAndDetect(mine.customerId, [], "2026-06-01");
  expect(await db.recurringSeries.count({ where: { customerId: theirs.customerId } })).toBe(1);
  expect(await db.recurringSeries.count({ where: { customerId: mine.customerId } })).toBe(0);
});
