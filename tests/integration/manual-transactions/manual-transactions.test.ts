import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/db";
import { createAsset, createCreditCard, createCustomer, createUser } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

const CREATE = `mutation($input: ManualTransactionInput!) {
  createManualTransaction(input: $input) { error errorField transaction { id account { id } date name amount budgetCategory { id } notes } }
}`;
const DELETE = "mutation($id: ID!) { deleteManualTransaction(id: $id) { error didDelete } }";
const LIST = "query($accountId: ID!) { manualTransactions(accountId: $accountId) { id name amount } }";

type CreatePayload = {
  createManualTransaction: {
    error: string | null;
    errorField: string | null;
    transaction: {
      id: string;
      account: { id: string };
      date: string;
      name: string;
      amount: number;
      budgetCategory: { id: string } | null;
      notes: string | null;
    } | null;
  };
};

async function memberWithAccounts() {
  const db = await getDb();
  const user = await createUser(db);
  const customer = await createCustomer(db, { userId: user.id });
  const { cookie } = await sessionCookieFor(user.id);
  const cash = await createAsset(db, { customerId: customer.id, name: "Cash envelope", subtype: "other" });
  const card = await createCreditCard(db, { customerId: customer.id, name: "Store card", provider: "MANUAL" });
  const linked = await createAsset(db, { customerId: customer.id, name: "Linked", provider: "PLAID", plaidAccountId: `p-${randomUUID()}` });
  return { user, customer, cookie, cash, card, linked };
}

const input = (accountId: string, overrides: Record<string, unknown> = {}) => ({
  accountId,
  date: "2026-03-01",
  name: "Farmers market",
  amount: 23.5,
  notes: "Cash",
  ...overrides,
});

describe("createManualTransaction", () => {
  test("adds a transaction to the member's manual asset or card, money in as a negative amount", async () => {
    const { cookie, cash, card, customer } = await memberWithAccounts();
    const db = await getDb();
    const category = await db.budgetCategory.create({
      data: { name: `Groceries ${randomUUID().slice(0, 6)}`, color: "#047857", categoryType: "ESSENTIAL", kind: "EXPENSE" },
    });
    const spent = await executeGraphQL<CreatePayload>({ query: CREATE, variables: { input: input(cash.id, { budgetCategoryId: category.id }) }, cookie });
    expect(spent.body.data!.createManualTransaction).toEqual({
      error: null,
      errorField: null,
      transaction: {
        id: expect.any(String),
        account: { id: cash.id },
        date: "2026-03-01",
        name: "Farmers market",
        amount: 23.5,
        budgetCategory: { id: category.id },
        notes: "Cash",
      },
    });
    const refund = await executeGraphQL<CreatePayload>({ query: CREATE, variables: { input: input(card.id, { amount: -12, name: "Refund" }) }, cookie });
    expect(refund.body.data!.createManualTransaction.transaction).toMatchObject({ account: { id: card.id }, amount: -12 });

    const stored = await db.transaction.findMany({ where: { customerId: customer.id }, orderBy: { amount: "asc" } });
    expect(stored.map((row) => [row.amount.toFixed(2), row.categorySource, row.plaidTransactionId, row.merchantKey])).toEqual([
      ["-12.00", "NONE", null, "refund"],
      ["23.50", "USER", null, "farmers market"],
    ]);
    const list = await executeGraphQL<{ manualTransactions: { name: string }[] }>({ query: LIST, variables: { accountId: cash.id }, cookie });
    expect(list.body.data!.manualTransactions.map((row) => row.name)).toEqual(["Farmers market"]);
  });

  test.each([
    [{ amount: 0 }, "amount", "Enter an amount other than 0, in dollars and cents."],
    [{ amount: 1.234 }, "amount", "Enter an amount other than 0, in dollars and cents."],
    [{ name: "  " }, "name", "Enter a description."],
    [{ date: "2026-02-30" }, "date", "Enter a date (YYYY-MM-DD)."],
    [{ date: "2999-01-01" }, "date", "Enter a date that is not in the future."],
    [{ budgetCategoryId: "no-such-category" }, "budgetCategoryId", "Choose a category from the list."],
  ])("bad input %j is refused with a clear message and nothing is stored", async (overrides, field, message) => {
    const { cookie, cash, customer } = await memberWithAccounts();
    const { body } = await executeGraphQL<CreatePayload>({ query: CREATE, variables: { input: input(cash.id, overrides) }, cookie });
    expect(body.data!.createManualTransaction).toEqual({ error: message, errorField: field, transaction: null });
    const db = await getDb();
    expect(await db.transaction.count({ where: { customerId: customer.id } })).toBe(0);
  });

  test("the member's own category is saved; another member's own category is refused like a missing one", async () => {
    const owner = await memberWithAccounts();
    const other = await memberWithAccounts();
    const db = await getDb();
    const ownCategory = (customerId: string) =>
      db.budgetCategory.create({
        data: { customerId, name: `Allotment ${randomUUID().slice(0, 6)}`, color: "#047857", categoryType: "ESSENTIAL", kind: "EXPENSE" },
      });
    const [mine, theirs] = await Promise.all([ownCategory(owner.customer.id), ownCategory(other.customer.id)]);

    const refused = await executeGraphQL<CreatePayload>({ query: CREATE, variables: { input: input(owner.cash.id, { budgetCategoryId: theirs.id }) }, cookie: owner.cookie });
    expect(refused.body.data!.createManualTransaction).toEqual({ error: "Choose a category from the list.", errorField: "budgetCategoryId", transaction: null });
    const saved = await executeGraphQL<CreatePayload>({ query: CREATE, variables: { input: input(owner.cash.id, { budgetCategoryId: mine.id }) }, cookie: owner.cookie });
    expect(saved.body.data!.createManualTransaction.transaction?.budgetCategory?.id).toBe(mine.id);
    expect(await db.transaction.count({ where: { customerId: owner.customer.id } })).toBe(1);
  });

  test("a linked account, or another member's manual account, is refused like a missing one", async () => {
    const owner = await memberWithAccounts();
    const other = await memberWithAccounts();
    for (const accountId of [owner.linked.id, other.cash.id, "missing"]) {
      const { body } = await executeGraphQL<CreatePayload>({ query: CREATE, variables: { input: input(accountId) }, cookie: owner.cookie });
      expect(body.data!.createManualTransaction).toEqual({ error: "Choose an account.", errorField: "accountId", transaction: null });
    }
    const db = await getDb();
    expect(await db.transaction.count({ where: { customerId: { in: [owner.customer.id, other.customer.id] } } })).toBe(0);
    const list = await executeGraphQL<{ manualTransactions: unknown[] }>({ query: LIST, variables: { accountId: other.cash.id }, cookie: owner.cookie });
    expect(list.body.data!.manualTransactions).toEqual([]);
  });
});

describe("deleteManualTransaction", () => {
  test("the owner deletes their manual transaction; another member, or a synced transaction, is not found", async () => {
    const owner = await memberWithAccounts();
    const other = await memberWithAccounts();
    const created = await executeGraphQL<CreatePayload>({ query: CREATE, variables: { input: input(owner.cash.id) }, cookie: owner.cookie });
    const id = created.body.data!.createManualTransaction.transaction!.id;

    const refused = await executeGraphQL<{ deleteManualTransaction: { error: string | null; didDelete: boolean } }>({
      query: DELETE,
      variables: { id },
      cookie: other.cookie,
    });
    expect(refused.body.data!.deleteManualTransaction).toEqual({ error: "Transaction not found.", didDelete: false });

    const db = await getDb();
    const synced = await db.transaction.create({
      data: {
        customerId: owner.customer.id,
        assetId: owner.linked.id,
        plaidTransactionId: `tx-${randomUUID()}`,
        amount: "5.00",
        date: new Date("2026-03-02T00:00:00Z"),
        name: "Coffee",
      },
    });
    const syncedAnswer = await executeGraphQL<{ deleteManualTransaction: { error: string | null } }>({
      query: DELETE,
      variables: { id: synced.id },
      cookie: owner.cookie,
    });
    expect(syncedAnswer.body.data!.deleteManualTransaction.error).toBe("Transaction not found.");

    const deleted = await executeGraphQL<{ deleteManualTransaction: { error: string | null; didDelete: boolean } }>({
      query: DELETE,
      variables: { id },
      cookie: owner.cookie,
    });
    expect(deleted.body.data!.deleteManualTransaction).toEqual({ error: null, didDelete: true });
    expect(await db.transaction.findMany({ where: { customerId: owner.customer.id }, select: { id: true } })).toEqual([{ id: synced.id }]);
  });
});
