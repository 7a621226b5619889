import { getDb } from "@/lib/db";
import { createCreditScore, createCustomer, createExpense, createIncome, createUser } from "@/prisma/seed";
import { useTestDatabase } from "@/tests/helpers/test-db";

import { CREDIT_SCORES, FINANCIAL_ACCOUNTS, INCOMES, cookieFor, query, save } from "./account-operations";

useTestDatabase();

// Incomes and credit scores (001 §3, §5, §8, §9; updateIncome is shared with onboarding, 000 §7).

const DUPLICATE = "An income with this name already exists. Please enter a different name.";
const WHOLE_NUMBER = "Please enter a valid positive whole number for income.";
const SCORE_RANGE = "Please make sure you enter a valid credit score (between 300 and 850).";

async function member() {
  const db = await getDb();
  const user = await createUser(db);
  return { user, cookie: await cookieFor(user.id) };
}

describe("createIncome / updateIncome", () => {
  test("an income without a name is the yearly 'Salary'; net is 70 % of gross and the monthly figures a twelfth", async () => {
    const { user, cookie } = await member();

    const { error, income } = await save("createIncome", { gross: 85000 }, cookie);

    expect(error).toBeNull();
    expect(income).toMatchObject({
      name: "Salary",
      gross: 85000,
      net: 59500,
      grossMonthly: 7083.33,
      netMonthly: 4958.33,
      interval: 3,
      sortOrder: 0,
    });
    const db = await getDb();
    const customer = await db.customer.findUniqueOrThrow({ where: { userId: user.id } });
    expect(income?.customerId).toBe(customer.id);
  });

  test("a net that is given is kept", async () => {
    const { cookie } = await member();
    const { income } = await save("createIncome", { name: "Side gig", gross: 12000, net: 10000, interval: 2 }, cookie);
    expect(income).toMatchObject({ name: "Side gig", gross: 12000, net: 10000, grossMonthly: 1000, netMonthly: 833.33, interval: 2 });
  });

  test("a second income with the same name (in any case) is refused", async () => {
    const { user, cookie } = await member();
    await save("createIncome", { name: "Salary", gross: 50000 }, cookie);

    expect(await save("createIncome", { name: " salary ", gross: 1 }, cookie)).toEqual({
      error: DUPLICATE,
      errorField: "name",
      income: null,
    });
    const db = await getDb();
    expect(await db.income.count({ where: { customer: { userId: user.id } } })).toBe(1);
  });

  test("renaming an income to another's name is refused; renaming to its own name in another case is not", async () => {
    const { cookie } = await member();
    await save("createIncome", { name: "Salary", gross: 50000 }, cookie);
    const { income: bonus } = await save("createIncome", { name: "Bonus", gross: 5000 }, cookie);

    expect((await save("updateIncome", { id: bonus!.id, name: "SALARY" }, cookie)).error).toBe(DUPLICATE);
    expect((await save("updateIncome", { id: bonus!.id, name: "BONUS" }, cookie)).income).toMatchObject({ name: "BONUS" });
  });

  test.each([[-1], [50000.5]])("gross %p is refused with the whole-number message", async (gross) => {
    const { cookie } = await member();
    expect(await save("createIncome", { gross }, cookie)).toEqual({ error: WHOLE_NUMBER, errorField: "gross", income: null });
  });

  test("an update of gross recomputes net unless net is given; changing only the name keeps the figures", async () => {
    const { cookie } = await member();
    const { income } = await save("createIncome", { name: "Salary", gross: 60000, net: 50000 }, cookie);

    const renamed = await save("updateIncome", { id: income!.id, name: "Main job" }, cookie);
    expect(renamed.income).toMatchObject({ name: "Main job", gross: 60000, net: 50000 });

    const raised = await save("updateIncome", { id: income!.id, gross: 72000 }, cookie);
    expect(raised.income).toMatchObject({ gross: 72000, net: 50400, grossMonthly: 6000, netMonthly: 4200 });
  });

  test("without an id, updateIncome saves the member's income of that name, creating it once (onboarding)", async () => {
    const { user, cookie } = await member();

    const first = await save("updateIncome", { gross: 40000 }, cookie);
    const second = await save("updateIncome", { gross: 45000 }, cookie);

    expect(first.income).toMatchObject({ name: "Salary", gross: 40000, net: 28000 });
    expect(second.income).toMatchObject({ id: first.income!.id, name: "Salary", gross: 45000, net: 31500 });
    const db = await getDb();
    expect(await db.income.count({ where: { customer: { userId: user.id } } })).toBe(1);
    expect(await save("updateIncome", { name: "Rental" }, cookie)).toMatchObject({ error: WHOLE_NUMBER, errorField: "gross" });
  });

  test("another member cannot update the owner's income; the lists hold only one's own", async () => {
    const db = await getDb();
    const owner = await createUser(db);
    const customer = await createCustomer(db, { userId: owner.id });
    const ownerIncome = await createIncome(db, { customerId: customer.id, gross: "90000" });
    const { cookie } = await member();

    expect(await save("updateIncome", { id: ownerIncome.id, gross: 1 }, cookie)).toEqual({
      error: "Income not found.",
      errorField: "id",
      income: null,
    });
    expect((await db.income.findUniqueOrThrow({ where: { id: ownerIncome.id } })).gross.toFixed(0)).toBe("90000");

    await save("createIncome", { name: "Mine", gross: 1000 }, cookie);
    expect(await query(INCOMES, cookie)).toEqual({ incomes: [expect.objectContaining({ name: "Mine", gross: 1000 })] });
    expect(await query(INCOMES, await cookieFor(owner.id))).toEqual({
      incomes: [{ id: ownerIncome.id, name: "Salary", gross: 90000 }],
    });
  });
});

describe("createCreditScore / updateCreditScore", () => {
  test("a score is saved ('Credit Score' unless named) and answers with the member's health score, worked out again", async () => {
    const { user, cookie } = await member();
    const storedScore = async () =>
      (await (await getDb()).customer.findUniqueOrThrow({ where: { userId: user.id }, select: { hfhs: true } })).hfhs;

    const created = await save("createCreditScore", { value: 720 }, cookie);

    expect(created).toMatchObject({
      error: null,
      creditScore: { name: "Credit Score", value: 720, sortOrder: 0, customer: { hfhs: await storedScore() } },
    });
    // A good credit score lifts the default 50 at once.
    expect(await storedScore()).toBeGreaterThan(50);
    const updated = await save("updateCreditScore", { id: created.creditScore!.id, value: 850, name: "Experian" }, cookie);
    expect(updated.creditScore).toMatchObject({ id: created.creditScore!.id, name: "Experian", value: 850 });
  });

  test.each([299, 851, null])("%p is outside 300 to 850 and refused", async (value) => {
    const { cookie } = await member();
    expect(await save("createCreditScore", { value }, cookie)).toEqual({
      error: SCORE_RANGE,
      errorField: "value",
      creditScore: null,
    });
  });

  test("both ends of the range are accepted", async () => {
    const { cookie } = await member();
    expect((await save("createCreditScore", { value: 300 }, cookie)).creditScore).toMatchObject({ value: 300 });
    expect((await save("createCreditScore", { value: 850 }, cookie)).creditScore).toMatchObject({ value: 850 });
  });

  test("another member cannot update the owner's score; the lists hold only one's own", async () => {
    const db = await getDb();
    const owner = await createUser(db);
    const customer = await createCustomer(db, { userId: owner.id, hfhs: 64 });
    const ownerScore = await createCreditScore(db, { customerId: customer.id, value: 690 });
    const { cookie } = await member();

    expect(await save("updateCreditScore", { id: ownerScore.id, value: 800 }, cookie)).toMatchObject({
      error: "Credit score not found.",
      creditScore: null,
    });
    expect(await query(CREDIT_SCORES, cookie)).toEqual({ creditScores: [] });

    const ownerCookie = await cookieFor(owner.id);
    expect(await query(CREDIT_SCORES, ownerCookie)).toEqual({
      creditScores: [{ id: ownerScore.id, name: "Credit Score", value: 690 }],
    });
    const updated = await save("updateCreditScore", { id: ownerScore.id, value: 710 }, ownerCookie);
    const stored = await db.customer.findUniqueOrThrow({ where: { id: customer.id }, select: { hfhs: true, currentCreditScore: true } });
    // The owner's score is worked out again from their data (not the 64 typed into the fixture).
    expect(updated.creditScore).toMatchObject({ value: 710, customer: { hfhs: stored.hfhs } });
    expect(stored.currentCreditScore).toBe(710);
  });
});

describe("financialAccounts", () => {
  test("lists the member's expenses, incomes and credit scores with the accounts", async () => {
    const db = await getDb();
    const owner = await createUser(db);
    const customer = await createCustomer(db, { userId: owner.id });
    await createExpense(db, { customerId: customer.id });
    await createIncome(db, { customerId: customer.id, gross: "85000" });
    await createCreditScore(db, { customerId: customer.id, value: 705 });

    const { financialAccounts } = await query<{ financialAccounts: Record<string, unknown[]> }>(
      FINANCIAL_ACCOUNTS,
      await cookieFor(owner.id),
    );

    expect(financialAccounts).toEqual({
      assets: [],
      creditCards: [],
      loans: [],
      expenses: [expect.objectContaining({ name: "Housing", value: 1500, interval: 2, category: "HOME", variation: "FIXED" })],
      incomes: [expect.objectContaining({ name: "Salary", gross: 85000, net: 59500 })],
      creditScores: [expect.objectContaining({ name: "Credit Score", value: 705 })],
    });
  });

  test("a member with no customer row yet gets empty lists (and no row is made by reading)", async () => {
    const { user, cookie } = await member();
    const { financialAccounts } = await query<{ financialAccounts: Record<string, unknown[]> }>(FINANCIAL_ACCOUNTS, cookie);
    expect(Object.values(financialAccounts).every((list) => list.length === 0)).toBe(true);
    const db = await getDb();
    expect(await db.customer.findUnique({ where: { userId: user.id } })).toBeNull();
  });
});
