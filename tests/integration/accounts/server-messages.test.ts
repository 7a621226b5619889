import { getDb } from "@/lib/db";
import {
  ASSET_MESSAGES,
  CREDIT_CARD_MESSAGES,
  CREDIT_SCORE_MESSAGES,
  INCOME_MESSAGES,
  LOAN_MESSAGES,
} from "@/lib/accounts/account-messages";
import { createAsset, createCreditCard, createCustomer, createIncome, createLoan, createUser } from "@/prisma/seed";
import { useTestDatabase } from "@/tests/helpers/test-db";

import { cookieFor, save, type Operation } from "./account-operations";

useTestDatabase();

// Spec 001 §8: every server message of the manual accounts, each against the one rule that produces it. Each row
// breaks exactly one rule of an otherwise valid input; the spec's own quotations are written out as literals.

const asset = { name: "Checking", value: 100, accountType: "checking" };
const loan = { name: "Car loan", lender: "Credit Union", value: 5000, apr: 4.5, loanAmount: 12000, kind: "car", paymentInterval: 2 };
const card = { name: "Visa", value: 250, apr: 19.99, cardLimit: 5000 };
const income = { name: "Salary", gross: 60000 };
const score = { value: 720 };

type Row = [label: string, operation: Operation, data: Record<string, unknown>, message: string];

const rules: Row[] = [
  ["loan without a name", "createLoan", { ...loan, name: " " }, "Loan must have a name."],
  ["loan without a lender", "createLoan", { ...loan, lender: "" }, "Loan must have a lender."],
  ["loan with a negative balance", "createLoan", { ...loan, value: -1 }, "Loan must have a positive balance."],
  ["loan with a negative rate", "createLoan", { ...loan, apr: -0.5 }, "Loan must have a positive interest rate."],
  ["loan with a $0 original balance", "createLoan", { ...loan, loanAmount: 0 }, "Loan must have a positive original balance."],
  ["loan with a negative original balance", "createLoan", { ...loan, loanAmount: -10 }, "Loan must have a positive original balance."],
  ["loan of an unknown kind", "createLoan", { ...loan, kind: "boat" }, "Loan must have a valid kind."],
  ["loan with an unknown interval", "createLoan", { ...loan, paymentInterval: 9 }, "Loan must have a valid interval."],
  ["card without a name", "createCreditCard", { ...card, name: "" }, CREDIT_CARD_MESSAGES.name],
  ["card with a negative balance", "createCreditCard", { ...card, value: -5 }, CREDIT_CARD_MESSAGES.value],
  ["card with a negative rate", "createCreditCard", { ...card, apr: -1 }, CREDIT_CARD_MESSAGES.apr],
  ["card with a $0 limit", "createCreditCard", { ...card, cardLimit: 0 }, "Credit card must have a positive card limit."],
  ["card with a negative limit", "createCreditCard", { ...card, cardLimit: -100 }, "Credit card must have a positive card limit."],
  ["asset without a name", "createAsset", { ...asset, name: "" }, ASSET_MESSAGES.name],
  ["asset with a negative value", "createAsset", { ...asset, value: -1 }, ASSET_MESSAGES.value],
  ["asset without a type", "createAsset", { ...asset, accountType: "" }, "Asset must have a type."],
  ["asset of an unknown type", "createAsset", { ...asset, accountType: "yacht" }, ASSET_MESSAGES.invalidType],
  ["income in cents", "createIncome", { ...income, gross: 60000.5 }, "Please enter a valid positive whole number for income."],
  ["negative income", "createIncome", { ...income, gross: -1 }, "Please enter a valid positive whole number for income."],
  ["income with an unknown interval", "createIncome", { ...income, interval: 7 }, INCOME_MESSAGES.interval],
  ["credit score below 300", "createCreditScore", { value: 299 }, "Please make sure you enter a valid credit score (between 300 and 850)."],
  ["credit score above 850", "createCreditScore", { value: 851 }, CREDIT_SCORE_MESSAGES.value],
  ["credit score with a fraction", "createCreditScore", { value: 700.5 }, CREDIT_SCORE_MESSAGES.value],
];

describe("each rule answers its own message, and the same input without the fault saves", () => {
  let cookie: string;
  beforeAll(async () => {
    const user = await createUser(await getDb());
    cookie = await cookieFor(user.id);
  });

  test.each(rules)("%s", async (_, operation, data, message) => {
    expect(await save(operation, data, cookie)).toMatchObject({ error: message });
  });

  test.each([
    ["createLoan", loan],
    ["createCreditCard", card],
    ["createAsset", asset],
    ["createCreditScore", score],
  ] as const)("the valid %s input saves", async (operation, data) => {
    expect(await save(operation, data, cookie)).toMatchObject({ error: null });
  });

  test("a duplicate income name", async () => {
    expect(await save("createIncome", { name: "Bonus", gross: 5000 }, cookie)).toMatchObject({ error: null });
    expect(await save("createIncome", { name: " bonus ", gross: 6000 }, cookie)).toMatchObject({
      error: "An income with this name already exists. Please enter a different name.",
    });
  });
});

describe("a bad id, another member's id and an already-deleted account", () => {
  test.each([
    ["updateLoan", LOAN_MESSAGES, "loan"],
    ["updateCreditCard", CREDIT_CARD_MESSAGES, "creditCard"],
    ["updateAsset", ASSET_MESSAGES, "asset"],
  ] as const)("%s", async (operation, messages, kind) => {
    const db = await getDb();
    const owner = await createUser(db);
    const customer = await createCustomer(db, { userId: owner.id });
    const other = await createUser(db);
    const make = { loan: createLoan, creditCard: createCreditCard, asset: createAsset }[kind];
    const mine = await make(db, { customerId: customer.id });
    const deleted = await make(db, { customerId: customer.id, deletedAt: new Date() });
    const ownerCookie = await cookieFor(owner.id);

    expect(await save(operation, { id: "no-such-id", name: "X" }, ownerCookie)).toMatchObject({ error: messages.notFound });
    // Missing permission reads as not found: an id reveals nothing about another member.
    expect(await save(operation, { id: mine.id, name: "X" }, await cookieFor(other.id))).toMatchObject({
      error: messages.notFound,
    });
    expect(await save(operation, { id: deleted.id, name: "X" }, ownerCookie)).toMatchObject({ error: messages.deleted });
  });

  test("updateIncome and updateCreditScore with another member's id", async () => {
    const db = await getDb();
    const owner = await createUser(db);
    const customer = await createCustomer(db, { userId: owner.id });
    const stranger = await cookieFor((await createUser(db)).id);
    const salary = await createIncome(db, { customerId: customer.id, gross: "50000" });
    expect(await save("updateIncome", { id: salary.id, gross: 1000 }, stranger)).toMatchObject({
      error: INCOME_MESSAGES.notFound,
    });
    expect(await save("updateCreditScore", { id: "no-such-id", value: 700 }, stranger)).toMatchObject({
      error: CREDIT_SCORE_MESSAGES.notFound,
    });
  });
});
