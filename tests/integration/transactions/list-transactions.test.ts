import { getDb } from "@/lib/db";
import { seedReferenceData } from "@/prisma/seed";
import { useTestDatabase } from "@/tests/helpers/test-db";

import { addTransaction, call, categoryId, createMember, TRANSACTION_FIELDS, type Member } from "./transaction-fixtures";

useTestDatabase();

beforeAll(async () => {
  await seedReferenceData(await getDb());
});

const LIST = `query($filter: TransactionFilter, $first: Int, $after: String) {
  transactions(filter: $filter, first: $first, after: $after) { nodes { ${TRANSACTION_FIELDS} } endCursor hasNextPage } }`;
const TOTALS = `query($filter: TransactionFilter) { transactionTotals(filter: $filter) { count moneyIn moneyOut needsReviewCount } }`;

type Node = { id: string; date: string; name: string; amount: number; pending: boolean; account: { name: string; mask: string; kind: string } | null; budgetCategory: { name: string } | null; splits: unknown[] };
type Page = { transactions: { nodes: Node[]; endCursor: string | null; hasNextPage: boolean } };

let owner: Member;
let other: Member;

beforeEach(async () => {
  owner = await createMember();
  other = await createMember();
});

const list = (member: Member, filter: Record<string, unknown> = {}, first?: number, after?: string | null) =>
  call<Page>(member.cookie, LIST, { filter, first, after });

test("cursor pages walk every transaction once, newest first, with same-day rows ordered by id", async () => {
  const created = [];
  for (let n = 0; n < 23; n++) {
    // Several rows a day, so pages break inside a day.
    created.push(await addTransaction(owner, { name: `Row ${n}`, amount: `${n + 1}.00`, date: `2026-03-${String(10 + Math.floor(n / 4)).padStart(2, "0")}` }));
  }
  await addTransaction(other, { name: "Not mine", amount: "1.00", date: "2026-03-12" });

  const seen: Node[] = [];
  let after: string | null = null;
  let pages = 0;
  do {
    const { transactions }: Page = await list(owner, {}, 5, after);
    seen.push(...transactions.nodes);
    after = transactions.hasNextPage ? transactions.endCursor : null;
    pages += 1;
  } while (after);

  expect(pages).toBe(5);
  expect(seen.map((node) => node.id)).toEqual(
    [...created].sort((a, b) => b.date.getTime() - a.date.getTime() || (a.id < b.id ? 1 : -1)).map((row) => row.id),
  );
  expect(seen[0]).toMatchObject({ account: { name: "Everyday Checking", mask: "1234", kind: "ASSET" } });
});

test("a cursor that is not one of ours is refused with the spec-style message", async () => {
  const { body } = await import("@/tests/helpers/graphql").then(({ executeGraphQL }) =>
    executeGraphQL({ query: LIST, variables: { after: "garbage" }, cookie: owner.cookie }),
  );
  expect(body.errors?.[0]?.message).toBe("The list moved on: start again from the first page.");
});

test("filters: search, account, category with its subcategories and split parts, dates, amounts, status, type, review", async () => {
  const groceries = await categoryId("Groceries");
  const foodAndDrink = await categoryId("Food and drink");
  const restaurants = await categoryId("Restaurants");
  const paycheck = await categoryId("Paycheck");
  const db = await getDb();
  const card = await db.creditCard.create({ data: { customerId: owner.customer.id, name: "Visa", mask: "9876", value: "0" } });

  const heb = await addTransaction(owner, { name: "H-E-B #42", merchantName: "H-E-B", amount: "142.87", date: "2026-03-02", budgetCategoryId: groceries });
  const tacos = await addTransaction(owner, { name: "Torchy's Tacos", amount: "27.35", date: "2026-03-05", budgetCategoryId: restaurants, pending: true, needsReview: true });
  const pay = await addTransaction(owner, { name: "Acme payroll", amount: "-2275.00", date: "2026-03-15", budgetCategoryId: paycheck });
  const mixed = await addTransaction(owner, { name: "Walmart", amount: "60.00", date: "2026-03-20", needsReview: true });
  await db.transactionSplit.createMany({
    data: [
      { transactionId: mixed.id, budgetCategoryId: groceries, amount: "40.00" },
      { transactionId: mixed.id, budgetCategoryId: (await categoryId("Entertainment")), amount: "20.00" },
    ],
  });
  const onCard = await db.transaction.create({
    data: { customerId: owner.customer.id, creditCardId: card.id, name: "Shell", merchantKey: "shell", amount: "48.20", date: new Date("2026-04-01T00:00:00Z") },
  });
  await addTransaction(other, { name: "H-E-B", amount: "10.00", date: "2026-03-02", budgetCategoryId: groceries });

  const ids = async (filter: Record<string, unknown>) => (await list(owner, filter)).transactions.nodes.map((node) => node.id);
  expect(await ids({ q: "h-e-b" })).toEqual([heb.id]);
  expect(await ids({ q: "TORCHY" })).toEqual([tacos.id]);
  expect(await ids({ accountId: card.id })).toEqual([onCard.id]);
  expect(await ids({ categoryId: groceries })).toEqual([mixed.id, heb.id]);
  expect(await ids({ categoryId: foodAndDrink })).toEqual([mixed.id, tacos.id, heb.id]);
  expect(await ids({ from: "2026-03-05", to: "2026-03-15" })).toEqual([pay.id, tacos.id]);
  expect(await ids({ minAmount: 40, maxAmount: 100 })).toEqual([onCard.id, mixed.id]);
  expect(await ids({ minAmount: 2000 })).toEqual([pay.id]);
  expect(await ids({ status: "PENDING" })).toEqual([tacos.id]);
  expect(await ids({ status: "POSTED", type: "INCOME" })).toEqual([pay.id]);
  expect(await ids({ type: "EXPENSE", to: "2026-03-31" })).toEqual([mixed.id, tacos.id, heb.id]);
  expect(await ids({ needsReview: true })).toEqual([mixed.id, tacos.id]);
  // 'Uncategorized' also finds what has no category yet (a split one has its parts' categories).
  expect(await ids({ categoryId: await categoryId("Uncategorized") })).toEqual([onCard.id]);

  const { transactionTotals } = await call<{ transactionTotals: Record<string, number> }>(owner.cookie, TOTALS, { filter: { to: "2026-03-31" } });
  expect(transactionTotals).toEqual({ count: 4, moneyIn: 2275, moneyOut: 230.22, needsReviewCount: 2 });

  // A search's own % and _ are literal characters, not wildcards.
  const percent = await addTransaction(owner, { name: "Save 50% on shoes", amount: "5.00", date: "2026-03-03" });
  expect(await ids({ q: "50%" })).toEqual([percent.id]);
  expect(await ids({ q: "h_e" })).toEqual([]);

  // Notes are searched as soon as they change, and a search never matches across the end of one field.
  await db.transaction.update({ where: { id: tacos.id }, data: { notes: "team lunch" } });
  expect(await ids({ q: "LUNCH" })).toEqual([tacos.id]);
  expect(await ids({ q: "tacos team" })).toEqual([]);
  await db.transaction.update({ where: { id: tacos.id }, data: { notes: null } });
  expect(await ids({ q: "lunch" })).toEqual([]);

  const refused = await list(owner, { from: "2026-03-31", to: "2026-03-01" }).catch((error: Error) => error.message);
  expect(refused).toBe("The start date must be on or before the end date.");
});

test("another member sees none of the member's transactions", async () => {
  await addTransaction(owner, { name: "Private", amount: "5.00", date: "2026-03-01" });
  expect((await list(other)).transactions.nodes).toEqual([]);
});
