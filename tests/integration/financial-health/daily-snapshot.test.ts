import { historyDate } from "@/lib/histories/record-balance-snapshot";
import { recordDailySnapshots } from "@/lib/histories/record-daily-snapshots";
import { createAsset, createCustomer, createLoan, createUser } from "@/prisma/seed";
import { useTestDatabase } from "@/tests/helpers/test-db";

const testDb = useTestDatabase();

async function customerWith(accounts: "asset" | "loan" | "deleted" | "none") {
  const db = testDb.db();
  const user = await createUser(db);
  const customer = await createCustomer(db, { userId: user.id });
  if (accounts === "asset") await createAsset(db, { customerId: customer.id, value: "1200.50" });
  if (accounts === "loan") await createLoan(db, { customerId: customer.id, value: "800.00" });
  if (accounts === "deleted") await createAsset(db, { customerId: customer.id, deletedAt: new Date() });
  return customer;
}

async function snapshotOf(customerId: string) {
  const db = testDb.db();
  const key = { customerId_date: { customerId, date: historyDate() } };
  const [netWorth, assets, liabilities] = await Promise.all([
    db.netWorthHistory.findUnique({ where: key }),
    db.assetWorthHistory.findUnique({ where: key }),
    db.liabilityHistory.findUnique({ where: key }),
  ]);
  return { netWorth: netWorth?.value.toFixed(2), assets: assets?.value.toFixed(2), liabilities: liabilities?.value.toFixed(2) };
}

describe("recordDailySnapshots (npm run jobs:daily-snapshot)", () => {
  test("records today's figures for every member with live accounts and no one else, once per day", async () => {
    const db = testDb.db();
    const saver = await customerWith("asset");
    const borrower = await customerWith("loan");
    const deletedOnly = await customerWith("deleted");
    const empty = await customerWith("none");

    const first = await recordDailySnapshots();
    expect(first.date).toBe(historyDate().toISOString().slice(0, 10));
    expect(first.customers).toBeGreaterThanOrEqual(2);

    expect(await snapshotOf(saver.id)).toEqual({ netWorth: "1200.50", assets: "1200.50", liabilities: "0.00" });
    expect(await snapshotOf(borrower.id)).toEqual({ netWorth: "-800.00", assets: "0.00", liabilities: "800.00" });
    for (const customer of [deletedOnly, empty]) {
      expect(await db.netWorthHistory.count({ where: { customerId: customer.id } })).toBe(0);
    }

    const rowsBefore = await db.netWorthHistory.count();
    const second = await recordDailySnapshots();
    expect(second.customers).toBe(first.customers);
    expect(await db.netWorthHistory.count()).toBe(rowsBefore);
    expect(await snapshotOf(saver.id)).toEqual({ netWorth: "1200.50", assets: "1200.50", liabilities: "0.00" });
  });

  test("a balance that changed since the earlier run the same day is brought up to date, still one row", async () => {
    const db = testDb.db();
    const saver = await customerWith("asset");
    await recordDailySnapshots();
    await db.asset.updateMany({ where: { customerId: saver.id }, data: { value: "1500.00" } });

    await recordDailySnapshots();

    expect(await snapshotOf(saver.id)).toMatchObject({ assets: "1500.00" });
    expect(await db.assetWorthHistory.count({ where: { customerId: saver.id } })).toBe(1);
  });
});
