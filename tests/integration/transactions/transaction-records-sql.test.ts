import { getDb } from "@/lib/db";
import { transactionSelect } from "@/lib/transactions/transaction-records";
import { readTransactionRecords } from "@/lib/transactions/transaction-records-sql";
import { transactionFilterSql } from "@/lib/transactions/transaction-filter-sql";
import { seedReferenceData } from "@/prisma/seed";
import { useTestDatabase } from "@/tests/helpers/test-db";

import { addTransaction, categoryId, createMember } from "./transaction-fixtures";

useTestDatabase();

beforeAll(async () => {
  await seedReferenceData(await getDb());
});

// The hot read writes the transaction record in SQL (transaction-records-sql.ts); it must be exactly what Prisma's
// transactionSelect gives, for every kind of row: each kind of account, a subcategory with its parent, a member's own
// category, split parts in their order, pending, notes, an excluded row.
test("the SQL records equal Prisma's, field for field, in the list's order", async () => {
  const db = await getDb();
  const owner = await createMember();
  const card = await db.creditCard.create({ data: { customerId: owner.customer.id, name: "Visa", nickname: "Travel card", mask: "9876", value: "0" } });
  const loan = await db.loan.create({ data: { customerId: owner.customer.id, name: "Car loan", lender: "Ally", value: "9000" } });
  const own = await db.budgetCategory.create({
    data: { customerId: owner.customer.id, name: "Dog", color: "#123456", categoryType: "DISCRETIONARY", kind: "EXPENSE", parentId: await categoryId("Food and drink") },
  });
  await addTransaction(owner, { name: "H-E-B #42", merchantName: "H-E-B", amount: "142.87", date: "2026-03-02", budgetCategoryId: await categoryId("Groceries") });
  await addTransaction(owner, { name: "Torchy's", amount: "27.35", date: "2026-03-02", budgetCategoryId: own.id, pending: true, needsReview: true, notes: "lunch" });
  const split = await addTransaction(owner, { name: "Walmart", amount: "60.00", date: "2026-03-20" });
  await db.transactionSplit.createMany({
    data: [
      { transactionId: split.id, budgetCategoryId: await categoryId("Entertainment"), amount: "20.00", sortOrder: 1, notes: "film" },
      { transactionId: split.id, budgetCategoryId: await categoryId("Groceries"), amount: "40.00", sortOrder: 0 },
    ],
  });
  await db.transaction.create({
    data: { customerId: owner.customer.id, creditCardId: card.id, name: "Shell", merchantKey: "shell", amount: "48.20", date: new Date("2026-04-01T00:00:00Z"), excluded: true },
  });
  await db.transaction.create({
    data: { customerId: owner.customer.id, loanId: loan.id, name: "Loan payment", amount: "-300.00", date: new Date("2026-04-02T00:00:00Z") },
  });

  const expected = await db.transaction.findMany({
    where: { customerId: owner.customer.id },
    orderBy: [{ date: "desc" }, { id: "desc" }],
    select: transactionSelect,
  });
  const where = transactionFilterSql(owner.customer.id, {}, { uncategorized: false, categoryIds: null, kindCategoryIds: null });
  const actual = await readTransactionRecords({ where, after: null, limit: 10 });
  expect(actual).toEqual(expected);
  expect(actual[2]!.splits.map((part) => part.notes)).toEqual([null, "film"]);

  const [, second] = expected;
  const after = await readTransactionRecords({ where, after: { day: "2026-04-01", id: second!.id }, limit: 10 });
  expect(after.map((row) => row.id)).toEqual(expected.slice(2).map((row) => row.id));
});
