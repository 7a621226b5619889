import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { spendingLinesSql } from "@/lib/transactions/spending-lines-sql";
import { seedReferenceData } from "@/prisma/seed";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { addTransaction, call, categoryId, createMember, type Member } from "./transaction-fixtures";

// DailySpending, the per-day sums the budget and the spending breakdown read, and the monthly sums by category and by
// merchant kept with them, must always equal summing the member's spending lines directly, whatever wrote the transactions: inserts, edits, splits, exclusions, transfer pairs,
// deletes and a removed account. The database keeps it (triggers); this checks it after each kind of write.

useTestDatabase();
beforeAll(async () => {
  await seedReferenceData(await getDb());
});

const UPDATE = `mutation($id: ID!, $changes: TransactionChanges!) { updateTransaction(id: $id, changes: $changes) { error } }`;
const BULK = `mutation($ids: [ID!]!, $changes: BulkTransactionChanges!) { bulkUpdateTransactions(ids: $ids, changes: $changes) { error } }`;
const SPLIT = `mutation($id: ID!, $parts: [SplitPartInput!]!) { splitTransaction(id: $id, parts: $parts) { error } }`;
const UNSPLIT = `mutation($id: ID!) { unsplitTransaction(id: $id) { error } }`;

type Sum = { date: string; budgetCategoryId: string | null; amount: string; lineCount: number };

async function rollup(member: Member): Promise<Sum[]> {
  const db = await getDb();
  return db.$queryRaw<Sum[]>`
    SELECT to_char(date, 'YYYY-MM-DD') AS date, NULLIF("budgetCategoryId", '') AS "budgetCategoryId", amount::text AS amount, "lineCount" AS "lineCount"
    FROM "DailySpending" WHERE "customerId" = ${member.customer.id}
    ORDER BY 1, 2`;
}

async function direct(member: Member): Promise<Sum[]> {
  const db = await getDb();
  const lines = spendingLinesSql({ customerId: member.customer.id, from: new Date("2000-01-01"), through: new Date("2100-01-01") });
  return db.$queryRaw<Sum[]>`
    SELECT to_char(l.date, 'YYYY-MM-DD') AS date, l."budgetCategoryId", SUM(l.amount)::numeric(14,2)::text AS amount, COUNT(*)::int AS "lineCount"
    FROM ${lines} l GROUP BY l.date, l."budgetCategoryId"
    ORDER BY 1, 2`;
}

type MerchantSum = { month: string; merchantKey: string; merchant: string; amount: string; transactionCount: number; lastDate: string };

/** The monthly sums by category and by merchant, as stored and as computed from the lines. */
async function months(member: Member) {
  const db = await getDb();
  const lines = spendingLinesSql({ customerId: member.customer.id, from: new Date("2000-01-01"), through: new Date("2100-01-01") });
  const [stored, computed, storedMerchants, computedMerchants] = await Promise.all([
    db.$queryRaw<Sum[]>`
      SELECT to_char(month, 'YYYY-MM-DD') AS date, NULLIF("budgetCategoryId", '') AS "budgetCategoryId", amount::text AS amount, "lineCount" AS "lineCount"
      FROM "MonthlySpending" WHERE "customerId" = ${member.customer.id} ORDER BY 1, 2`,
    db.$queryRaw<Sum[]>`
      SELECT to_char(date_trunc('month', l.date), 'YYYY-MM-DD') AS date, l."budgetCategoryId", SUM(l.amount)::numeric(14,2)::text AS amount, COUNT(*)::int AS "lineCount"
      FROM ${lines} l GROUP BY 1, 2 ORDER BY 1, 2`,
    db.$queryRaw<MerchantSum[]>`
      SELECT to_char(month, 'YYYY-MM-DD') AS month, "merchantKey", merchant, amount::text AS amount, "transactionCount" AS "transactionCount",
        to_char("lastDate", 'YYYY-MM-DD') AS "lastDate"
      FROM "MonthlyMerchantSpending" WHERE "customerId" = ${member.customer.id} ORDER BY 1, 2`,
    db.$queryRaw<MerchantSum[]>`
      SELECT to_char(date_trunc('month', l.date), 'YYYY-MM-DD') AS month, COALESCE(NULLIF(l."merchantKey", ''), lower(l.merchant)) AS "merchantKey",
        (array_agg(l.merchant ORDER BY l.date DESC, l."transactionId"))[1] AS merchant, SUM(l.amount)::numeric(14,2)::text AS amount,
        COUNT(DISTINCT l."transactionId")::int AS "transactionCount", to_char(MAX(l.date), 'YYYY-MM-DD') AS "lastDate"
      FROM ${lines} l WHERE l.kind = 'EXPENSE' GROUP BY 1, 2 ORDER BY 1, 2`,
  ]);
  return { stored, computed, storedMerchants, computedMerchants };
}

async function expectInStep(member: Member) {
  const expected = await direct(member);
  expect(await rollup(member)).toEqual(expected);
  const monthly = await months(member);
  expect(monthly.stored).toEqual(monthly.computed);
  expect(monthly.storedMerchants).toEqual(monthly.computedMerchants);
  return expected;
}

const sumOf = (sums: Sum[], date: string) =>
  sums.filter((sum) => sum.date === date).reduce((total, sum) => total.plus(sum.amount), new Prisma.Decimal(0)).toFixed(2);

test("every kind of write keeps the daily sums equal to the lines they sum", async () => {
  const member = await createMember();
  const [groceries, restaurants, coffee] = await Promise.all([categoryId("Groceries"), categoryId("Restaurants"), categoryId("Coffee")]);

  // Inserts, with and without a category, on two days.
  const shop = await addTransaction(member, { name: "H-E-B", amount: "84.10", date: "2026-10-03", budgetCategoryId: groceries });
  const lunch = await addTransaction(member, { name: "Torchy's Tacos", amount: "23.45", date: "2026-10-03", budgetCategoryId: restaurants });
  const mystery = await addTransaction(member, { name: "SQ *STAND", amount: "9.00", date: "2026-10-04" });
  let sums = await expectInStep(member);
  expect(sumOf(sums, "2026-10-03")).toBe("107.55");

  // A category change moves the amount between lines of the day; a note alone changes nothing.
  await call(member.cookie, UPDATE, { id: mystery.id, changes: { budgetCategoryId: coffee } });
  await call(member.cookie, UPDATE, { id: shop.id, changes: { notes: "weekly shop" } });
  await expectInStep(member);

  // A split counts by its parts; undoing it counts the transaction again.
  await call(member.cookie, SPLIT, { id: shop.id, parts: [{ amount: 60, budgetCategoryId: groceries }, { amount: 24.1, budgetCategoryId: coffee }] });
  sums = await expectInStep(member);
  expect(sums.filter((sum) => sum.date === "2026-10-03")).toHaveLength(3);
  await call(member.cookie, UNSPLIT, { id: shop.id });
  await expectInStep(member);

  // Excluding (in bulk) takes transactions out; a date change moves one to another day.
  await call(member.cookie, BULK, { ids: [lunch.id, mystery.id], changes: { excluded: true } });
  sums = await expectInStep(member);
  expect(sumOf(sums, "2026-10-04")).toBe("0.00");
  const db = await getDb();
  await db.transaction.update({ where: { id: shop.id }, data: { date: new Date("2026-10-05T00:00:00Z") } });
  await expectInStep(member);
  // A renamed merchant moving into the next month changes both months' merchant sums.
  await db.transaction.update({ where: { id: shop.id }, data: { merchantName: "HEB Plus", date: new Date("2026-11-01T00:00:00Z") } });
  const { storedMerchants } = await months(member);
  expect(storedMerchants.map((row) => [row.month, row.merchant, row.amount])).toEqual([["2026-11-01", "HEB Plus", "84.10"]]);
  await expectInStep(member);

  // A transfer pair is left out of both days; deleting a transaction and removing the account clear what is left.
  const out = await addTransaction(member, { name: "Transfer to savings", amount: "500.00", date: "2026-10-06" });
  const back = await addTransaction(member, { name: "Transfer from checking", amount: "-500.00", date: "2026-10-06" });
  await db.$transaction([
    db.transaction.update({ where: { id: out.id }, data: { transferPartnerId: back.id } }),
    db.transaction.update({ where: { id: back.id }, data: { transferPartnerId: out.id } }),
  ]);
  sums = await expectInStep(member);
  expect(sums.filter((sum) => sum.date === "2026-10-06")).toEqual([]);
  await db.transaction.delete({ where: { id: lunch.id } });
  await expectInStep(member);
  await db.asset.delete({ where: { id: member.asset.id } });
  expect(await expectInStep(member)).toEqual([]);
});

test("one member's writes never touch another member's sums", async () => {
  const [first, second] = [await createMember(), await createMember()];
  await addTransaction(first, { name: "Whole Foods", amount: "40.00", date: "2026-10-10" });
  const theirs = await addTransaction(second, { name: "Whole Foods", amount: "12.00", date: "2026-10-10" });
  const before = await rollup(second);
  await addTransaction(first, { name: "Whole Foods", amount: "5.00", date: "2026-10-10" });
  expect(await rollup(second)).toEqual(before);
  expect(before).toEqual([{ date: "2026-10-10", budgetCategoryId: null, amount: "12.00", lineCount: 1 }]);
  expect(theirs.customerId).toBe(second.customer.id);
  await expectInStep(first);
});
