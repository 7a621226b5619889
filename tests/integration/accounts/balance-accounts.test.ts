import { getDb } from "@/lib/db";
import { historyDate } from "@/lib/histories/record-balance-snapshot";
import { createAsset, createCreditCard, createCustomer, createLoan, createStaffUser, createUser } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

import { FINANCIAL_ACCOUNTS, OPERATIONS, cookieFor, query, save, type Operation } from "./account-operations";

useTestDatabase();

// Assets, credit cards and loans: the accounts whose balances make up net worth (001 §3, §5, §7, §8).

async function member() {
  const db = await getDb();
  const user = await createUser(db);
  return { user, cookie: await cookieFor(user.id) };
}

async function todaysWorth(userId: string) {
  const db = await getDb();
  const customer = await db.customer.findUniqueOrThrow({ where: { userId }, select: { id: true } });
  const key = { customerId_date: { customerId: customer.id, date: historyDate() } };
  const [assets, liabilities, net] = await Promise.all([
    db.assetWorthHistory.findUnique({ where: key }),
    db.liabilityHistory.findUnique({ where: key }),
    db.netWorthHistory.findUnique({ where: key }),
  ]);
  return { assets: assets?.value.toFixed(2), liabilities: liabilities?.value.toFixed(2), net: net?.value.toFixed(2) };
}

describe("createAsset / updateAsset", () => {
  test("a member adds an asset (a customer row is made on first use) and today's worth is recorded", async () => {
    const { user, cookie } = await member();

    const payload = await save("createAsset", { name: "Everyday Checking", value: 2500.555, accountType: "Checking" }, cookie);

    expect(payload).toMatchObject({
      error: null,
      errorField: null,
      asset: {
        name: "Everyday Checking",
        value: 2500.56,
        liquid: true,
        assetType: "CHECKING",
        subtype: "checking",
        provider: "MANUAL",
        sortOrder: 0,
        institutionItem: null,
      },
    });
    expect(await todaysWorth(user.id)).toEqual({ assets: "2500.56", liabilities: "0.00", net: "2500.56" });
  });

  test.each([
    ["checking", "CHECKING", true],
    ["money market", "CHECKING", true],
    ["savings", "SAVING", true],
    ["IRA", "OTHER", false],
    ["401k", "OTHER", false],
    ["403b", "OTHER", false],
    ["529 ESA", "OTHER", false],
    ["brokerage", "OTHER", false],
    ["home", "OTHER", false],
    ["vehicle", "OTHER", false],
  ])("the add-account type %s is stored as %s (liquid %p)", async (accountType, assetType, liquid) => {
    const { cookie } = await member();
    const { asset } = await save("createAsset", { name: "Account", value: 100, accountType }, cookie);
    expect(asset).toMatchObject({ assetType, liquid });
  });

  test("an update changes what is given, re-maps a new type and records the new worth; later assets go last", async () => {
    const { user, cookie } = await member();
    const first = await save("createAsset", { name: "Savings", value: 1000, accountType: "savings" }, cookie);
    const second = await save("createAsset", { name: "House", value: 300000, accountType: "home" }, cookie);
    expect(second.asset).toMatchObject({ sortOrder: 1 });

    const updated = await save("updateAsset", { id: first.asset!.id, value: 1500, accountType: "brokerage" }, cookie);

    expect(updated).toMatchObject({
      error: null,
      asset: { id: first.asset!.id, name: "Savings", value: 1500, assetType: "OTHER", liquid: false, subtype: "brokerage" },
    });
    expect(await todaysWorth(user.id)).toMatchObject({ assets: "301500.00", net: "301500.00" });
  });

  test.each([
    [{ name: "  ", value: 10, accountType: "checking" }, "Asset must have a name.", "name"],
    [{ name: "Checking", value: -10, accountType: "checking" }, "Asset must have a positive value.", "value"],
    [{ name: "Checking", value: 10 }, "Asset must have a type.", "accountType"],
    [{ name: "Checking", value: 10, accountType: "yacht" }, "Asset must have a valid type.", "accountType"],
  ])("refuses %p with %s and saves nothing", async (data, error, errorField) => {
    const { user, cookie } = await member();
    expect(await save("createAsset", data, cookie)).toEqual({ error, errorField, asset: null });
    const db = await getDb();
    expect(await db.asset.count({ where: { customer: { userId: user.id } } })).toBe(0);
    expect(await db.assetWorthHistory.count({ where: { customer: { userId: user.id } } })).toBe(0);
  });
});

describe("createLoan / updateLoan", () => {
  test("a loan is stored with its kind, rates and the default monthly interval, and counts as a liability", async () => {
    const { user, cookie } = await member();
    const { asset } = await save("createAsset", { name: "Checking", value: 5000, accountType: "checking" }, cookie);
    expect(asset).not.toBeNull();

    const payload = await save(
      "createLoan",
      { name: "Car Loan", lender: "Lakeside CU", value: 9800, apr: 6.49, loanAmount: 18000, kind: "car" },
      cookie,
    );

    expect(payload).toMatchObject({
      error: null,
      loan: { name: "Car Loan", lender: "Lakeside CU", value: 9800, apr: 6.49, loanAmount: 18000, kind: "CAR", paymentInterval: 2 },
    });
    expect(await todaysWorth(user.id)).toEqual({ assets: "5000.00", liabilities: "9800.00", net: "-4800.00" });
  });

  test("'personal loan' is kind OTHER; an update clears the rate with null and keeps what is left out", async () => {
    const { cookie } = await member();
    const { loan } = await save(
      "createLoan",
      { name: "Personal", lender: "Bank", value: 2000, apr: 11.5, kind: "personal loan", paymentInterval: 0 },
      cookie,
    );
    expect(loan).toMatchObject({ kind: "OTHER", paymentInterval: 0 });

    const updated = await save("updateLoan", { id: loan!.id, apr: null, value: 1500, kind: "student" }, cookie);

    expect(updated.loan).toMatchObject({ name: "Personal", lender: "Bank", value: 1500, apr: null, kind: "STUDENT", paymentInterval: 0 });
  });

  test.each([
    [{ name: "", lender: "Bank", value: 1 }, "Loan must have a name.", "name"],
    [{ name: "Loan", value: 1 }, "Loan must have a lender.", "lender"],
    [{ name: "Loan", lender: "Bank", value: -1 }, "Loan must have a positive balance.", "value"],
    [{ name: "Loan", lender: "Bank", value: 1, apr: -2 }, "Loan must have a positive interest rate.", "apr"],
    [{ name: "Loan", lender: "Bank", value: 1, loanAmount: -2 }, "Loan must have a positive original balance.", "loanAmount"],
    [{ name: "Loan", lender: "Bank", value: 1, kind: "boat" }, "Loan must have a valid kind.", "kind"],
    [{ name: "Loan", lender: "Bank", value: 1, paymentInterval: 5 }, "Loan must have a valid interval.", "paymentInterval"],
  ])("refuses %p with %s", async (data, error, errorField) => {
    const { cookie } = await member();
    expect(await save("createLoan", data, cookie)).toEqual({ error, errorField, loan: null });
  });

  test("an invalid update changes nothing", async () => {
    const { cookie } = await member();
    const { loan } = await save("createLoan", { name: "Mortgage", lender: "Bank", value: 200000, kind: "mortgage" }, cookie);

    expect((await save("updateLoan", { id: loan!.id, name: "Renamed", lender: null }, cookie)).error).toBe("Loan must have a lender.");

    const db = await getDb();
    expect(await db.loan.findUniqueOrThrow({ where: { id: loan!.id } })).toMatchObject({ name: "Mortgage", lender: "Bank" });
  });
});

describe("createCreditCard / updateCreditCard", () => {
  test("a card is stored and updated; its balance is a liability", async () => {
    const { user, cookie } = await member();
    const { creditCard } = await save("createCreditCard", { name: "Visa", value: 850, apr: 22.99, cardLimit: 5000 }, cookie);
    expect(creditCard).toMatchObject({ name: "Visa", value: 850, apr: 22.99, cardLimit: 5000, provider: "MANUAL" });

    const updated = await save("updateCreditCard", { id: creditCard!.id, value: 1200.1, cardLimit: null }, cookie);

    expect(updated.creditCard).toMatchObject({ name: "Visa", value: 1200.1, apr: 22.99, cardLimit: null });
    expect(await todaysWorth(user.id)).toEqual({ assets: "0.00", liabilities: "1200.10", net: "-1200.10" });
  });

  test.each([
    [{ value: 10 }, "Credit card must have a name.", "name"],
    [{ name: "Visa", value: -10 }, "Credit card must have a positive balance.", "value"],
    [{ name: "Visa", value: 10, apr: -1 }, "Credit card must have a positive interest rate.", "apr"],
    [{ name: "Visa", value: 10, cardLimit: -1 }, "Credit card must have a positive card limit.", "cardLimit"],
  ])("refuses %p with %s", async (data, error, errorField) => {
    const { cookie } = await member();
    expect(await save("createCreditCard", data, cookie)).toEqual({ error, errorField, creditCard: null });
  });
});

describe("whose accounts", () => {
  async function ownerWithAccounts() {
    const db = await getDb();
    const owner = await createUser(db);
    const customer = await createCustomer(db, { userId: owner.id });
    const asset = await createAsset(db, { customerId: customer.id, name: "Owner Checking", value: "100.00" });
    const card = await createCreditCard(db, { customerId: customer.id, name: "Owner Visa" });
    const loan = await createLoan(db, { customerId: customer.id, name: "Owner Car Loan" });
    return { owner, customer, asset, card, loan };
  }

  test.each([
    ["updateAsset", "asset", "Asset not found."],
    ["updateCreditCard", "card", "Credit card not found."],
    ["updateLoan", "loan", "Loan not found."],
  ] as const)("another member cannot %s the owner's row: the answer is the same as for a missing id", async (operation, row, message) => {
    const { asset, card, loan } = await ownerWithAccounts();
    const target = { asset, card, loan }[row];
    const { cookie } = await member();

    const foreign = await save(operation, { id: target.id, name: "Mine now", value: 1 }, cookie);
    const missing = await save(operation, { id: "no-such-id", name: "Mine now", value: 1 }, cookie);
    const withoutId = await save(operation as Operation, { name: "Mine now", value: 1 }, cookie);

    for (const payload of [foreign, missing, withoutId]) {
      expect(payload).toMatchObject({ error: message, errorField: "id" });
    }
    const db = await getDb();
    const model = { asset: db.asset, card: db.creditCard, loan: db.loan }[row] as typeof db.asset;
    expect(await model.findUniqueOrThrow({ where: { id: target.id } })).toMatchObject({ name: target.name });
  });

  test("lists hold only the member's own accounts, never deleted ones, in their order", async () => {
    const { owner, customer } = await ownerWithAccounts();
    const db = await getDb();
    await createAsset(db, { customerId: customer.id, name: "Closed Savings", subtype: "savings", deletedAt: new Date() });
    await createAsset(db, { customerId: customer.id, name: "First", subtype: "savings", sortOrder: -1 });
    const other = await createUser(db);
    const otherCustomer = await createCustomer(db, { userId: other.id });
    await createAsset(db, { customerId: otherCustomer.id, name: "Someone else's" });

    type Named = Array<{ name: string }>;
    const { financialAccounts } = await query<{ financialAccounts: { assets: Named; creditCards: Named; loans: Named } }>(
      FINANCIAL_ACCOUNTS,
      await cookieFor(owner.id),
    );

    expect(financialAccounts.assets.map((asset) => asset.name)).toEqual(["First", "Owner Checking"]);
    expect(financialAccounts.creditCards.map((card) => card.name)).toEqual(["Owner Visa"]);
    expect(financialAccounts.loans.map((loan) => loan.name)).toEqual(["Owner Car Loan"]);
  });

  test("a deleted account cannot be updated", async () => {
    const { owner, asset } = await ownerWithAccounts();
    const db = await getDb();
    await db.asset.update({ where: { id: asset.id }, data: { deletedAt: new Date() } });

    const payload = await save("updateAsset", { id: asset.id, value: 5 }, await cookieFor(owner.id));

    expect(payload).toMatchObject({ error: "This asset has been deleted.", asset: null });
  });

  test("a coach in coach mode adds to the coached member's accounts", async () => {
    const db = await getDb();
    const staff = await createStaffUser(db);
    const customerUser = await createUser(db);
    const { cookie } = await sessionCookieFor(staff.id, { coachedUserId: customerUser.id });

    const { asset } = await save("createAsset", { name: "Added by coach", value: 10, accountType: "savings" }, cookie);

    const stored = await db.asset.findUniqueOrThrow({
      where: { id: asset!.id },
      select: { customer: { select: { userId: true } } },
    });
    expect(stored.customer.userId).toBe(customerUser.id);
  });

  test("a signed-out caller is asked to sign in", async () => {
    const { body } = await executeGraphQL({
      query: OPERATIONS.createAsset,
      variables: { data: { name: "Checking", value: 1, accountType: "checking" } },
    });
    expect(body.errors?.[0]?.message).toBe("Please sign in and try again.");
    const list = await executeGraphQL({ query: FINANCIAL_ACCOUNTS });
    expect(list.body.errors?.[0]?.message).toBe("Please sign in and try again.");
  });
});

describe("the stored overview follows every change at once", () => {
  test("adding and changing accounts and a credit score updates the score and the /health figures the same day", async () => {
    const { user, cookie } = await member();
    const db = await getDb();
    const stored = () =>
      db.customer.findUniqueOrThrow({
        where: { userId: user.id },
        select: { hfhs: true, assetWorth: true, totalLiquidSavings: true, currentCreditScore: true, overviewUpdatedAt: true },
      });

    // A first visit of the day already computed the figures...
    const checking = await save("createAsset", { name: "Checking", value: 1200, accountType: "checking" }, cookie);
    expect(String((await stored()).assetWorth)).toBe("1200");
    // ...and later changes that day are not left for tomorrow.
    await save("updateAsset", { id: checking.asset!.id, value: 3200 }, cookie);
    expect(await stored()).toMatchObject({ totalLiquidSavings: expect.anything() });
    expect(String((await stored()).assetWorth)).toBe("3200");
    expect(String((await stored()).totalLiquidSavings)).toBe("3200");

    const before = (await stored()).hfhs;
    await save("createCreditCard", { name: "Visa", value: 2900, cardLimit: 3000 }, cookie);
    const score = await save("createCreditScore", { value: 810 }, cookie);
    expect((await stored()).currentCreditScore).toBe(810);
    expect(score.creditScore).toMatchObject({ customer: { hfhs: (await stored()).hfhs } });
    expect((await stored()).hfhs).not.toBe(before);
  });
});
