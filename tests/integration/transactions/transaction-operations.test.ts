import { getDb } from "@/lib/db";
import { createStaffUser, seedReferenceData } from "@/prisma/seed";
import { sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

import { addTransaction, call, categoryId, createMember, TRANSACTION_FIELDS, type Member } from "./transaction-fixtures";

useTestDatabase();

beforeAll(async () => {
  await seedReferenceData(await getDb());
});

type Payload = { error: string | null; errorField?: string | null };
type Tx = { id: string; amount: number; categorySource: string; needsReview: boolean; excluded: boolean; notes: string | null;
  budgetCategory: { id: string; name: string } | null; splits: Array<{ amount: number; budgetCategory: { name: string } }> };

const UPDATE = `mutation($id: ID!, $changes: TransactionChanges!) { updateTransaction(id: $id, changes: $changes) {
  error errorField transaction { ${TRANSACTION_FIELDS} } ruleSuggestion { merchantName pastMatchCount budgetCategory { id name } } } }`;
const RULE = `mutation($transactionId: ID, $merchantKey: String, $budgetCategoryId: ID!, $applyToPast: Boolean) {
  createCategoryRule(transactionId: $transactionId, merchantKey: $merchantKey, budgetCategoryId: $budgetCategoryId, applyToPast: $applyToPast) {
    error errorField updatedCount rule { id merchantName merchantKey budgetCategory { name } } } }`;
const DELETE_RULE = `mutation($id: ID!) { deleteCategoryRule(id: $id) { error success } }`;
const BULK = `mutation($ids: [ID!]!, $changes: BulkTransactionChanges!) { bulkUpdateTransactions(ids: $ids, changes: $changes) { error errorField updatedCount } }`;
const SPLIT = `mutation($id: ID!, $parts: [SplitPartInput!]!) { splitTransaction(id: $id, parts: $parts) { error errorField transaction { ${TRANSACTION_FIELDS} } } }`;
const UNSPLIT = `mutation($id: ID!) { unsplitTransaction(id: $id) { error transaction { id splits { id } } } }`;
const CATEGORIES = `query { budgetCategories { id name color categoryType kind budgetGroup isCustom parent { id name } } }`;

type UpdateResult = { updateTransaction: Payload & { transaction: Tx | null; ruleSuggestion: { merchantName: string; pastMatchCount: number; budgetCategory: { name: string } } | null } };
type RuleResult = { createCategoryRule: Payload & { updatedCount: number; rule: { id: string; merchantName: string; budgetCategory: { name: string } } | null } };
type SplitResult = { splitTransaction: Payload & { transaction: Tx | null } };

let owner: Member;
let other: Member;
let groceries: string;
let restaurants: string;

beforeEach(async () => {
  owner = await createMember();
  other = await createMember();
  groceries = await categoryId("Groceries");
  restaurants = await categoryId("Restaurants");
});

describe("budgetCategories", () => {
  test("the shared categories with their parents and the member's own, not another member's", async () => {
    const db = await getDb();
    await db.budgetCategory.create({ data: { customerId: owner.customer.id, name: "Dog", color: "#123456", categoryType: "DISCRETIONARY" } });
    await db.budgetCategory.create({ data: { customerId: other.customer.id, name: "Boat", color: "#123456", categoryType: "DISCRETIONARY" } });
    const { budgetCategories } = await call<{ budgetCategories: Array<{ name: string; isCustom: boolean; kind: string; parent: { name: string } | null }> }>(owner.cookie, CATEGORIES);
    const names = budgetCategories.map((category) => category.name);
    expect(names).toContain("Dog");
    expect(names).not.toContain("Boat");
    expect(budgetCategories.find((category) => category.name === "Groceries")).toMatchObject({ kind: "EXPENSE", isCustom: false, parent: { name: "Food and drink" } });
  });
});

describe("updateTransaction", () => {
  test("a category change is the member's own and offers the rule with the count of past matches", async () => {
    const lunch = await addTransaction(owner, { name: "TST* BLUE CAFE 42", merchantName: "Blue Cafe", amount: "12.50", date: "2026-03-10", budgetCategoryId: groceries, needsReview: true });
    await addTransaction(owner, { name: "Blue Cafe", merchantName: "Blue Cafe", amount: "9.00", date: "2026-02-10", budgetCategoryId: groceries });
    await addTransaction(owner, { name: "Blue Cafe", merchantName: "Blue Cafe", amount: "7.00", date: "2026-01-10" });
    await addTransaction(owner, { name: "Blue Cafe", merchantName: "Blue Cafe", amount: "8.00", date: "2026-01-09", budgetCategoryId: groceries, categorySource: "USER" });

    const { updateTransaction } = await call<UpdateResult>(owner.cookie, UPDATE, { id: lunch.id, changes: { budgetCategoryId: restaurants, notes: " lunch with Sam " } });
    expect(updateTransaction.error).toBeNull();
    expect(updateTransaction.transaction).toMatchObject({ categorySource: "USER", needsReview: false, notes: "lunch with Sam", budgetCategory: { name: "Restaurants" } });
    // Two past matches may move; the one the member set by hand stays.
    expect(updateTransaction.ruleSuggestion).toEqual({ merchantName: "Blue Cafe", pastMatchCount: 2, budgetCategory: { id: restaurants, name: "Restaurants" } });
  });

  test("no suggestion when a rule already says so; notes, excluded and reviewed change alone", async () => {
    const coffee = await addTransaction(owner, { name: "Blue Cafe", merchantName: "Blue Cafe", amount: "4.00", date: "2026-03-01", needsReview: true });
    await call<RuleResult>(owner.cookie, RULE, { transactionId: coffee.id, budgetCategoryId: restaurants });
    const { updateTransaction: recategorised } = await call<UpdateResult>(owner.cookie, UPDATE, { id: coffee.id, changes: { budgetCategoryId: restaurants } });
    expect(recategorised.ruleSuggestion).toBeNull();

    const { updateTransaction } = await call<UpdateResult>(owner.cookie, UPDATE, { id: coffee.id, changes: { excluded: true, reviewed: false, notes: null } });
    expect(updateTransaction.transaction).toMatchObject({ excluded: true, needsReview: true, notes: null });
  });

  test("another member's transaction is not found and stays as it was; an unknown category is refused", async () => {
    const theirs = await addTransaction(other, { name: "Their shop", amount: "10.00", date: "2026-03-01" });
    const { updateTransaction } = await call<UpdateResult>(owner.cookie, UPDATE, { id: theirs.id, changes: { notes: "mine now" } });
    expect(updateTransaction).toMatchObject({ error: "We could not find that transaction.", errorField: "id", transaction: null });
    const db = await getDb();
    expect((await db.transaction.findUniqueOrThrow({ where: { id: theirs.id } })).notes).toBeNull();

    const mine = await addTransaction(owner, { name: "Shop", amount: "10.00", date: "2026-03-01" });
    const theirCategory = await db.budgetCategory.create({ data: { customerId: other.customer.id, name: "Secret", color: "#000000", categoryType: "DISCRETIONARY" } });
    for (const budgetCategoryId of ["no-such-category", theirCategory.id]) {
      const { updateTransaction: refused } = await call<UpdateResult>(owner.cookie, UPDATE, { id: mine.id, changes: { budgetCategoryId, notes: "lost?" } });
      expect(refused).toMatchObject({ error: "Choose a category from the list.", errorField: "budgetCategoryId" });
    }
    expect((await db.transaction.findUniqueOrThrow({ where: { id: mine.id } })).notes).toBeNull();
  });

  test("notes longer than 1,000 characters are refused", async () => {
    const mine = await addTransaction(owner, { name: "Shop", amount: "10.00", date: "2026-03-01" });
    const { updateTransaction } = await call<UpdateResult>(owner.cookie, UPDATE, { id: mine.id, changes: { notes: "x".repeat(1001) } });
    expect(updateTransaction).toMatchObject({ error: "Notes can be at most 1,000 characters.", errorField: "notes" });
  });

  test("a coach in coach mode edits the coached member's transaction, as with accounts", async () => {
    const db = await getDb();
    const staff = await createStaffUser(db);
    const { cookie } = await sessionCookieFor(staff.id, { coachedUserId: owner.user.id });
    const mine = await addTransaction(owner, { name: "Shop", amount: "10.00", date: "2026-03-01" });
    const { updateTransaction } = await call<UpdateResult>(cookie, UPDATE, { id: mine.id, changes: { notes: "checked with coach" } });
    expect(updateTransaction.transaction?.notes).toBe("checked with coach");
  });
});

describe("createCategoryRule", () => {
  test("applying to past matches moves the merchant's transactions not set by hand, in one go", async () => {
    const first = await addTransaction(owner, { name: "NETFLIX.COM", merchantName: "Netflix", amount: "15.49", date: "2026-03-08", needsReview: true });
    await addTransaction(owner, { name: "NETFLIX.COM", merchantName: "Netflix", amount: "15.49", date: "2026-02-08", budgetCategoryId: groceries });
    const byHand = await addTransaction(owner, { name: "NETFLIX.COM", merchantName: "Netflix", amount: "15.49", date: "2026-01-08", budgetCategoryId: groceries, categorySource: "USER" });
    const theirs = await addTransaction(other, { name: "NETFLIX.COM", merchantName: "Netflix", amount: "15.49", date: "2026-02-08" });
    const entertainment = await categoryId("Entertainment");

    const { createCategoryRule } = await call<RuleResult>(owner.cookie, RULE, { transactionId: first.id, budgetCategoryId: entertainment, applyToPast: true });
    expect(createCategoryRule).toMatchObject({ error: null, updatedCount: 2, rule: { merchantName: "Netflix", budgetCategory: { name: "Entertainment" } } });

    const db = await getDb();
    const rows = await db.transaction.findMany({ where: { merchantKey: "netflix" }, select: { id: true, budgetCategoryId: true, categorySource: true } });
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(first.id)).toMatchObject({ budgetCategoryId: entertainment, categorySource: "RULE" });
    expect(byId.get(byHand.id)).toMatchObject({ budgetCategoryId: groceries, categorySource: "USER" });
    expect(byId.get(theirs.id)?.budgetCategoryId).toBeNull();
  });

  test("without applyToPast nothing moves; a second answer replaces the rule; deleteCategoryRule removes it", async () => {
    const first = await addTransaction(owner, { name: "Shell", merchantName: "Shell", amount: "40.00", date: "2026-03-08" });
    const { createCategoryRule } = await call<RuleResult>(owner.cookie, RULE, { merchantKey: "SHELL #123", budgetCategoryId: groceries });
    expect(createCategoryRule).toMatchObject({ updatedCount: 0, rule: { merchantName: "Shell" } });
    const { createCategoryRule: replaced } = await call<RuleResult>(owner.cookie, RULE, { transactionId: first.id, budgetCategoryId: restaurants });
    expect(replaced.rule?.id).toBe(createCategoryRule.rule?.id);
    expect(replaced.rule?.budgetCategory.name).toBe("Restaurants");

    const refused = await call<{ deleteCategoryRule: Payload & { success: boolean } }>(other.cookie, DELETE_RULE, { id: replaced.rule!.id });
    expect(refused.deleteCategoryRule).toMatchObject({ error: "We could not find that rule.", success: false });
    const deleted = await call<{ deleteCategoryRule: Payload & { success: boolean } }>(owner.cookie, DELETE_RULE, { id: replaced.rule!.id });
    expect(deleted.deleteCategoryRule).toMatchObject({ error: null, success: true });
  });

  test("another member's transaction, an unknown category and a merchant-less name are refused", async () => {
    const theirs = await addTransaction(other, { name: "Shell", merchantName: "Shell", amount: "40.00", date: "2026-03-08" });
    const notMine = await call<RuleResult>(owner.cookie, RULE, { transactionId: theirs.id, budgetCategoryId: groceries, applyToPast: true });
    expect(notMine.createCategoryRule).toMatchObject({ error: "We could not find that transaction.", errorField: "transactionId", rule: null });
    const unknown = await call<RuleResult>(owner.cookie, RULE, { merchantKey: "Shell", budgetCategoryId: "nope" });
    expect(unknown.createCategoryRule).toMatchObject({ error: "Choose a category from the list.", errorField: "budgetCategoryId" });
    const empty = await call<RuleResult>(owner.cookie, RULE, { merchantKey: "#123", budgetCategoryId: groceries });
    expect(empty.createCategoryRule.error).toBe("This transaction has no merchant to make a rule for.");
    const db = await getDb();
    expect(await db.categoryRule.count({ where: { customerId: owner.customer.id } })).toBe(0);
    expect((await db.transaction.findUniqueOrThrow({ where: { id: theirs.id } })).budgetCategoryId).toBeNull();
  });
});

describe("bulkUpdateTransactions", () => {
  test("one change to many of the member's rows", async () => {
    const rows = await Promise.all([1, 2, 3].map((n) => addTransaction(owner, { name: `Shop ${n}`, amount: "5.00", date: `2026-03-0${n}`, needsReview: true })));
    const ids = rows.map((row) => row.id);
    const categorise = await call<{ bulkUpdateTransactions: Payload & { updatedCount: number } }>(owner.cookie, BULK, { ids, changes: { budgetCategoryId: groceries } });
    expect(categorise.bulkUpdateTransactions).toEqual({ error: null, errorField: null, updatedCount: 3 });
    const exclude = await call<{ bulkUpdateTransactions: Payload & { updatedCount: number } }>(owner.cookie, BULK, { ids: ids.slice(0, 2), changes: { excluded: true } });
    expect(exclude.bulkUpdateTransactions.updatedCount).toBe(2);
    const db = await getDb();
    const stored = await db.transaction.findMany({ where: { id: { in: ids } }, orderBy: { date: "asc" }, select: { budgetCategoryId: true, categorySource: true, needsReview: true, excluded: true } });
    expect(stored).toEqual([
      { budgetCategoryId: groceries, categorySource: "USER", needsReview: false, excluded: true },
      { budgetCategoryId: groceries, categorySource: "USER", needsReview: false, excluded: true },
      { budgetCategoryId: groceries, categorySource: "USER", needsReview: false, excluded: false },
    ]);
  });

  test("one id of another member refuses the whole call; more than 500 ids or two changes at once are refused", async () => {
    const mine = await addTransaction(owner, { name: "Mine", amount: "5.00", date: "2026-03-01" });
    const theirs = await addTransaction(other, { name: "Theirs", amount: "5.00", date: "2026-03-01" });
    const mixed = await call<{ bulkUpdateTransactions: Payload & { updatedCount: number } }>(owner.cookie, BULK, { ids: [mine.id, theirs.id], changes: { excluded: true } });
    expect(mixed.bulkUpdateTransactions).toEqual({ error: "Some of these transactions could not be found. Nothing was changed.", errorField: "ids", updatedCount: 0 });
    const db = await getDb();
    expect((await db.transaction.findUniqueOrThrow({ where: { id: mine.id } })).excluded).toBe(false);
    expect((await db.transaction.findUniqueOrThrow({ where: { id: theirs.id } })).excluded).toBe(false);

    const tooMany = Array.from({ length: 501 }, (_, n) => `id-${n}`);
    const limit = await call<{ bulkUpdateTransactions: Payload }>(owner.cookie, BULK, { ids: tooMany, changes: { reviewed: true } });
    expect(limit.bulkUpdateTransactions).toMatchObject({ error: "Select at most 500 transactions at a time.", errorField: "ids" });
    const two = await call<{ bulkUpdateTransactions: Payload }>(owner.cookie, BULK, { ids: [mine.id], changes: { reviewed: true, excluded: true } });
    expect(two.bulkUpdateTransactions.error).toBe("Choose one change: a category, excluded or reviewed.");
  });
});

describe("splitTransaction", () => {
  test("parts that add up to the cent replace earlier parts; unsplit removes them", async () => {
    const target = await addTransaction(owner, { name: "Target", merchantName: "Target", amount: "45.00", date: "2026-03-05", needsReview: true });
    await call<SplitResult>(owner.cookie, SPLIT, { id: target.id, parts: [{ amount: 20, budgetCategoryId: groceries }, { amount: 25, budgetCategoryId: restaurants }] });
    const { splitTransaction } = await call<SplitResult>(owner.cookie, SPLIT, {
      id: target.id,
      parts: [
        { amount: 30.1, budgetCategoryId: groceries, notes: "food" },
        { amount: "10.45", budgetCategoryId: restaurants },
        { amount: 4.45, budgetCategoryId: groceries },
      ],
    });
    expect(splitTransaction.error).toBeNull();
    expect(splitTransaction.transaction?.needsReview).toBe(false);
    expect(splitTransaction.transaction?.splits).toEqual([
      { id: expect.any(String), amount: 30.1, notes: "food", budgetCategory: { id: groceries, name: "Groceries" } },
      { id: expect.any(String), amount: 10.45, notes: null, budgetCategory: { id: restaurants, name: "Restaurants" } },
      { id: expect.any(String), amount: 4.45, notes: null, budgetCategory: { id: groceries, name: "Groceries" } },
    ]);
    const db = await getDb();
    expect(await db.transactionSplit.count({ where: { transactionId: target.id } })).toBe(3);

    const { unsplitTransaction } = await call<{ unsplitTransaction: Payload & { transaction: { splits: unknown[] } } }>(owner.cookie, UNSPLIT, { id: target.id });
    expect(unsplitTransaction).toMatchObject({ error: null, transaction: { splits: [] } });
  });

  test("parts that do not add up say by how much, and nothing is saved", async () => {
    const target = await addTransaction(owner, { name: "Target", amount: "45.00", date: "2026-03-05" });
    const short = await call<SplitResult>(owner.cookie, SPLIT, { id: target.id, parts: [{ amount: 40, budgetCategoryId: groceries }, { amount: 2.1, budgetCategoryId: restaurants }] });
    expect(short.splitTransaction).toMatchObject({
      error: "The parts add up to $42.10; they must add up to $45.00 ($2.90 short).",
      errorField: "parts",
      transaction: null,
    });
    const over = await call<SplitResult>(owner.cookie, SPLIT, { id: target.id, parts: [{ amount: 40, budgetCategoryId: groceries }, { amount: 5.01, budgetCategoryId: restaurants }] });
    expect(over.splitTransaction.error).toBe("The parts add up to $45.01; they must add up to $45.00 ($0.01 over).");
    const db = await getDb();
    expect(await db.transactionSplit.count({ where: { transactionId: target.id } })).toBe(0);
  });

  test("part counts, signs, sub-cent amounts and unknown categories are refused", async () => {
    const target = await addTransaction(owner, { name: "Target", amount: "45.00", date: "2026-03-05" });
    const split = (parts: Array<Record<string, unknown>>) => call<SplitResult>(owner.cookie, SPLIT, { id: target.id, parts });
    const part = (amount: number | string, budgetCategoryId = groceries) => ({ amount, budgetCategoryId });

    expect((await split([part(45)])).splitTransaction).toMatchObject({ error: "A split needs at least 2 parts.", errorField: "parts" });
    expect((await split(Array.from({ length: 11 }, () => part(1)))).splitTransaction.error).toBe("A split can have at most 10 parts.");
    expect((await split([part(50), part(-5)])).splitTransaction).toMatchObject({ error: "Each part must be money out, like the transaction.", errorField: "parts.1.amount" });
    expect((await split([part(44.995), part(0.005)])).splitTransaction).toMatchObject({ error: "Enter each amount in dollars and cents.", errorField: "parts.0.amount" });
    expect((await split([part(45), part(0)])).splitTransaction.errorField).toBe("parts.1.amount");
    expect((await split([part(40), part(5, "unknown")])).splitTransaction).toMatchObject({ error: "Choose a category from the list.", errorField: "parts.1.budgetCategoryId" });

    const refund = await addTransaction(owner, { name: "Refund", amount: "-20.00", date: "2026-03-05" });
    const { splitTransaction } = await call<SplitResult>(owner.cookie, SPLIT, { id: refund.id, parts: [part(-15), part(-5)] });
    expect(splitTransaction.error).toBeNull();
  });

  test("another member cannot split or unsplit the member's transaction", async () => {
    const target = await addTransaction(owner, { name: "Target", amount: "45.00", date: "2026-03-05" });
    const { splitTransaction } = await call<SplitResult>(other.cookie, SPLIT, { id: target.id, parts: [{ amount: 40, budgetCategoryId: groceries }, { amount: 5, budgetCategoryId: groceries }] });
    expect(splitTransaction).toMatchObject({ error: "We could not find that transaction.", transaction: null });
    const { unsplitTransaction } = await call<{ unsplitTransaction: Payload }>(other.cookie, UNSPLIT, { id: target.id });
    expect(unsplitTransaction.error).toBe("We could not find that transaction.");
    const db = await getDb();
    expect(await db.transactionSplit.count({ where: { transactionId: target.id } })).toBe(0);
  });
});

describe("createBudgetCategory", () => {
  const CREATE = `mutation($name: String!, $parentId: ID, $kind: CategoryKind) { createBudgetCategory(name: $name, parentId: $parentId, kind: $kind) {
    error errorField budgetCategory { id name color kind categoryType isCustom parent { id name } } } }`;
  type Created = { createBudgetCategory: Payload & { budgetCategory: { id: string; name: string; kind: string; isCustom: boolean; parent: { name: string } | null } | null } };

  test("a subcategory takes its primary's kind; the member sees it and another member does not", async () => {
    const food = await categoryId("Food and drink");
    const { createBudgetCategory } = await call<Created>(owner.cookie, CREATE, { name: "  Bakery ", parentId: food });
    expect(createBudgetCategory).toMatchObject({ error: null, budgetCategory: { name: "Bakery", kind: "EXPENSE", isCustom: true, parent: { name: "Food and drink" } } });
    const { createBudgetCategory: side } = await call<Created>(owner.cookie, CREATE, { name: "Side gig", kind: "INCOME" });
    expect(side.budgetCategory).toMatchObject({ kind: "INCOME", parent: null });

    const theirs = await call<{ budgetCategories: Array<{ name: string }> }>(other.cookie, CATEGORIES);
    expect(theirs.budgetCategories.map((category) => category.name)).not.toContain("Bakery");
    // Another member's category is not a parent one can choose, nor usable on the member's transactions.
    const refused = await call<Created>(other.cookie, CREATE, { name: "Croissants", parentId: createBudgetCategory.budgetCategory!.id });
    expect(refused.createBudgetCategory).toMatchObject({ error: "Choose a main category from the list.", errorField: "parentId" });
  });

  test("a name that is taken, empty or too long is refused and nothing is saved", async () => {
    const taken = await call<Created>(owner.cookie, CREATE, { name: "groceries" });
    expect(taken.createBudgetCategory).toMatchObject({ error: "There is already a category called groceries.", errorField: "name" });
    expect((await call<Created>(owner.cookie, CREATE, { name: "   " })).createBudgetCategory.error).toBe("Name the category.");
    expect((await call<Created>(owner.cookie, CREATE, { name: "x".repeat(51) })).createBudgetCategory.error).toBe("Category names can be at most 50 characters.");
    const db = await getDb();
    expect(await db.budgetCategory.count({ where: { customerId: owner.customer.id } })).toBe(0);
  });
});
