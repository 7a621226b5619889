import {
  assetSelect,
  creditCardSelect,
  creditScoreSelect,
  expenseSelect,
  incomeSelect,
  listOrder,
  loanSelect,
} from "@/lib/accounts/account-records";
import { listFinancialAccounts } from "@/lib/accounts/list-financial-accounts";
import { getDb } from "@/lib/db";
import {
  createAsset,
  createCreditCard,
  createCreditScore,
  createCustomer,
  createExpense,
  createIncome,
  createLoan,
  createUser,
} from "@/prisma/seed";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

// listFinancialAccounts reads in plain SQL (lib/accounts/account-records-sql.ts); the records must be exactly what
// Prisma gives for the shared selects of account-records.ts, which every other account operation returns.

/** What Prisma returns for the same lists: the reference the SQL must match. */
async function throughPrisma(userId: string) {
  const db = await getDb();
  const live = { deletedAt: null };
  return db.customer.findUnique({
    where: { userId },
    select: {
      assets: { where: live, select: assetSelect, orderBy: listOrder },
      creditCards: { where: live, select: creditCardSelect, orderBy: listOrder },
      loans: { where: live, select: loanSelect, orderBy: listOrder },
      expenses: { select: expenseSelect, orderBy: { createdAt: "asc" } },
      incomes: { select: incomeSelect, orderBy: listOrder },
      creditScores: { select: creditScoreSelect, orderBy: listOrder },
    },
  });
}

test("every kind of account, linked and manual, in the lists' order, equal to Prisma's records", async () => {
  const db = await getDb();
  const user = await createUser(db);
  const customer = await createCustomer(db, { userId: user.id });
  const customerId = customer.id;
  const item = await db.institutionItem.create({
    data: {
      customerId,
      providerItemId: `item-${user.id}`,
      accessTokenEncrypted: "sealed",
      institutionId: "ins_1",
      name: "Platypus Bank",
      isLatestLiabilitiesSyncFailed: true,
      lastSyncedAt: new Date("2026-03-10T08:15:30.123Z"),
      latestSyncErrorKind: "ITEM_LOGIN_REQUIRED",
    },
  });
  await createAsset(db, { customerId, name: "Savings", subtype: "savings", value: "11640.10", sortOrder: 2 });
  await createAsset(db, {
    customerId,
    name: "Linked checking",
    value: "0.01",
    sortOrder: 1,
    institutionItemId: item.id,
    provider: "PLAID",
    plaidAccountId: "plaid-1",
    mask: "0000",
    type: "depository",
    nickname: "Bills",
  });
  await createAsset(db, { customerId, name: "Sold car", subtype: "vehicle", deletedAt: new Date() });
  await createCreditCard(db, { customerId, name: "Visa", apr: null, cardLimit: null, interestPaidLastMonth: "12.34" });
  await createCreditCard(db, { customerId, name: "Store card", institutionItemId: item.id, provider: "PLAID" });
  await createLoan(db, { customerId, name: "Mortgage", kind: "MORTGAGE", value: "123456789012.34", loanAmount: null });
  await createLoan(db, { customerId, name: "Paid off", deletedAt: new Date() });
  await createIncome(db, { customerId, gross: "78000.00" });
  await createIncome(db, { customerId, name: "Freelance", gross: "9600.00", sortOrder: 1 });
  await createExpense(db, { customerId });
  await createExpense(db, { customerId, name: "Groceries", category: "FOOD", variation: "VARIABLE", value: "412.07" });
  await createCreditScore(db, { customerId, value: 712 });

  const accounts = await listFinancialAccounts({ userId: user.id });

  expect(accounts).toEqual(await throughPrisma(user.id));
  expect(accounts.assets.map((asset) => asset.name)).toEqual(["Linked checking", "Savings"]);
  expect(accounts.assets[0]!.institutionItem).toEqual({
    id: item.id,
    name: "Platypus Bank",
    institutionId: "ins_1",
    isLatestSyncFailed: false,
    isLatestLiabilitiesSyncFailed: true,
    lastSyncedAt: new Date("2026-03-10T08:15:30.123Z"),
    latestSyncErrorKind: "ITEM_LOGIN_REQUIRED",
    consentExpiresAt: null,
  });
  expect(accounts.loans[0]!.value.toFixed(2)).toBe("123456789012.34");
  expect(accounts.assets[0]!.createdAt).toBeInstanceOf(Date);
});

test("a user without a customer row has empty lists", async () => {
  const user = await createUser(await getDb());
  expect(await listFinancialAccounts({ userId: user.id })).toEqual({
    assets: [],
    creditCards: [],
    loans: [],
    expenses: [],
    incomes: [],
    creditScores: [],
  });
});
