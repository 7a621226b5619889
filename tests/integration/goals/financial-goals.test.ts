import { getDb } from "@/lib/db";
import { findCurrentBudgetPeriod } from "@/lib/budgets/find-current-budget-period";
import { createAsset, createCreditCard, createCustomer, createExpense, createLoan, createUser } from "@/prisma/seed";
import { executeGraphQL } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

import { cookieFor, goalOp, listGoals, readGoal, type Goal } from "./goal-operations";

useTestDatabase();

// Financial goals (001 §3, §7 financialGoals; the goal mutations are ours): every operation for the owner, refused
// for another member, and bad input answered with a message that saves nothing.

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const inDays = (days: number) => isoDate(new Date(Date.now() + days * 86_400_000));

async function member() {
  const db = await getDb();
  const user = await createUser(db);
  const customer = await createCustomer(db, { userId: user.id });
  const savings = await createAsset(db, { customerId: customer.id, name: "High-Yield Savings", subtype: "savings", value: "6000.00" });
  const checking = await createAsset(db, { customerId: customer.id, name: "Checking", subtype: "checking", value: "2000.00" });
  const retirement = await createAsset(db, { customerId: customer.id, name: "401(k)", subtype: "401k", value: "50000.00" });
  const house = await createAsset(db, { customerId: customer.id, name: "House", subtype: "home", value: "300000.00" });
  const card = await createCreditCard(db, { customerId: customer.id, name: "Visa", value: "1200.00" });
  const loan = await createLoan(db, { customerId: customer.id, name: "Car Loan", value: "9000.00" });
  return { user, customer, savings, checking, retirement, house, card, loan, cookie: await cookieFor(user.id) };
}

async function goalCount(customerId: string) {
  const db = await getDb();
  return db.financialGoal.count({ where: { customerId } });
}

describe("createFinancialGoal", () => {
  test("an emergency fund with a target, date, a linked savings account and a monthly amount", async () => {
    const { customer, savings, checking, house, retirement, cookie } = await member();

    const { error, financialGoal } = await goalOp(
      "createFinancialGoal",
      {
        input: {
          category: "EMERGENCY_FUND",
          name: "Rainy day",
          endValue: 10000,
          targetDate: inDays(365),
          monthlyProgress: 350,
          emergencyFundMonths: 3,
          includeExistingBalance: false,
          quantifiables: [{ accountId: savings.id }],
        },
      },
      cookie,
    );

    expect(error).toBeNull();
    const goal = financialGoal!;
    expect(goal).toMatchObject({
      category: "EMERGENCY_FUND",
      kind: "EMERGENCY_FUND",
      name: "Rainy day",
      endValue: 10000,
      completenessBehavior: "REACH_TARGET_VALUE",
      includeExistingBalance: false,
      startingValue: 6000,
      monthlyProgress: 350,
      emergencyFundMonths: 3,
      completedAt: null,
      currentBudget: { name: "Rainy day", target: 350 },
      budgetCategory: { name: "Rainy day" },
    });
    expect(goal.quantifiables).toEqual([
      expect.objectContaining({ name: "High-Yield Savings", value: 6000, accountId: savings.id, countedValue: 6000, institutionName: null }),
    ]);
    // Only liquid assets may count towards an emergency fund.
    expect(goal.allowableQuantifiables.map((account) => account.id).sort()).toEqual([savings.id, checking.id].sort());
    expect(goal.allowableQuantifiables.map((account) => account.id)).not.toContain(house.id);
    expect(goal.allowableQuantifiables.map((account) => account.id)).not.toContain(retirement.id);
    // Progress counts from the balance when linked: nothing saved yet, $10,000 to go over a year.
    expect(goal.progress).toMatchObject({ currentValue: 6000, baselineValue: 6000, remaining: 4000, percent: 0 });
    expect(goal.progress.monthlyNeeded).toBe(334);
    expect(goal.progress.status).toBe("ON_TRACK");

    // The budget line is in the Goals group for the current period, linked to the goal.
    const db = await getDb();
    const period = await findCurrentBudgetPeriod({ tx: db, customerId: customer.id });
    const line = await db.budget.findFirstOrThrow({
      where: { customerId: customer.id, financialGoalId: goal.id },
      select: { periodStart: true, target: true, budgetCategory: { select: { budgetGroup: true, kind: true, categoryType: true } } },
    });
    expect(line).toMatchObject({ periodStart: period.start, budgetCategory: { budgetGroup: "GOALS", kind: "TRANSFER", categoryType: "SAVINGS" } });
    expect(line.target.toFixed(2)).toBe("350.00");
  });

  test("with includeExistingBalance the whole balance is progress; a draft from the first step has the kind's name", async () => {
    const { savings, cookie } = await member();
    const draft = await goalOp("createFinancialGoal", { input: { category: "SAVE_FOR" } }, cookie);
    expect(draft.financialGoal).toMatchObject({ name: "Savings goal", endValue: null, currentBudget: null });
    expect(draft.financialGoal!.progress.status).toBe("NO_DATE");

    const { financialGoal } = await goalOp(
      "updateFinancialGoal",
      { id: draft.financialGoal!.id, input: { name: "Trip", endValue: 8000, includeExistingBalance: true, quantifiables: [{ accountId: savings.id }] } },
      cookie,
    );
    expect(financialGoal).toMatchObject({ name: "Trip", includeExistingBalance: true });
    expect(financialGoal!.progress).toMatchObject({ currentValue: 6000, baselineValue: 0, percent: 75, status: "NO_DATE", statusText: "No target date" });

    // An emergency fund counts the money already there unless told otherwise; saving for something does not.
    const fund = await goalOp("createFinancialGoal", { input: { category: "EMERGENCY_FUND" } }, cookie);
    expect(fund.financialGoal!.includeExistingBalance).toBe(true);
    expect(draft.financialGoal!.includeExistingBalance).toBe(false);
  });

  test("a pay-down goal follows its debt: starting value its balance, only that debt allowed", async () => {
    const { card, loan, cookie } = await member();
    const { financialGoal } = await goalOp(
      "createFinancialGoal",
      { input: { category: "PAY_DOWN_DEBT", completableTemplateObjectId: loan.id, targetDate: inDays(300) } },
      cookie,
    );
    expect(financialGoal).toMatchObject({
      completenessBehavior: "PAY_OFF_BALANCE",
      completableTemplateObjectId: loan.id,
      startingValue: 9000,
      endValue: 0,
      quantifiables: [expect.objectContaining({ accountId: loan.id, accountKind: "LOAN", value: 9000 })],
      allowableQuantifiables: [expect.objectContaining({ id: loan.id })],
    });
    expect(financialGoal!.progress).toMatchObject({ currentValue: 9000, remaining: 9000, percent: 0 });

    const db = await getDb();
    await db.loan.update({ where: { id: loan.id }, data: { value: "6750.00" } });
    expect((await readGoal(cookie, financialGoal!.id))!.progress).toMatchObject({ currentValue: 6750, percent: 25 });

    const refused = await goalOp("createFinancialGoal", { input: { category: "PAY_DOWN_DEBT", completableTemplateObjectId: card.id + "x" } }, cookie);
    expect(refused).toMatchObject({ error: "We could not find that account. Please choose one of your accounts.", errorField: "completableTemplateObjectId" });
  });

  test("a retirement goal may link only retirement accounts; a checklist has steps and no money", async () => {
    const { retirement, savings, cookie } = await member();
    const retire = await goalOp("createFinancialGoal", { input: { category: "RETIREMENT", endValue: 1000000 } }, cookie);
    expect(retire.financialGoal!.allowableQuantifiables.map((account) => account.id)).toEqual([retirement.id]);
    const wrong = await goalOp("setGoalQuantifiables", { id: retire.financialGoal!.id, quantifiables: [{ accountId: savings.id }] }, cookie);
    expect(wrong).toMatchObject({ error: "That account cannot count towards this kind of goal.", errorField: "quantifiables.0.accountId" });

    const checklist = await goalOp(
      "createFinancialGoal",
      { input: { category: "CHECKLIST", name: "Estate plan", checklistItems: ["Make a will", "Name beneficiaries"] } },
      cookie,
    );
    expect(checklist.financialGoal).toMatchObject({
      completenessBehavior: "MANUAL",
      checklistItems: [
        { label: "Make a will", done: false },
        { label: "Name beneficiaries", done: false },
      ],
      currentBudget: null,
    });
    const money = await goalOp("createFinancialGoal", { input: { category: "CHECKLIST", endValue: 100 } }, cookie);
    expect(money).toMatchObject({ error: "A checklist goal has no target amount or linked accounts.", financialGoal: null });
  });

  test.each([
    [{ endValue: 0 }, "Please enter a target above $0 and up to $1,000,000,000.", "endValue"],
    [{ endValue: -5 }, "Please enter a target above $0 and up to $1,000,000,000.", "endValue"],
    [{ endValue: 1_000_000_000.01 }, "Please enter a target above $0 and up to $1,000,000,000.", "endValue"],
    [{ endValue: 500, targetDate: "2020-01-01" }, "Please choose a target date that is not in the past.", "targetDate"],
    [{ endValue: 500, targetDate: "2031-02-30" }, "Please enter a valid date (YYYY-MM-DD).", "targetDate"],
    [{ endValue: 500, name: "  " }, "Please give your goal a name.", "name"],
    [{ endValue: 500, monthlyProgress: -1 }, "Please enter a monthly amount from $0 up to $1,000,000,000.", "monthlyProgress"],
    [{ endValue: 500, emergencyFundMonths: 4 }, "Please choose 1, 3 or 6 months.", "emergencyFundMonths"],
    [{ endValue: 500, quantifiables: [{ accountId: "no-such-account" }] }, "We could not find that account. Please choose one of your accounts.", "quantifiables.0.accountId"],
  ])("refuses %p with a clear message and saves nothing", async (input, error, errorField) => {
    const { customer, cookie } = await member();
    const payload = await goalOp("createFinancialGoal", { input: { category: "EMERGENCY_FUND", ...input } }, cookie);
    expect(payload).toEqual({ error, errorField, financialGoal: null });
    expect(await goalCount(customer.id)).toBe(0);
    const db = await getDb();
    expect(await db.budgetCategory.count({ where: { customerId: customer.id } })).toBe(0);
  });

  test("another member's account cannot be linked: the same answer as an unknown one, nothing saved", async () => {
    const mine = await member();
    const other = await member();
    const payload = await goalOp(
      "createFinancialGoal",
      { input: { category: "SAVE_FOR", endValue: 500, monthlyProgress: 50, quantifiables: [{ accountId: other.savings.id }] } },
      mine.cookie,
    );
    expect(payload).toMatchObject({ error: "We could not find that account. Please choose one of your accounts.", financialGoal: null });
    expect(await goalCount(mine.customer.id)).toBe(0);
    const db = await getDb();
    expect(await db.budget.count({ where: { customerId: mine.customer.id } })).toBe(0);
  });
});

describe("financialGoals / financialGoal", () => {
  test("completed filters the list; another member's goal is not there and reads as null", async () => {
    const { cookie } = await member();
    const other = await member();
    const open = await goalOp("createFinancialGoal", { input: { category: "SAVE_FOR", name: "Open", endValue: 100 } }, cookie);
    const done = await goalOp("createFinancialGoal", { input: { category: "SAVE_FOR", name: "Done", endValue: 100 } }, cookie);
    await goalOp("completeFinancialGoal", { id: done.financialGoal!.id }, cookie);
    const foreign = await goalOp("createFinancialGoal", { input: { category: "SAVE_FOR", name: "Theirs", endValue: 100 } }, other.cookie);

    expect((await listGoals(cookie)).map((goal) => goal.name)).toEqual(["Open", "Done"]);
    expect((await listGoals(cookie, false)).map((goal) => goal.name)).toEqual(["Open"]);
    expect((await listGoals(cookie, true)).map((goal) => goal.name)).toEqual(["Done"]);
    expect((await readGoal(cookie, open.financialGoal!.id))!.name).toBe("Open");
    expect(await readGoal(cookie, foreign.financialGoal!.id)).toBeNull();
  });

  test("a member without a financial profile has no goals; signed out is refused", async () => {
    const db = await getDb();
    const user = await createUser(db);
    expect(await listGoals(await cookieFor(user.id))).toEqual([]);
    const { body } = await executeGraphQL({ query: "query { financialGoals { id } }" });
    expect(body.errors?.[0]?.message).toBe("Please sign in and try again.");
  });

  test("a goal completes itself when a balance change takes it to the target; reopened, it stays open until money moves", async () => {
    const { savings, cookie } = await member();
    const { financialGoal } = await goalOp(
      "createFinancialGoal",
      { input: { category: "SAVE_FOR", endValue: 7000, quantifiables: [{ accountId: savings.id }] } },
      cookie,
    );
    const id = financialGoal!.id;
    const db = await getDb();
    await db.asset.update({ where: { id: savings.id }, data: { value: "6999.00" } });
    expect((await readGoal(cookie, id))!.progress).toMatchObject({ percent: 99, status: "NO_DATE" });

    await db.asset.update({ where: { id: savings.id }, data: { value: "7000.00" } });
    const reached = (await readGoal(cookie, id))!;
    expect(reached.completedAt).not.toBeNull();
    expect(reached.progress).toMatchObject({ percent: 100, status: "COMPLETE" });
    expect((await listGoals(cookie, true)).map((goal) => goal.id)).toEqual([id]);

    const reopened = await goalOp("reopenFinancialGoal", { id }, cookie);
    expect(reopened.financialGoal).toMatchObject({ completedAt: null });
    expect((await readGoal(cookie, id))!.completedAt).toBeNull();
    expect(reopened.financialGoal!.progress.percent).toBe(99);
  });
});

describe("updateFinancialGoal", () => {
  test("changes the monthly amount (its budget line follows), pauses, and clears the date", async () => {
    const { customer, cookie } = await member();
    const created = await goalOp(
      "createFinancialGoal",
      { input: { category: "SAVE_FOR", name: "Car", endValue: 5000, targetDate: inDays(200), monthlyProgress: 100 } },
      cookie,
    );
    const id = created.financialGoal!.id;
    const budgetId = created.financialGoal!.currentBudget!.id;

    const updated = await goalOp("updateFinancialGoal", { id, input: { monthlyProgress: 250, paused: true } }, cookie);
    expect(updated.financialGoal).toMatchObject({ monthlyProgress: 250, currentBudget: { id: budgetId, target: 250 } });
    expect(updated.financialGoal!.progress).toMatchObject({ status: "PAUSED", statusText: "Paused" });

    const cleared = await goalOp("updateFinancialGoal", { id, input: { targetDate: null, paused: false, monthlyProgress: null } }, cookie);
    expect(cleared.financialGoal).toMatchObject({ targetDate: null, currentBudget: null, pausedAt: null });
    const db = await getDb();
    expect(await db.budget.count({ where: { customerId: customer.id } })).toBe(0);
    // The goal's category stays; a new amount uses it again.
    const again = await goalOp("updateFinancialGoal", { id, input: { monthlyProgress: 80 } }, cookie);
    expect(again.financialGoal!.currentBudget).toMatchObject({ name: "Car", target: 80 });
    expect(await db.budgetCategory.count({ where: { customerId: customer.id } })).toBe(1);
  });

  test("a goal named like an existing category of the member gets its own category", async () => {
    const { customer, cookie } = await member();
    const db = await getDb();
    await db.budgetCategory.create({ data: { customerId: customer.id, name: "Vacation", color: "#000000", categoryType: "DISCRETIONARY" } });
    const { financialGoal } = await goalOp(
      "createFinancialGoal",
      { input: { category: "SAVE_FOR", name: "Vacation", endValue: 900, monthlyProgress: 75 } },
      cookie,
    );
    expect(financialGoal!.currentBudget).toMatchObject({ name: "Vacation (2)", target: 75 });
  });

  test("behind: the catch-up amount in words", async () => {
    const { savings, cookie } = await member();
    const { financialGoal } = await goalOp(
      "createFinancialGoal",
      { input: { category: "SAVE_FOR", endValue: 12000, targetDate: inDays(365), monthlyProgress: 100, quantifiables: [{ accountId: savings.id }] } },
      cookie,
    );
    // $6,000 to go in 365 days (11.99 months) needs $501 a month; the planned $100 stands in for the pace until
    // there is history.
    expect(financialGoal!.progress).toMatchObject({
      monthlyNeeded: 501,
      averageMonthlyContribution: 100,
      status: "BEHIND",
      catchUpAmount: 401,
      statusText: "Behind: add $401 a month to catch up",
    });
    expect(financialGoal!.progress.projectedFinishDate).toBe(isoDate(new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()) + Math.ceil(60 * 30.44) * 86_400_000)));
  });

  test("the pace comes from the linked account's balance history over the last 90 days", async () => {
    const { savings, cookie } = await member();
    const db = await getDb();
    const today = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()));
    await db.accountBalanceHistory.create({ data: { assetId: savings.id, date: new Date(today.getTime() - 60 * 86_400_000), value: "4000.00" } });
    const { financialGoal } = await goalOp(
      "createFinancialGoal",
      { input: { category: "SAVE_FOR", endValue: 12000, targetDate: inDays(365), quantifiables: [{ accountId: savings.id }] } },
      cookie,
    );
    // $2,000 more in 60 days: about $1,015 a month, more than the $500 needed.
    expect(financialGoal!.progress.averageMonthlyContribution).toBeCloseTo(1014.67, 0);
    expect(financialGoal!.progress.status).toBe("ON_TRACK");
  });

  test("refuses a past date and a bad target without changing anything", async () => {
    const { cookie } = await member();
    const created = await goalOp("createFinancialGoal", { input: { category: "SAVE_FOR", name: "Bike", endValue: 800 } }, cookie);
    const id = created.financialGoal!.id;
    expect(await goalOp("updateFinancialGoal", { id, input: { name: "E-bike", targetDate: "2001-05-05" } }, cookie)).toMatchObject({
      error: "Please choose a target date that is not in the past.",
      errorField: "targetDate",
    });
    expect(await goalOp("updateFinancialGoal", { id, input: { name: "E-bike", endValue: 2e9 } }, cookie)).toMatchObject({ errorField: "endValue" });
    expect((await readGoal(cookie, id))!).toMatchObject({ name: "Bike", endValue: 800 });
  });
});

describe("setGoalQuantifiables", () => {
  test("earmarks: fixed amounts per goal, scaled pro rata when they exceed the balance; the snapshot keeps progress steady", async () => {
    const { savings, checking, cookie } = await member();
    const a = await goalOp("createFinancialGoal", { input: { category: "SAVE_FOR", name: "A", endValue: 9000 } }, cookie);
    const b = await goalOp("createFinancialGoal", { input: { category: "SAVE_FOR", name: "B", endValue: 9000 } }, cookie);

    const linkedA = await goalOp("setGoalQuantifiables", { id: a.financialGoal!.id, quantifiables: [{ accountId: savings.id, earmarkAmount: 4000 }] }, cookie);
    expect(linkedA.financialGoal!.quantifiables[0]).toMatchObject({ earmarkAmount: 4000, countedValue: 4000 });
    expect(linkedA.financialGoal!.startingValue).toBe(4000);

    const linkedB = await goalOp(
      "setGoalQuantifiables",
      { id: b.financialGoal!.id, quantifiables: [{ accountId: savings.id, earmarkAmount: 8000 }, { accountId: checking.id }] },
      cookie,
    );
    // $12,000 earmarked on a $6,000 account: A counts $2,000, B $4,000 (plus the whole checking account).
    expect(linkedB.financialGoal!.quantifiables.map((link) => link.countedValue)).toEqual([4000, 2000]);
    const goalA = (await readGoal(cookie, a.financialGoal!.id))!;
    expect(goalA.quantifiables[0]).toMatchObject({ countedValue: 2000 });

    const unlinked = await goalOp("setGoalQuantifiables", { id: b.financialGoal!.id, quantifiables: [] }, cookie);
    expect(unlinked.financialGoal!.quantifiables).toEqual([]);
    expect(unlinked.financialGoal!.startingValue).toBe(0);

    const duplicate = await goalOp(
      "setGoalQuantifiables",
      { id: b.financialGoal!.id, quantifiables: [{ accountId: savings.id }, { accountId: savings.id }] },
      cookie,
    );
    expect(duplicate).toMatchObject({ error: "Each account can be linked to a goal once.", financialGoal: null });
    const zero = await goalOp("setGoalQuantifiables", { id: b.financialGoal!.id, quantifiables: [{ accountId: savings.id, earmarkAmount: 0 }] }, cookie);
    expect(zero).toMatchObject({ errorField: "0.earmarkAmount" });
  });
});

describe("checklist steps", () => {
  test("add, tick, rename and remove a step; progress counts the steps done", async () => {
    const { cookie } = await member();
    const { financialGoal } = await goalOp("createFinancialGoal", { input: { category: "CHECKLIST", name: "Will" } }, cookie);
    const id = financialGoal!.id;
    const added = await goalOp("addGoalChecklistItem", { goalId: id, label: "Find a lawyer" }, cookie);
    const second = await goalOp("addGoalChecklistItem", { goalId: id, label: "Sign it" }, cookie);
    const [first, last] = second.financialGoal!.checklistItems;
    expect(added.financialGoal!.checklistItems).toHaveLength(1);

    const ticked = await goalOp("updateGoalChecklistItem", { id: first!.id, input: { done: true, label: "Find an estate lawyer" } }, cookie);
    expect(ticked.financialGoal!.checklistItems[0]).toMatchObject({ label: "Find an estate lawyer", done: true });
    expect(ticked.financialGoal!.progress.percent).toBe(50);

    const removed = await goalOp("deleteGoalChecklistItem", { id: last!.id }, cookie);
    expect(removed.financialGoal!.checklistItems.map((item) => item.label)).toEqual(["Find an estate lawyer"]);
    // Done steps do not complete the goal: the member does.
    expect(removed.financialGoal!.completedAt).toBeNull();
    expect(removed.financialGoal!.progress.percent).toBe(99);

    expect(await goalOp("addGoalChecklistItem", { goalId: id, label: "" }, cookie)).toMatchObject({
      error: "Please describe the step in 1 to 200 characters.",
    });
  });
});

describe("deleteFinancialGoal, completeFinancialGoal, reopenFinancialGoal", () => {
  test("delete removes the goal and this period's budget line", async () => {
    const { customer, cookie } = await member();
    const { financialGoal } = await goalOp("createFinancialGoal", { input: { category: "SAVE_FOR", endValue: 100, monthlyProgress: 10 } }, cookie);
    const { body } = await executeGraphQL<{ deleteFinancialGoal: { error: string | null; deletedId: string | null } }>({
      query: "mutation($id: ID!) { deleteFinancialGoal(id: $id) { error deletedId } }",
      variables: { id: financialGoal!.id },
      cookie,
    });
    expect(body.data!.deleteFinancialGoal).toEqual({ error: null, deletedId: financialGoal!.id });
    expect(await goalCount(customer.id)).toBe(0);
    const db = await getDb();
    expect(await db.budget.count({ where: { customerId: customer.id } })).toBe(0);
  });

  test("complete then reopen", async () => {
    const { cookie } = await member();
    const { financialGoal } = await goalOp("createFinancialGoal", { input: { category: "SAVE_FOR", endValue: 100 } }, cookie);
    const done = await goalOp("completeFinancialGoal", { id: financialGoal!.id }, cookie);
    expect(done.financialGoal!.completedAt).not.toBeNull();
    expect(done.financialGoal!.progress).toMatchObject({ percent: 100, status: "COMPLETE", statusText: "Complete" });
    const open = await goalOp("reopenFinancialGoal", { id: financialGoal!.id }, cookie);
    expect(open.financialGoal!.completedAt).toBeNull();
  });
});

describe("another member's goal", () => {
  test("every write answers 'Goal not found.' (or the step's) and changes nothing", async () => {
    const owner = await member();
    const intruder = await member();
    const { financialGoal } = await goalOp(
      "createFinancialGoal",
      { input: { category: "CHECKLIST", name: "Mine", checklistItems: ["Step"] } },
      owner.cookie,
    );
    const saving = await goalOp("createFinancialGoal", { input: { category: "SAVE_FOR", name: "Mine too", endValue: 50 } }, owner.cookie);
    const id = financialGoal!.id;
    const stepId = financialGoal!.checklistItems[0]!.id;
    const notFound = { error: "Goal not found.", errorField: "id", financialGoal: null };

    expect(await goalOp("updateFinancialGoal", { id, input: { name: "Taken" } }, intruder.cookie)).toEqual(notFound);
    expect(await goalOp("completeFinancialGoal", { id }, intruder.cookie)).toEqual(notFound);
    expect(await goalOp("reopenFinancialGoal", { id }, intruder.cookie)).toEqual(notFound);
    expect(
      await goalOp("setGoalQuantifiables", { id: saving.financialGoal!.id, quantifiables: [{ accountId: intruder.savings.id }] }, intruder.cookie),
    ).toEqual(notFound);
    expect(await goalOp("addGoalChecklistItem", { goalId: id, label: "More" }, intruder.cookie)).toEqual(notFound);
    const stepNotFound = { error: "Checklist step not found.", errorField: "id", financialGoal: null };
    expect(await goalOp("updateGoalChecklistItem", { id: stepId, input: { done: true } }, intruder.cookie)).toEqual(stepNotFound);
    expect(await goalOp("deleteGoalChecklistItem", { id: stepId }, intruder.cookie)).toEqual(stepNotFound);
    const { body } = await executeGraphQL<{ deleteFinancialGoal: { error: string | null } }>({
      query: "mutation($id: ID!) { deleteFinancialGoal(id: $id) { error errorField deletedId } }",
      variables: { id },
      cookie: intruder.cookie,
    });
    expect(body.data!.deleteFinancialGoal).toEqual({ error: "Goal not found.", errorField: "id", deletedId: null });

    const after = (await readGoal(owner.cookie, id))!;
    expect(after).toMatchObject({ name: "Mine", completedAt: null, checklistItems: [{ label: "Step", done: false }] });
    expect((await readGoal(owner.cookie, saving.financialGoal!.id))!.quantifiables).toEqual([]);
  });
});

describe("emergencyFundSuggestion", () => {
  const SUGGESTION = "query { emergencyFundSuggestion { monthlyEssentials source suggested options { months amount } } }";

  test("from the median of the last 3 complete months' essential spending", async () => {
    const { customer, checking, cookie } = await member();
    const db = await getDb();
    const essential = await db.budgetCategory.create({
      data: { customerId: customer.id, name: "Rent here", color: "#111111", categoryType: "ESSENTIAL", kind: "EXPENSE" },
    });
    const fun = await db.budgetCategory.create({
      data: { customerId: customer.id, name: "Fun here", color: "#222222", categoryType: "DISCRETIONARY", kind: "EXPENSE" },
    });
    const now = new Date();
    const day = (monthsBack: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 10));
    const line = (monthsBack: number, amount: string, budgetCategoryId: string) => ({
      customerId: customer.id,
      assetId: checking.id,
      budgetCategoryId,
      amount,
      date: day(monthsBack),
      name: "Payment",
    });
    await db.transaction.createMany({
      data: [
        line(1, "1500.00", essential.id),
        line(2, "1700.00", essential.id),
        line(3, "1600.00", essential.id),
        line(2, "900.00", fun.id),
        // This month is not complete, and four months back is out of the window.
        line(0, "5000.00", essential.id),
        line(4, "9000.00", essential.id),
      ],
    });
    await createExpense(db, { customerId: customer.id, value: "999.00" });

    const { body } = await executeGraphQL<{ emergencyFundSuggestion: unknown }>({ query: SUGGESTION, cookie });
    expect(body.data!.emergencyFundSuggestion).toEqual({
      monthlyEssentials: 1600,
      source: "SPENDING",
      suggested: 4800,
      options: [
        { months: 1, amount: 1600 },
        { months: 3, amount: 4800 },
        { months: 6, amount: 9600 },
      ],
    });
  });

  test("falls back to the member's expenses, then to nothing", async () => {
    const { customer, cookie } = await member();
    const { body: none } = await executeGraphQL<{ emergencyFundSuggestion: { source: string; suggested: number } }>({ query: SUGGESTION, cookie });
    expect(none.data!.emergencyFundSuggestion).toMatchObject({ source: "NONE", suggested: 0 });
    const db = await getDb();
    await createExpense(db, { customerId: customer.id, value: "1650.00" });
    const { body } = await executeGraphQL<{ emergencyFundSuggestion: { source: string; suggested: number } }>({ query: SUGGESTION, cookie });
    expect(body.data!.emergencyFundSuggestion).toMatchObject({ source: "EXPENSES", monthlyEssentials: 1650, suggested: 4950 });
  });
});

describe("coach mode", () => {
  test("a coach reads the member's goals and writes them as the account operations allow", async () => {
    const { user, cookie } = await member();
    const db = await getDb();
    const { createStaffUser } = await import("@/prisma/seed");
    const staff = await createStaffUser(db);
    const { sessionCookieFor } = await import("@/tests/helpers/graphql");
    const coach = (await sessionCookieFor(staff.id, { coachedUserId: user.id })).cookie;
    await goalOp("createFinancialGoal", { input: { category: "SAVE_FOR", name: "Member's", endValue: 10 } }, cookie);
    expect((await listGoals(coach)).map((goal: Goal) => goal.name)).toEqual(["Member's"]);
    const created = await goalOp("createFinancialGoal", { input: { category: "SAVE_FOR", name: "Coach's", endValue: 10 } }, coach);
    expect(created.error).toBeNull();
    expect((await listGoals(cookie)).map((goal) => goal.name)).toEqual(["Member's", "Coach's"]);
  });
});
