import { GET } from "@/app/api/transactions/export/route";
import { getDb } from "@/lib/db";
import { CSV_HEADER } from "@/lib/transactions/export-transactions-csv";
import { seedReferenceData } from "@/prisma/seed";
import { useTestDatabase } from "@/tests/helpers/test-db";

import { addTransaction, categoryId, createMember } from "./transaction-fixtures";

useTestDatabase();

beforeAll(async () => {
  await seedReferenceData(await getDb());
});

const exportCsv = (query: string, cookie?: string) =>
  GET(new Request(`http://localhost/api/transactions/export?${query}`, { headers: cookie ? { cookie } : {} }));

test("the member's filtered transactions as RFC 4180 CSV, money out negative, formulas neutralised, parts as rows", async () => {
  const owner = await createMember();
  const other = await createMember();
  const groceries = await categoryId("Groceries");
  const restaurants = await categoryId("Restaurants");
  await addTransaction(owner, { name: "=HYPERLINK(\"http://evil\")", merchantName: "Evil, Inc.", amount: "12.50", date: "2026-03-04", budgetCategoryId: groceries, notes: "@mention" });
  await addTransaction(owner, { name: "Acme payroll", amount: "-2275.00", date: "2026-03-03", pending: true });
  const split = await addTransaction(owner, { name: "Target", amount: "45.00", date: "2026-03-02" });
  await (await getDb()).transactionSplit.createMany({
    data: [
      { transactionId: split.id, budgetCategoryId: groceries, amount: "30.00", sortOrder: 0 },
      { transactionId: split.id, budgetCategoryId: restaurants, amount: "15.00", sortOrder: 1 },
    ],
  });
  await addTransaction(owner, { name: "Too early", amount: "1.00", date: "2026-02-01" });
  await addTransaction(other, { name: "Not mine", amount: "1.00", date: "2026-03-04" });

  const response = await exportCsv("from=2026-03-01&to=2026-03-31", owner.cookie);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"$/);
  const text = (await response.text()).replace(/^\uFEFF/, "");
  expect(text.split("\r\n")).toEqual([
    CSV_HEADER.join(","),
    `2026-03-04,Posted,Everyday Checking ·1234,"Evil, Inc.","'=HYPERLINK(""http://evil"")",Groceries,Food and drink,-12.50,'@mention,`,
    "2026-03-03,Pending,Everyday Checking ·1234,,Acme payroll,Uncategorized,,2275.00,,",
    `2026-03-02,Posted,Everyday Checking ·1234,,Target,Groceries,Food and drink,-30.00,,${split.id}`,
    `2026-03-02,Posted,Everyday Checking ·1234,,Target,Restaurants,Food and drink,-15.00,,${split.id}`,
    "",
  ]);
});

test("more rows than one batch arrive whole and in order", async () => {
  const owner = await createMember();
  const db = await getDb();
  await db.transaction.createMany({
    data: Array.from({ length: 2100 }, (_, n) => ({
      customerId: owner.customer.id,
      name: `Row ${n}`,
      amount: "1.00",
      date: new Date(Date.UTC(2025, 0, 1) + (n % 300) * 86_400_000),
    })),
  });
  const lines = (await (await exportCsv("", owner.cookie)).text()).trim().split("\r\n");
  expect(lines).toHaveLength(2101);
  const dates = lines.slice(1).map((line) => line.slice(0, 10));
  expect([...dates].sort().reverse()).toEqual(dates);
  expect(new Set(lines.slice(1).map((line) => line.split(",")[4])).size).toBe(2100);
});

test("signed out: 401 and no data", async () => {
  const response = await exportCsv("");
  expect(response.status).toBe(401);
});
