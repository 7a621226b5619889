import { periodContaining } from "@/lib/budgets/budget-periods";
import { checkBudgetAlerts } from "@/lib/budgets/check-budget-alerts";
import { getDb } from "@/lib/db";
import { addLine, addTransaction, categoryId, iso, monthDay, signedInMember, today } from "@/tests/integration/budgets/budget-helpers";
import { outboxMessages } from "@/tests/helpers/outbox";
import { executeGraphQL } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

const BUDGET = `query($p: String) { budget(periodStart: $p) {
  period { start end kind daysLeft isCurrent } previousPeriodStart nextPeriodStart periodsPerYear
  expectedIncome planned spent leftToSpend safeToSpendToday
  groups { group planned spent left lines { budget { id target budgetCategory { name } } group rolloverMode carryIn available spent left percent state stateText yearlyTarget } }
  unbudgeted { spent categories { category { name } spent } }
} }`;

type Line = {
  budget: { id: string; target: number; budgetCategory: { name: string } };
  group: string;
  rolloverMode: string;
  carryIn: number;
  available: number;
  spent: number;
  left: number;
  percent: number;
  state: string;
  stateText: string;
  yearlyTarget: number;
};
type Overview = {
  period: { start: string; end: string; kind: string; daysLeft: number; isCurrent: boolean };
  previousPeriodStart: string;
  nextPeriodStart: string;
  periodsPerYear: number;
  expectedIncome: number;
  planned: number;
  spent: number;
  leftToSpend: number;
  safeToSpendToday: number | null;
  groups: Array<{ group: string; planned: number; spent: number; left: number; lines: Line[] }>;
  unbudgeted: { spent: number; categories: Array<{ category: { name: string } | null; spent: number }> };
};

const lineOf = (overview: Overview, name: string) =>
  overview.groups.flatMap((group) => group.lines).find((line) => line.budget.budgetCategory.name === name);

describe("budget (the period's lines, spending and header figures)", () => {
  test("spending per line in one aggregate: subcategories without a line, split parts, pending in; transfers out", async () => {
    const { call, customerId } = await signedInMember();
    await addLine(call, "Food and drink", 500);
    await addLine(call, "Groceries", 300);
    await addLine(call, "Rent/Mortgage", 1200);
    const first = monthDay(0, 1);
    await addTransaction(customerId, { category: "Groceries", amount: "100.00", date: first });
    await addTransaction(customerId, { category: "Restaurants", amount: "40.00", date: first, pending: true });
    await addTransaction(customerId, { category: "Coffee", amount: "5.50", date: first });
    await addTransaction(customerId, {
      category: null,
      amount: "60.00",
      date: first,
      splits: [["Groceries", "45.00"], ["Flights", "15.00"]],
    });
    await addTransaction(customerId, { category: "Rent/Mortgage", amount: "1200.00", date: first });
    await addTransaction(customerId, { category: "Groceries", amount: "-10.00", date: first, name: "Refund" });
    await addTransaction(customerId, { category: "Paycheck", amount: "-2000.00", date: first, name: "Payroll" });
    // A paired transfer and an excluded charge count nowhere.
    const db = await getDb();
    const out = await addTransaction(customerId, { category: "Groceries", amount: "999.00", date: first });
    const back = await addTransaction(customerId, { category: "Groceries", amount: "-999.00", date: first });
    await db.transaction.update({ where: { id: out }, data: { transferPartnerId: back } });
    await db.transaction.update({ where: { id: back }, data: { transferPartnerId: out } });
    const excluded = await addTransaction(customerId, { category: "Groceries", amount: "77.00", date: first });
    await db.transaction.update({ where: { id: excluded }, data: { excluded: true } });
    // Last month's spending is not this period's.
    await addTransaction(customerId, { category: "Groceries", amount: "500.00", date: monthDay(-1, 15) });

    const { budget } = await call<{ budget: Overview }>(BUDGET);
    expect(budget.period).toMatchObject({ start: iso(monthDay(0, 1)), end: iso(monthDay(1, 0)), kind: "MONTHLY", isCurrent: true });
    expect(lineOf(budget, "Groceries")).toMatchObject({ spent: 135, left: 165, available: 300, percent: 45, state: "ON_TRACK", stateText: "On track" });
    expect(lineOf(budget, "Food and drink")).toMatchObject({ spent: 45.5, group: "FLEXIBLE", rolloverMode: "OFF" });
    expect(lineOf(budget, "Rent/Mortgage")).toMatchObject({ spent: 1200, group: "BILLS", state: "OVER", stateText: "Limit reached" });
    expect(budget.unbudgeted).toEqual({ spent: 15, categories: [{ category: { name: "Travel" }, spent: 15 }] });
    expect(budget).toMatchObject({ planned: 2000, spent: 1395.5, leftToSpend: 604.5, expectedIncome: 2000 });
    expect(budget.groups.map((group) => group.group)).toEqual(["BILLS", "FLEXIBLE", "NON_MONTHLY", "GOALS"]);
    // Flexible left: (500 − 45.5) + (300 − 135) − 15 unbudgeted = 604.5, over the days left including today.
    const daysLeft = budget.period.daysLeft;
    expect(daysLeft).toBe(Math.round((monthDay(1, 0).getTime() - today().getTime()) / 86_400_000) + 1);
    expect(budget.safeToSpendToday).toBe(Math.floor((604.5 / daysLeft) * 100) / 100);

    // Another member sees their own (empty) budget, never these lines.
    const other = await signedInMember();
    const theirs = await other.call<{ budget: Overview }>(BUDGET);
    expect(theirs.budget.groups.flatMap((group) => group.lines)).toEqual([]);
    expect(theirs.budget.spent).toBe(0);
  });

  test("a past period: switcher dates, no safe-to-spend; an over line says by how much", async () => {
    const { call, customerId } = await signedInMember();
    await addLine(call, "Groceries", 100, iso(monthDay(-1)).slice(0, 7));
    await addTransaction(customerId, { category: "Groceries", amount: "112.00", date: monthDay(-1, 3) });
    const { budget } = await call<{ budget: Overview }>(BUDGET, { p: iso(monthDay(-1, 10)) });
    expect(budget.period).toMatchObject({ start: iso(monthDay(-1)), isCurrent: false, daysLeft: 0 });
    expect(budget.nextPeriodStart).toBe(iso(monthDay(0)));
    expect(budget.previousPeriodStart).toBe(iso(monthDay(-2)));
    expect(budget.safeToSpendToday).toBeNull();
    expect(lineOf(budget, "Groceries")).toMatchObject({ state: "OVER", stateText: "Over by $12", percent: 112 });
  });

  test("a bad period start is refused; signed out asks to sign in", async () => {
    const { cookie } = await signedInMember();
    const { body } = await executeGraphQL({ query: BUDGET, variables: { p: "2026-02-30" }, cookie });
    expect(body.errors?.[0]?.message).toBe("Please enter a valid date (YYYY-MM-DD).");
    const signedOut = await executeGraphQL({ query: BUDGET });
    expect(signedOut.body.errors?.[0]?.message).toBe("Please sign in and try again.");
  });
});

const SETTINGS = `query { budgetSettings { periodKind monthStartDay payCadence payAnchorDate semimonthlyDays currentPeriod { start end }
  detectedPaycheck { merchantName cadence amount lastDate suggestion { periodKind payCadence payAnchorDate monthStartDay } } } }`;
const UPDATE_SETTINGS = `mutation($kind: BudgetPeriodKind, $day: Int, $cadence: BudgetPayCadence, $anchor: String, $days: [Int!]) {
  updateBudgetSettings(periodKind: $kind, monthStartDay: $day, payCadence: $cadence, payAnchorDate: $anchor, semimonthlyDays: $days) {
    error errorField budgetSettings { periodKind monthStartDay payCadence payAnchorDate semimonthlyDays currentPeriod { start end } }
  } }`;
type SettingsPayload = {
  updateBudgetSettings: {
    error: string | null;
    errorField: string | null;
    budgetSettings: { periodKind: string; payCadence: string | null; currentPeriod: { start: string; end: string } } | null;
  };
};

describe("budgetSettings and updateBudgetSettings", () => {
  test("monthly from the 1st by default; the detected paycheck suggests pay periods", async () => {
    const { call, customerId } = await signedInMember();
    const db = await getDb();
    await db.recurringSeries.create({
      data: {
        customerId,
        merchantKey: "acme payroll",
        merchantName: "Acme payroll",
        kind: "INCOME",
        cadence: "BIWEEKLY",
        averageAmount: "-2275.00",
        lastAmount: "-2275.00",
        lastDate: new Date("2026-11-20T00:00:00Z"),
        nextDate: new Date("2026-12-04T00:00:00Z"),
        occurrences: 6,
      },
    });
    const { budgetSettings } = await call<{ budgetSettings: Record<string, unknown> }>(SETTINGS);
    expect(budgetSettings).toMatchObject({
      periodKind: "MONTHLY",
      monthStartDay: 1,
      payCadence: null,
      currentPeriod: { start: iso(monthDay(0)), end: iso(monthDay(1, 0)) },
      detectedPaycheck: {
        merchantName: "Acme payroll",
        cadence: "BIWEEKLY",
        amount: 2275,
        suggestion: { periodKind: "PAY_PERIOD", payCadence: "BIWEEKLY", payAnchorDate: "2026-11-20", monthStartDay: null },
      },
    });
  });

  test("switching to pay periods moves every line to the period containing its start", async () => {
    const { call, customerId } = await signedInMember();
    const groceries = await addLine(call, "Groceries", 300, iso(monthDay(-1)).slice(0, 7));
    await addLine(call, "Groceries", 200);
    const anchor = iso(monthDay(-1, 1));
    const { updateBudgetSettings } = await call<SettingsPayload>(UPDATE_SETTINGS, { kind: "PAY_PERIOD", cadence: "BIWEEKLY", anchor });
    expect(updateBudgetSettings.error).toBeNull();
    expect(updateBudgetSettings.budgetSettings).toMatchObject({ periodKind: "PAY_PERIOD", payCadence: "BIWEEKLY" });
    const period = updateBudgetSettings.budgetSettings!.currentPeriod;
    expect((Date.parse(period.end) - Date.parse(period.start)) / 86_400_000).toBeLessThanOrEqual(15);

    const db = await getDb();
    const rows = await db.budget.findMany({ where: { customerId }, orderBy: { periodStart: "asc" } });
    expect(rows.map((row) => row.target.toNumber())).toEqual([300, 200]);
    expect(rows[0]!.id).toBe(groceries.id);
    for (const [index, row] of rows.entries()) {
      // Each line now sits in the two-week period containing its old start (the 1st of its month).
      const oldStart = monthDay(index - 1, 1);
      expect(row.periodStart <= oldStart && oldStart <= row.periodEnd).toBe(true);
      expect((row.periodEnd.getTime() - row.periodStart.getTime()) / 86_400_000).toBe(13);
    }
  });

  test("lines of one category that land in the same new period are added together", async () => {
    const { call, customerId } = await signedInMember();
    const anchor = monthDay(0, 1);
    await call<SettingsPayload>(UPDATE_SETTINGS, { kind: "PAY_PERIOD", cadence: "WEEKLY", anchor: iso(anchor) });
    // The weeks containing the 10th and the 17th: both start inside this month.
    const db = await getDb();
    const groceries = await categoryId("Groceries");
    for (const [day, target] of [[10, "100.00"], [17, "25.00"]] as const) {
      const week = periodContaining({ kind: "PAY_PERIOD", cadence: "WEEKLY", anchor }, monthDay(0, day));
      await db.budget.create({
        data: { customerId, budgetCategoryId: groceries, target, monthYear: monthDay(0), periodStart: week.start, periodEnd: week.end },
      });
    }
    await call<SettingsPayload>(UPDATE_SETTINGS, { kind: "MONTHLY", day: 1 });
    const merged = await db.budget.findMany({ where: { customerId } });
    expect(merged.map((row) => [iso(row.periodStart), iso(row.periodEnd), row.target.toNumber()])).toEqual([
      [iso(monthDay(0)), iso(monthDay(1, 0)), 125],
    ]);
  });

  test("createBudget's monthYear names the period that starts in that month (monthly from a start day)", async () => {
    const { call, customerId } = await signedInMember();
    await call<SettingsPayload>(UPDATE_SETTINGS, { kind: "MONTHLY", day: 15 });
    const line = await addLine(call, "Groceries", 10, "2026-03");
    const row = await (await getDb()).budget.findUniqueOrThrow({ where: { id: line.id } });
    expect([iso(row.periodStart), iso(row.periodEnd), iso(row.monthYear)]).toEqual(["2026-03-15", "2026-04-14", "2026-03-01"]);
    expect(row.customerId).toBe(customerId);
  });

  test.each([
    [{ kind: "MONTHLY", day: 29 }, "Please choose a start day from 1 to 28."],
    [{ kind: "PAY_PERIOD", cadence: "BIWEEKLY" }, "Please enter the date of one of your paydays."],
    [{ kind: "PAY_PERIOD", cadence: "SEMIMONTHLY", days: [1, 31] }, "Please choose two paydays 7 to 21 days apart (31 means the last day of the month)."],
    [{ kind: "PAY_PERIOD" }, "Please choose how often you are paid."],
  ])("refuses %p and changes nothing", async (variables, error) => {
    const { call, customerId } = await signedInMember();
    const { updateBudgetSettings } = await call<SettingsPayload>(UPDATE_SETTINGS, variables);
    expect(updateBudgetSettings).toMatchObject({ error, budgetSettings: null });
    expect(await (await getDb()).budgetSettings.findUnique({ where: { customerId } })).toBeNull();
  });

  test("one member's settings leave another member's periods alone", async () => {
    const owner = await signedInMember();
    const other = await signedInMember();
    await addLine(other.call, "Groceries", 80);
    await owner.call<SettingsPayload>(UPDATE_SETTINGS, { kind: "PAY_PERIOD", cadence: "SEMIMONTHLY", days: [15, 31] });
    const theirs = await (await getDb()).budget.findFirstOrThrow({ where: { customerId: other.customerId } });
    expect(iso(theirs.periodStart)).toBe(iso(monthDay(0)));
  });
});

const SUGGESTIONS = `query { budgetSuggestions { period { start } suggestions { category { id name } group history suggestedTarget } } }`;
const APPLY = `mutation($lines: [BudgetSuggestionChoice!]!) { applyBudgetSuggestions(lines: $lines) { error errorField created } }`;
const COPY = `mutation($p: String) { copyPreviousBudget(periodStart: $p) { error created } }`;
type Suggestions = {
  budgetSuggestions: { suggestions: Array<{ category: { id: string; name: string }; group: string; history: number[]; suggestedTarget: number }> };
};

describe("suggestions, 'Use suggestions' and 'Copy last period'", () => {
  test("the median of the last 3 complete periods per primary category, rounded up to $5; under $10 left out", async () => {
    const { call, customerId } = await signedInMember();
    for (const [offset, groceries, restaurants] of [[-3, 410, 0], [-2, 377.2, 80], [-1, 395, 100]] as const) {
      await addTransaction(customerId, { category: "Groceries", amount: String(groceries), date: monthDay(offset, 2) });
      if (restaurants) await addTransaction(customerId, { category: "Restaurants", amount: String(restaurants), date: monthDay(offset, 3) });
      await addTransaction(customerId, { category: "Gas", amount: "8.00", date: monthDay(offset, 4) });
    }
    // This (incomplete) period does not count.
    await addTransaction(customerId, { category: "Groceries", amount: "5000.00", date: monthDay(0, 1) });
    const { budgetSuggestions } = await call<Suggestions>(SUGGESTIONS);
    expect(budgetSuggestions.suggestions).toEqual([
      // Food and drink per period: 410, 457.2, 495 -> median 457.2 -> $460.
      { category: { id: await categoryId("Food and drink"), name: "Food and drink" }, group: "FLEXIBLE", history: [410, 457.2, 495], suggestedTarget: 460 },
    ]);

    const lines = [{ budgetCategoryId: await categoryId("Food and drink"), target: 460 }];
    expect((await call<{ applyBudgetSuggestions: { created: number } }>(APPLY, { lines })).applyBudgetSuggestions).toMatchObject({ error: null, created: 1 });
    // Retried: nothing new, the existing line unchanged.
    expect(
      (await call<{ applyBudgetSuggestions: { created: number } }>(APPLY, { lines: [{ ...lines[0], target: 1 }] })).applyBudgetSuggestions,
    ).toMatchObject({ error: null, created: 0 });
    const rows = await (await getDb()).budget.findMany({ where: { customerId } });
    expect(rows.map((row) => row.target.toNumber())).toEqual([460]);
    expect((await call<Suggestions>(SUGGESTIONS)).budgetSuggestions.suggestions).toEqual([]);
  });

  test("a primary category is suggested only for spending its subcategories' own lines do not cover", async () => {
    const { call, customerId } = await signedInMember();
    for (const offset of [-3, -2, -1]) {
      await addTransaction(customerId, { category: "Groceries", amount: "300.00", date: monthDay(offset, 2) });
      await addTransaction(customerId, { category: "Restaurants", amount: "52.00", date: monthDay(offset, 3) });
    }
    await addLine(call, "Groceries", 300);
    const { budgetSuggestions } = await call<Suggestions>(SUGGESTIONS);
    expect(budgetSuggestions.suggestions.map((suggestion) => [suggestion.category.name, suggestion.suggestedTarget])).toEqual([
      ["Food and drink", 55],
    ]);
  });

  test("an unknown or another member's category is refused, and nothing is created", async () => {
    const { call, customerId } = await signedInMember();
    const other = await signedInMember();
    const theirs = await (await getDb()).budgetCategory.create({
      data: { customerId: other.customerId, name: "Their hobby", color: "#000000", categoryType: "DISCRETIONARY" },
    });
    const { applyBudgetSuggestions } = await call<{ applyBudgetSuggestions: { error: string } }>(APPLY, {
      lines: [
        { budgetCategoryId: await categoryId("Groceries"), target: 10 },
        { budgetCategoryId: theirs.id, target: 10 },
      ],
    });
    expect(applyBudgetSuggestions).toMatchObject({ error: "That budget category does not exist.", created: null });
    expect(await (await getDb()).budget.count({ where: { customerId } })).toBe(0);
    const tooMuch = await call<{ applyBudgetSuggestions: { error: string } }>(APPLY, {
      lines: [{ budgetCategoryId: await categoryId("Groceries"), target: 1_000_001 }],
    });
    expect(tooMuch.applyBudgetSuggestions.error).toBe("Please enter a budget target of $1,000,000 or less.");
  });

  test("copy last period copies the previous period's lines once; lines already there stay", async () => {
    const { call, customerId } = await signedInMember();
    const lastMonth = iso(monthDay(-1)).slice(0, 7);
    await addLine(call, "Groceries", 300, lastMonth);
    await addLine(call, "Restaurants", 120, lastMonth);
    await addLine(call, "Groceries", 250);
    expect((await call<{ copyPreviousBudget: { created: number } }>(COPY)).copyPreviousBudget).toEqual({ error: null, created: 1 });
    expect((await call<{ copyPreviousBudget: { created: number } }>(COPY)).copyPreviousBudget).toEqual({ error: null, created: 0 });
    const rows = await (await getDb()).budget.findMany({ where: { customerId, periodStart: monthDay(0) }, include: { budgetCategory: true } });
    expect(rows.map((row) => [row.budgetCategory.name, row.target.toNumber()]).sort()).toEqual([
      ["Groceries", 250],
      ["Restaurants", 120],
    ]);
  });
});

const ROLLOVER = `mutation($id: ID!, $mode: BudgetRolloverMode, $group: BudgetLineGroup) {
  updateBudgetCategorySettings(budgetCategoryId: $id, rolloverMode: $mode, group: $group) { error settings { budgetCategoryId rolloverMode group } } }`;

describe("rollover per category", () => {
  test("surplus and deficit carry from the stored lines; editing a past target changes the carry", async () => {
    const { call, customerId } = await signedInMember();
    const twoAgo = await addLine(call, "Groceries", 300, iso(monthDay(-2)).slice(0, 7));
    await addLine(call, "Groceries", 300, iso(monthDay(-1)).slice(0, 7));
    await addLine(call, "Groceries", 300);
    await addTransaction(customerId, { category: "Groceries", amount: "250.00", date: monthDay(-2, 5) });
    await addTransaction(customerId, { category: "Groceries", amount: "400.00", date: monthDay(-1, 5) });

    const off = await call<{ budget: Overview }>(BUDGET);
    expect(lineOf(off.budget, "Groceries")).toMatchObject({ rolloverMode: "OFF", carryIn: 0, available: 300 });

    const groceries = await categoryId("Groceries");
    const set = await call<{ updateBudgetCategorySettings: unknown }>(ROLLOVER, { id: groceries, mode: "SURPLUS_AND_DEFICIT" });
    expect(set.updateBudgetCategorySettings).toEqual({
      error: null,
      settings: { budgetCategoryId: groceries, rolloverMode: "SURPLUS_AND_DEFICIT", group: "FLEXIBLE" },
    });
    // 300 − 250 = +50 carried, then 300 + 50 − 400 = −50.
    expect(lineOf((await call<{ budget: Overview }>(BUDGET)).budget, "Groceries")).toMatchObject({ carryIn: -50, available: 250 });

    await call<{ updateBudgetCategorySettings: unknown }>(ROLLOVER, { id: groceries, mode: "SURPLUS" });
    expect(lineOf((await call<{ budget: Overview }>(BUDGET)).budget, "Groceries")).toMatchObject({ carryIn: 0, available: 300 });

    await call(`mutation($id: ID!) { updateBudget(id: $id, target: 400) { error } }`, { id: twoAgo.id });
    // 400 − 250 = 150, then 300 + 150 − 400 = 50.
    expect(lineOf((await call<{ budget: Overview }>(BUDGET)).budget, "Groceries")).toMatchObject({ carryIn: 50, available: 350 });
  });

  test("non-monthly lines carry both ways by default and show a yearly amount", async () => {
    const { call, customerId } = await signedInMember();
    await addLine(call, "Travel", 100, iso(monthDay(-1)).slice(0, 7));
    await addLine(call, "Travel", 100);
    await addTransaction(customerId, { category: "Flights", amount: "30.00", date: monthDay(-1, 9) });
    const line = lineOf((await call<{ budget: Overview }>(BUDGET)).budget, "Travel");
    expect(line).toMatchObject({ group: "NON_MONTHLY", rolloverMode: "SURPLUS_AND_DEFICIT", carryIn: 70, available: 170, yearlyTarget: 1200 });
  });

  test("a category the member cannot see is refused", async () => {
    const { call } = await signedInMember();
    const { updateBudgetCategorySettings } = await call<{ updateBudgetCategorySettings: { error: string } }>(ROLLOVER, {
      id: "missing",
      mode: "SURPLUS",
    });
    expect(updateBudgetCategorySettings.error).toBe("That budget category does not exist.");
  });
});

const MOVE = `mutation($from: ID!, $to: ID!, $amount: Decimal) {
  moveBudgetMoney(fromBudgetId: $from, toBudgetId: $to, amount: $amount) { error errorField from { id target } to { id target } } }`;
type MovePayload = { moveBudgetMoney: { error: string | null; errorField: string | null; from: { target: number } | null; to: { target: number } | null } };

describe("moveBudgetMoney", () => {
  test("moves between two lines of the period in one write, never more than the source has left", async () => {
    const { call, customerId } = await signedInMember();
    const groceries = await addLine(call, "Groceries", 300);
    const restaurants = await addLine(call, "Restaurants", 100);
    await addTransaction(customerId, { category: "Groceries", amount: "220.00", date: monthDay(0, 1) });

    const moved = await call<MovePayload>(MOVE, { from: groceries.id, to: restaurants.id, amount: 50 });
    expect(moved.moveBudgetMoney).toMatchObject({ error: null, from: { target: 250 }, to: { target: 150 } });

    const tooMuch = await call<MovePayload>(MOVE, { from: groceries.id, to: restaurants.id, amount: 30.01 });
    expect(tooMuch.moveBudgetMoney).toEqual({ error: "You can move at most $30 from this category.", errorField: "amount", from: null, to: null });
    const zero = await call<MovePayload>(MOVE, { from: groceries.id, to: restaurants.id, amount: 0 });
    expect(zero.moveBudgetMoney.error).toBe("Please enter an amount above $0.");

    const lastMonth = await addLine(call, "Coffee", 40, iso(monthDay(-1)).slice(0, 7));
    const otherPeriod = await call<MovePayload>(MOVE, { from: lastMonth.id, to: restaurants.id, amount: 5 });
    expect(otherPeriod.moveBudgetMoney.error).toBe("You can only move money between categories of the same period.");

    const rows = await (await getDb()).budget.findMany({ where: { customerId, periodStart: monthDay(0) }, orderBy: { target: "asc" } });
    expect(rows.map((row) => row.target.toNumber())).toEqual([150, 250]);
  });

  test("another member's line is not found, from either side, and nothing changes", async () => {
    const owner = await signedInMember();
    const mine = await addLine(owner.call, "Groceries", 300);
    const other = await signedInMember();
    const theirs = await addLine(other.call, "Groceries", 300);
    expect((await other.call<MovePayload>(MOVE, { from: mine.id, to: theirs.id, amount: 10 })).moveBudgetMoney).toMatchObject({
      error: "Budget not found.",
      errorField: "fromBudgetId",
    });
    expect((await other.call<MovePayload>(MOVE, { from: theirs.id, to: mine.id, amount: 10 })).moveBudgetMoney).toMatchObject({
      error: "Budget not found.",
      errorField: "toBudgetId",
    });
    const targets = await (await getDb()).budget.findMany({ where: { id: { in: [mine.id, theirs.id] } } });
    expect(targets.map((row) => row.target.toNumber())).toEqual([300, 300]);
  });
});

const ALERTS = `query { budgetAlerts { id threshold periodStart message budgetCategory { name } } }`;
const DISMISS = `mutation($id: ID!) { dismissBudgetAlert(id: $id) { error alert { id } } }`;

describe("budget alerts", () => {
  test("at 80 % and at 100 %, once per category, period and threshold, each emailed; dismissed by the owner only", async () => {
    const { call, customerId, user } = await signedInMember();
    await addLine(call, "Groceries", 100);
    const db = await getDb();
    const check = () => db.$transaction((tx) => checkBudgetAlerts({ tx, customerId }));

    await addTransaction(customerId, { category: "Groceries", amount: "50.00", date: monthDay(0, 1) });
    expect(await check()).toEqual([]);
    await addTransaction(customerId, { category: "Groceries", amount: "35.00", date: monthDay(0, 1) });
    expect(await check()).toEqual([{ budgetCategoryId: await categoryId("Groceries"), threshold: 80 }]);
    expect(await check()).toEqual([]);
    await addTransaction(customerId, { category: "Groceries", amount: "20.00", date: monthDay(0, 1) });
    expect(await check()).toEqual([{ budgetCategoryId: await categoryId("Groceries"), threshold: 100 }]);
    expect(await check()).toEqual([]);

    const emails = await outboxMessages({ to: user.email! });
    expect(emails.map((email) => email.subject).sort()).toEqual(["Groceries is at 80% of its budget", "Groceries is over budget"]);

    const { budgetAlerts } = await call<{ budgetAlerts: Array<{ id: string; threshold: number; message: string }> }>(ALERTS);
    expect(budgetAlerts.map((alert) => [alert.threshold, alert.message])).toEqual([
      [100, "Groceries is over budget for this period."],
      [80, "Groceries has used 80% of its budget for this period."],
    ]);

    const other = await signedInMember();
    expect((await other.call<{ dismissBudgetAlert: { error: string } }>(DISMISS, { id: budgetAlerts[0]!.id })).dismissBudgetAlert.error).toBe(
      "Alert not found.",
    );
    expect((await call<{ dismissBudgetAlert: { error: null } }>(DISMISS, { id: budgetAlerts[0]!.id })).dismissBudgetAlert.error).toBeNull();
    expect((await call<{ budgetAlerts: unknown[] }>(ALERTS)).budgetAlerts).toHaveLength(1);
  });

  test("no email when the member turned budget alerts off; the in-app alert still appears", async () => {
    const { call, customerId, user } = await signedInMember();
    const db = await getDb();
    const category = await db.notificationCategory.upsert({
      where: { slug: "financial-insights" },
      create: { slug: "financial-insights", name: "Financial Insights", description: "x" },
      update: {},
    });
    const subcategory = await db.notificationSubcategory.upsert({
      where: { slug: "budget-alerts" },
      create: { slug: "budget-alerts", name: "Budget alerts", description: "x", categoryId: category.id },
      update: {},
    });
    await db.notificationPreference.create({ data: { userId: user.id, subcategoryId: subcategory.id, isEmailEnabled: false } });
    await addLine(call, "Groceries", 100);
    await addTransaction(customerId, { category: "Groceries", amount: "150.00", date: monthDay(0, 1) });
    expect(await db.$transaction((tx) => checkBudgetAlerts({ tx, customerId }))).toHaveLength(2);
    expect(await outboxMessages({ to: user.email! })).toEqual([]);
    expect((await call<{ budgetAlerts: unknown[] }>(ALERTS)).budgetAlerts).toHaveLength(2);
  });
});

const DETAIL = `query($id: ID!) { budgetCategoryDetail(budgetCategoryId: $id) {
  category { name } period { start end } group rolloverMode line { budget { id } spent }
  otherLines { budget { budgetCategory { name } } }
  history { start target spent } transactions { merchant amount pending date }
} }`;

describe("budgetCategoryDetail", () => {
  test("target against spending, 6 periods of history and the period's transactions", async () => {
    const { call, customerId } = await signedInMember();
    await addLine(call, "Groceries", 300, iso(monthDay(-1)).slice(0, 7));
    await addLine(call, "Groceries", 320);
    await addLine(call, "Restaurants", 100);
    await addTransaction(customerId, { category: "Groceries", amount: "80.00", date: monthDay(-1, 4) });
    await addTransaction(customerId, { category: "Groceries", amount: "42.10", date: monthDay(0, 1), name: "H-E-B", pending: true });
    const { budgetCategoryDetail } = await call<{ budgetCategoryDetail: Record<string, unknown> & { history: unknown[] } }>(DETAIL, {
      id: await categoryId("Groceries"),
    });
    expect(budgetCategoryDetail).toMatchObject({
      category: { name: "Groceries" },
      period: { start: iso(monthDay(0)) },
      group: "FLEXIBLE",
      rolloverMode: "OFF",
      line: { spent: 42.1 },
      otherLines: [{ budget: { budgetCategory: { name: "Restaurants" } } }],
      transactions: [{ merchant: "H-E-B", amount: 42.1, pending: true, date: iso(monthDay(0, 1)) }],
    });
    expect(budgetCategoryDetail.history).toHaveLength(6);
    expect(budgetCategoryDetail.history.slice(-2)).toEqual([
      { start: iso(monthDay(-1)), target: 300, spent: 80 },
      { start: iso(monthDay(0)), target: 320, spent: 42.1 },
    ]);
  });

  test("another member's own category answers null", async () => {
    const { call } = await signedInMember();
    const other = await signedInMember();
    const theirs = await (await getDb()).budgetCategory.create({
      data: { customerId: other.customerId, name: "Secret", color: "#000000", categoryType: "DISCRETIONARY" },
    });
    expect((await call<{ budgetCategoryDetail: null }>(DETAIL, { id: theirs.id })).budgetCategoryDetail).toBeNull();
  });
});

describe("targets: limits and retries", () => {
  test("a target above 1,000,000 is refused by createBudget and updateBudget; 1,000,000 itself is fine", async () => {
    const { call } = await signedInMember();
    const create = await call<{ createBudget: { error: string; errorField: string } }>(
      `mutation { createBudget(budgetData: { target: 1000000.01, budgetCategoryName: "Groceries" }) { error errorField } }`,
    );
    expect(create.createBudget).toEqual({ error: "Please enter a budget target of $1,000,000 or less.", errorField: "target" });
    const line = await addLine(call, "Groceries", 1_000_000);
    const update = await call<{ updateBudget: { error: string } }>(`mutation($id: ID!) { updateBudget(id: $id, target: 2000000) { error } }`, {
      id: line.id,
    });
    expect(update.updateBudget.error).toBe("Please enter a budget target of $1,000,000 or less.");
  });
});
