import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/db";
import { recalculateUserAttributes } from "@/lib/financial-health/recalculate-user-attributes";
import { historyDate } from "@/lib/histories/record-balance-snapshot";
import { addDays } from "@/prisma/seed/dates";
import {
  createAsset,
  createCreditCard,
  createCreditScore,
  createCustomer,
  createIncome,
  createLoan,
  createStaffUser,
  createUser,
  createWorthHistories,
} from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { cookieFor, FINANCIAL_ACCOUNTS, query } from "./account-operations";

useTestDatabase();

// Removing a manual asset, card, loan, income or credit score (issue 10): the owner only, once, with the lists, the
// overview and today's history point following.

type Kind = "asset" | "creditCard" | "loan" | "income" | "creditScore";
const FIELD: Record<Kind, string> = {
  asset: "deleteAsset",
  creditCard: "deleteCreditCard",
  loan: "deleteLoan",
  income: "deleteIncome",
  creditScore: "deleteCreditScore",
};
const LIST: Record<Kind, string> = {
  asset: "assets",
  creditCard: "creditCards",
  loan: "loans",
  income: "incomes",
  creditScore: "creditScores",
};
/** What a second removal answers: the kind's 'has been deleted', or 'not found' for the kinds without soft delete. */
const AGAIN: Record<Kind, string> = {
  asset: "This asset has been deleted.",
  creditCard: "This credit card has been deleted.",
  loan: "This loan has been deleted.",
  income: "Income not found.",
  creditScore: "Credit score not found.",
};
const NOT_FOUND: Record<Kind, string> = {
  asset: "Asset not found.",
  creditCard: "Credit card not found.",
  loan: "Loan not found.",
  income: "Income not found.",
  creditScore: "Credit score not found.",
};

type DeleteAnswer = { error: string | null; didDelete: boolean };

async function remove(kind: Kind, id: string, cookie: string, headers: Record<string, string> = {}) {
  const field = FIELD[kind];
  const result = await executeGraphQL<Record<string, DeleteAnswer>>({
    query: `mutation($id: ID!) { ${field}(id: $id) { error didDelete } }`,
    variables: { id },
    cookie,
    headers,
  });
  expect(result.body.errors).toBeUndefined();
  return { answer: result.body.data![field]!, headers: result.headers };
}

async function memberWithOneOfEach() {
  const db = await getDb();
  const user = await createUser(db);
  const { id: customerId } = await createCustomer(db, { userId: user.id });
  const rows = {
    asset: await createAsset(db, { customerId, name: "Rainy day", value: "1000.00", subtype: "savings" }),
    creditCard: await createCreditCard(db, { customerId, name: "Visa", value: "200.00" }),
    loan: await createLoan(db, { customerId, name: "Car", value: "3000.00" }),
    income: await createIncome(db, { customerId, gross: "60000" }),
    creditScore: await createCreditScore(db, { customerId, value: 720 }),
  };
  return { user, customerId, rows, cookie: await cookieFor(user.id) };
}

type Lists = Record<string, { id: string }[]>;
const listed = async (cookie: string) => (await query<{ financialAccounts: Lists }>(FINANCIAL_ACCOUNTS, cookie)).financialAccounts;

describe.each<Kind>(["asset", "creditCard", "loan", "income", "creditScore"])("%s removal", (kind) => {
  test("the owner removes it once: gone from the list, audited; a second removal answers cleanly", async () => {
    const { user, rows, cookie } = await memberWithOneOfEach();
    const id = rows[kind].id;

    expect((await remove(kind, id, cookie)).answer).toEqual({ error: null, didDelete: true });
    const lists = await listed(cookie);
    expect(lists[LIST[kind]]!.map((row) => row.id)).not.toContain(id);
    // The other kinds are untouched.
    for (const other of Object.keys(LIST) as Kind[]) {
      if (other !== kind) expect(lists[LIST[other]]!.map((row) => row.id)).toContain(rows[other].id);
    }
    const db = await getDb();
    const audit = await db.auditLog.findMany({ where: { subjectUserId: user.id, action: "financial-account.deleted" } });
    expect(audit).toEqual([expect.objectContaining({ actorUserId: user.id, metadata: expect.objectContaining({ kind, id }) })]);

    expect((await remove(kind, id, cookie)).answer).toEqual({ error: AGAIN[kind], didDelete: false });
  });

  test("another member's id answers like a missing one and removes nothing", async () => {
    const owner = await memberWithOneOfEach();
    const other = await memberWithOneOfEach();
    const id = owner.rows[kind].id;

    expect((await remove(kind, id, other.cookie)).answer).toEqual({ error: NOT_FOUND[kind], didDelete: false });
    expect((await remove(kind, "no-such-id", other.cookie)).answer).toEqual({ error: NOT_FOUND[kind], didDelete: false });
    expect((await listed(owner.cookie))[LIST[kind]]!.map((row) => row.id)).toContain(id);
  });
});

describe("removing an account", () => {
  test("today's history point and the overview no longer count it; earlier days stay as they were", async () => {
    const { customerId, rows, cookie } = await memberWithOneOfEach();
    const db = await getDb();
    const today = historyDate();
    const yesterday = addDays(today, -1);
    await createWorthHistories(db, { customerId, points: [{ date: yesterday, assets: "1000.00", liabilities: "3200.00" }] });

    await remove("asset", rows.asset.id, cookie);
    await remove("loan", rows.loan.id, cookie);

    const day = async (date: Date) => {
      const key = { customerId_date: { customerId, date } };
      const [assets, liabilities, netWorth] = await Promise.all([
        db.assetWorthHistory.findUnique({ where: key }),
        db.liabilityHistory.findUnique({ where: key }),
        db.netWorthHistory.findUnique({ where: key }),
      ]);
      return [assets?.value.toFixed(2), liabilities?.value.toFixed(2), netWorth?.value.toFixed(2)];
    };
    expect(await day(today)).toEqual(["0.00", "200.00", "-200.00"]);
    expect(await day(yesterday)).toEqual(["1000.00", "3200.00", "-2200.00"]);

    const customer = await db.customer.findUniqueOrThrow({ where: { id: customerId } });
    expect(customer.assetWorth?.toFixed(2)).toBe("0.00");
    expect(customer.totalLiquidSavings?.toFixed(2)).toBe("0.00");
    expect(customer.netWorthIncrementSinceLastUpdate?.toFixed(2)).toBe("2000.00");
    expect(customer.overviewUpdatedAt).not.toBeNull();
  });

  test("removing the credit score takes it out of the overview and the score", async () => {
    const { user, customerId, rows, cookie } = await memberWithOneOfEach();
    const db = await getDb();
    await createCreditScore(db, { customerId, name: "Older", value: 640, updatedAt: new Date(Date.now() - 86_400_000) });
    await recalculateUserAttributes({ userId: user.id });
    expect((await db.customer.findUniqueOrThrow({ where: { id: customerId } })).currentCreditScore).toBe(720);

    await remove("creditScore", rows.creditScore.id, cookie);
    const customer = await db.customer.findUniqueOrThrow({ where: { id: customerId } });
    expect(customer.currentCreditScore).toBe(640);
    expect(customer.hfhs).toEqual(expect.any(Number));
  });

  test("its transactions are deleted; the account stays on record as deleted and cannot be saved again", async () => {
    const { customerId, rows, cookie } = await memberWithOneOfEach();
    const db = await getDb();
    await db.transaction.create({
      data: { customerId, assetId: rows.asset.id, amount: "12.50", date: historyDate(), name: "Coffee" },
    });

    await remove("asset", rows.asset.id, cookie);
    expect(await db.transaction.count({ where: { assetId: rows.asset.id } })).toBe(0);
    expect((await db.asset.findUniqueOrThrow({ where: { id: rows.asset.id } })).deletedAt).not.toBeNull();
    const { body } = await executeGraphQL<{ updateAsset: { error: string | null } }>({
      query: `mutation($data: AssetInput!) { updateAsset(assetData: $data) { error } }`,
      variables: { data: { id: rows.asset.id, name: "Back again" } },
      cookie,
    });
    expect(body.data!.updateAsset.error).toBe("This asset has been deleted.");
  });

  test("a retried request (same Idempotency-Key) acts once and gets the first answer again", async () => {
    const { user, rows, cookie } = await memberWithOneOfEach();
    const key = randomUUID();

    const first = await remove("loan", rows.loan.id, cookie, { "idempotency-key": key });
    const retry = await remove("loan", rows.loan.id, cookie, { "idempotency-key": key });
    expect(first.answer).toEqual({ error: null, didDelete: true });
    expect(retry.answer).toEqual({ error: null, didDelete: true });
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    const db = await getDb();
    expect(await db.auditLog.count({ where: { subjectUserId: user.id, action: "financial-account.deleted" } })).toBe(1);
  });

  test("a coach acting for the member may remove it; the audit names the coach and the member", async () => {
    const db = await getDb();
    const staff = await createStaffUser(db);
    const { user, rows } = await memberWithOneOfEach();
    const { cookie } = await sessionCookieFor(staff.id, { coachedUserId: user.id });

    expect((await remove("creditCard", rows.creditCard.id, cookie)).answer).toEqual({ error: null, didDelete: true });
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "financial-account.deleted", subjectUserId: user.id } });
    expect(audit.actorUserId).toBe(staff.id);
  });

  test("a signed-out caller is told to sign in", async () => {
    const { rows } = await memberWithOneOfEach();
    const { body } = await executeGraphQL({
      query: `mutation($id: ID!) { deleteAsset(id: $id) { error didDelete } }`,
      variables: { id: rows.asset.id },
    });
    expect(body.errors?.[0]?.message).toBe("Please sign in and try again.");
    const db = await getDb();
    expect((await db.asset.findUniqueOrThrow({ where: { id: rows.asset.id } })).deletedAt).toBeNull();
  });
});
