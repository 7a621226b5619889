import { getDb } from "@/lib/db";
import { createUser, seedReferenceData } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

const CREATE = `mutation($budgetData: BudgetInput!) {
  createBudget(budgetData: $budgetData) {
    error errorField
    budget { id target monthYear sortOrder isCustom budgetCategory { id name color categoryType } financialGoal { id } }
  }
}`;
const UPDATE = `mutation($id: ID!, $target: Decimal) { updateBudget(id: $id, target: $target) { error errorField budget { id target } } }`;
const DELETE = `mutation($id: ID!) { deleteBudget(id: $id) { error } }`;

type Budget = { id: string; target: number; monthYear: string; budgetCategory: { id: string; name: string; categoryType: string } };
type CreateResult = { createBudget: { error: string | null; errorField: string | null; budget: Budget | null } };
type UpdateResult = { updateBudget: { error: string | null; errorField: string | null; budget: { id: string; target: number } | null } };
type DeleteResult = { deleteBudget: { error: string | null } };

async function signedInMember() {
  const user = await createUser(await getDb());
  const { cookie } = await sessionCookieFor(user.id);
  const call = async <T>(query: string, variables: Record<string, unknown>) => {
    const { body } = await executeGraphQL<T>({ query, variables, cookie });
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!;
  };
  return { user, call };
}

const thisMonth = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString().slice(0, 10);
};

describe("createBudget (spec 000 §4.9, §7)", () => {
  test("creates the shared Rent/Mortgage category on demand, once, and the budget for this month", async () => {
    const db = await getDb();
    expect(await db.budgetCategory.count({ where: { name: "Rent/Mortgage" } })).toBe(0);
    const { call } = await signedInMember();
    const { createBudget } = await call<CreateResult>(CREATE, { budgetData: { target: 0, budgetCategoryName: "Rent/Mortgage" } });
    expect(createBudget.error).toBeNull();
    expect(createBudget.budget).toMatchObject({
      target: 0,
      monthYear: thisMonth(),
      budgetCategory: { name: "Rent/Mortgage", categoryType: "ESSENTIAL" },
      financialGoal: null,
    });
    const other = await signedInMember();
    await other.call(CREATE, { budgetData: { target: 0, budgetCategoryName: "Rent/Mortgage" } });
    expect(await db.budgetCategory.findMany({ where: { name: "Rent/Mortgage" } })).toEqual([
      expect.objectContaining({ customerId: null }),
    ]);
  });

  test("is idempotent per member, category and month: a second call returns the same budget unchanged", async () => {
    await seedReferenceData(await getDb());
    const { user, call } = await signedInMember();
    const first = await call<CreateResult>(CREATE, { budgetData: { target: 250, budgetCategoryName: "Groceries", monthYear: "2026-03" } });
    const second = await call<CreateResult>(CREATE, { budgetData: { target: 0, budgetCategoryName: "groceries", monthYear: "2026-03-20" } });
    expect(second.createBudget.budget).toEqual(first.createBudget.budget);
    expect(second.createBudget.budget).toMatchObject({ target: 250, monthYear: "2026-03-01" });
    const nextMonth = await call<CreateResult>(CREATE, { budgetData: { target: 0, budgetCategoryName: "Groceries", monthYear: "2026-04" } });
    expect(nextMonth.createBudget.budget!.id).not.toBe(first.createBudget.budget!.id);
    const customer = await (await getDb()).customer.findUniqueOrThrow({ where: { userId: user.id } });
    expect(await (await getDb()).budget.count({ where: { customerId: customer.id } })).toBe(2);
  });

  test.each([
    [{ target: -1, budgetCategoryName: "Rent/Mortgage" }, "target", "Please enter a budget target of $0 or more."],
    [{ target: 0, budgetCategoryName: "Yachts" }, "budgetCategoryName", "That budget category does not exist."],
    [{ target: 0, budgetCategoryName: "Rent/Mortgage", monthYear: "March" }, "monthYear", "Please enter a valid month (YYYY-MM)."],
    [{ budgetCategoryName: "Rent/Mortgage" }, "target", "Please enter a budget target of $0 or more."],
  ])("refuses %p", async (budgetData, errorField, error) => {
    const { call } = await signedInMember();
    expect((await call<CreateResult>(CREATE, { budgetData })).createBudget).toEqual({ error, errorField, budget: null });
  });
});

describe("updateBudget and deleteBudget", () => {
  test("the owner changes the target and deletes the budget", async () => {
    const { call } = await signedInMember();
    const { createBudget } = await call<CreateResult>(CREATE, { budgetData: { target: 0, budgetCategoryName: "Rent/Mortgage" } });
    const id = createBudget.budget!.id;

    const updated = await call<UpdateResult>(UPDATE, { id, target: 1234.567 });
    expect(updated.updateBudget).toEqual({ error: null, errorField: null, budget: { id, target: 1234.57 } });
    expect((await call<UpdateResult>(UPDATE, { id, target: -5 })).updateBudget.error).toBe(
      "Please enter a budget target of $0 or more.",
    );

    expect((await call<DeleteResult>(DELETE, { id })).deleteBudget).toEqual({ error: null });
    expect(await (await getDb()).budget.findUnique({ where: { id } })).toBeNull();
    expect((await call<DeleteResult>(DELETE, { id })).deleteBudget).toEqual({ error: "Budget not found." });
  });

  test("another member can neither change nor delete the owner's budget, and is told it does not exist", async () => {
    const owner = await signedInMember();
    const { createBudget } = await owner.call<CreateResult>(CREATE, { budgetData: { target: 75, budgetCategoryName: "Rent/Mortgage" } });
    const id = createBudget.budget!.id;

    const other = await signedInMember();
    expect((await other.call<UpdateResult>(UPDATE, { id, target: 1 })).updateBudget).toEqual({
      error: "Budget not found.",
      errorField: "id",
      budget: null,
    });
    expect((await other.call<DeleteResult>(DELETE, { id })).deleteBudget).toEqual({ error: "Budget not found." });
    expect((await (await getDb()).budget.findUniqueOrThrow({ where: { id } })).target.toNumber()).toBe(75);
  });

  test.each([
    'mutation { createBudget(budgetData: { target: 0, budgetCategoryName: "Rent/Mortgage" }) { error } }',
    'mutation { updateBudget(id: "x", target: 1) { error } }',
    'mutation { deleteBudget(id: "x") { error } }',
  ])("signed-out: %s asks to sign in", async (query) => {
    const { body } = await executeGraphQL({ query });
    expect(body.errors?.[0]?.message).toBe("Please sign in and try again.");
  });
});
