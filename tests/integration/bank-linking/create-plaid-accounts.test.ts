import { createPlaidAccounts } from "@/lib/bank-linking/create-plaid-accounts";
import { ALREADY_LINKED_MESSAGE, LINK_ERROR_MESSAGE } from "@/lib/bank-linking/link-messages";
import { syncAllInstitutionItems } from "@/lib/bank-linking/sync-all-institution-items";
import { syncInstitutionItem } from "@/lib/bank-linking/sync-institution-item";
import { decryptSecret } from "@/lib/crypto/decrypt-secret";
import { getDb } from "@/lib/db";
import { historyDate } from "@/lib/histories/record-balance-snapshot";
import { getSandboxBankLinking } from "@/lib/integrations/bank-linking/get-bank-linking";
import { addDays, isoDay } from "@/lib/integrations/bank-linking/sandbox-data";
import { SANDBOX_SYNC_FAILS_USERNAME, SANDBOX_USERNAME } from "@/lib/integrations/bank-linking/sandbox-institutions";
import type { BankLinking } from "@/lib/integrations/bank-linking/types";
import { executeGraphQL } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { create, linkFlow, member, PLATYPUS, sandboxProvider } from "./support/sandbox-link";

useTestDatabase();

const LINK_TOKEN = "query($withAuth: Boolean) { linkToken(withAuth: $withAuth) { token expiration } }";
const ACCOUNTS = `query { financialAccounts {
  assets { id name plaidAccountId institutionItem { name isLatestSyncFailed } }
  creditCards { id plaidAccountId }
  loans { id plaidAccountId }
} }`;

type AccountsResult = {
  financialAccounts: {
    assets: { id: string; name: string; plaidAccountId: string | null; institutionItem: { name: string; isLatestSyncFailed: boolean } | null }[];
    creditCards: { id: string; plaidAccountId: string | null }[];
    loans: { id: string; plaidAccountId: string | null }[];
  };
};

async function storedFor(userId: string) {
  const db = await getDb();
  const where = { customer: { userId } };
  const [items, assets, creditCards, loans, transactions] = await Promise.all([
    db.institutionItem.findMany({ where }),
    db.asset.findMany({ where, orderBy: { sortOrder: "asc" } }),
    db.creditCard.findMany({ where }),
    db.loan.findMany({ where }),
    db.transaction.findMany({ where }),
  ]);
  return { items, assets, creditCards, loans, transactions };
}

describe("linkToken", () => {
  test("gives the signed-in member a sandbox link token, with or without the auth product", async () => {
    const { cookie } = await member();
    for (const withAuth of [undefined, false, true]) {
      const { body } = await executeGraphQL<{ linkToken: { token: string; expiration: string } }>({
        query: LINK_TOKEN,
        variables: { withAuth },
        cookie,
      });
      expect(body.errors).toBeUndefined();
      expect(body.data!.linkToken.token).toMatch(/^link-local-/);
      expect(Date.parse(body.data!.linkToken.expiration)).toBeGreaterThan(Date.now());
    }
  });

  test("a signed-out caller is told to sign in", async () => {
    const { body } = await executeGraphQL({ query: LINK_TOKEN });
    expect(body.errors?.[0]?.message).toBe("Please sign in and try again.");
  });
});

describe("createPlaidAccounts", () => {
  test("links the institution: item, accounts of every kind, 90 days of transactions and a balance snapshot", async () => {
    const { user, cookie } = await member();
    const { body } = await create(cookie, await linkFlow(cookie));

    expect(body.errors).toBeUndefined();
    expect(body.data!.createPlaidAccounts).toEqual({
      error: null,
      institutionItem: {
        id: expect.any(String),
        name: "First Platypus Bank",
        institutionId: "ins_109508",
        isLatestSyncFailed: false,
        isLatestLiabilitiesSyncFailed: false,
      },
    });

    const stored = await storedFor(user.id);
    const [item] = stored.items;
    expect(stored.items).toHaveLength(1);
    expect(item!.accessTokenEncrypted).not.toMatch(/^access-local-/);
    expect(decryptSecret(item!.accessTokenEncrypted)).toMatch(/^access-local-/);
    expect(item!.transactionsCursor).toEqual(expect.any(String));

    const linked = { provider: "PLAID", institutionItemId: item!.id, plaidAccountId: expect.any(String) };
    expect(stored.assets.map((asset) => ({ ...asset, value: asset.value.toFixed(2) }))).toEqual([
      expect.objectContaining({ ...linked, name: "Plaid Checking", mask: "0000", type: "depository", subtype: "checking", value: "2410.55", liquid: true, assetType: "CHECKING" }),
      expect.objectContaining({ ...linked, name: "Plaid Saving", mask: "1111", subtype: "savings", value: "8250.00", liquid: true, assetType: "SAVING" }),
      expect.objectContaining({ ...linked, name: "Plaid 401k", mask: "7777", type: "investment", subtype: "401k", value: "42315.12", liquid: false, assetType: "OTHER" }),
    ]);
    expect(stored.creditCards).toHaveLength(1);
    expect(stored.creditCards[0]).toMatchObject({ ...linked, mask: "3333" });
    expect(stored.creditCards[0]!.value.toFixed(2)).toBe("1284.37");
    expect(stored.creditCards[0]!.cardLimit!.toFixed(2)).toBe("5000.00");
    expect(stored.creditCards[0]!.apr!.toNumber()).toBe(12.5);
    expect(stored.loans).toHaveLength(1);
    expect(stored.loans[0]).toMatchObject({ ...linked, kind: "STUDENT", lender: "First Platypus Bank", mask: "6666" });
    expect(stored.loans[0]!.value.toFixed(2)).toBe("18472.90");
    expect(stored.loans[0]!.loanAmount!.toFixed(2)).toBe("25000.00");
    expect(stored.loans[0]!.apr!.toNumber()).toBe(5.25);

    const today = isoDay(new Date());
    expect(stored.transactions.length).toBeGreaterThan(100);
    for (const transaction of stored.transactions) {
      expect([transaction.assetId, transaction.creditCardId, transaction.loanId].filter(Boolean)).toHaveLength(1);
      const day = isoDay(transaction.date);
      expect(day > addDays(today, -91) && day <= today).toBe(true);
    }
    const payroll = stored.transactions.find((transaction) => transaction.name === "ACME LOGISTICS PAYROLL");
    expect(payroll?.amount.toFixed(2)).toBe("-2450.00");
    expect(payroll?.assetId).toBe(stored.assets[0]!.id);

    const db = await getDb();
    const snapshot = await db.assetWorthHistory.findFirst({ where: { customer: { userId: user.id }, date: historyDate() } });
    expect(snapshot?.value.toFixed(2)).toBe("52975.67");
    const liabilities = await db.liabilityHistory.findFirst({ where: { customer: { userId: user.id }, date: historyDate() } });
    expect(liabilities?.value.toFixed(2)).toBe("19757.27");

    const { body: lists } = await executeGraphQL<AccountsResult>({ query: ACCOUNTS, cookie });
    expect(lists.data!.financialAccounts.assets.map((asset) => asset.institutionItem?.name)).toEqual([
      "First Platypus Bank",
      "First Platypus Bank",
      "First Platypus Bank",
    ]);
  });

  test("a second link of the same institution is refused with the spec's message, and nothing is added", async () => {
    const { user, cookie } = await member();
    await create(cookie, await linkFlow(cookie, { accountKeys: ["checking"] }));
    const before = await storedFor(user.id);

    const { body } = await create(cookie, await linkFlow(cookie, { accountKeys: ["savings"] }));
    expect(body.data!.createPlaidAccounts).toEqual({ error: ALREADY_LINKED_MESSAGE, institutionItem: null });
    const after = await storedFor(user.id);
    expect(after.items).toHaveLength(1);
    expect(after.assets).toHaveLength(before.assets.length);
    expect(after.transactions).toHaveLength(before.transactions.length);
  });

  test("another institution can be linked next to the first", async () => {
    const { user, cookie } = await member();
    await create(cookie, await linkFlow(cookie, { accountKeys: ["checking"] }));
    const { body } = await create(cookie, await linkFlow(cookie, { institutionId: "ins_109512", accountKeys: ["checking", "mortgage"] }), {
      institutionId: "ins_109512",
      name: "Houndstooth Bank",
    });
    expect(body.data!.createPlaidAccounts.institutionItem?.name).toBe("Houndstooth Bank");
    const stored = await storedFor(user.id);
    expect(stored.items).toHaveLength(2);
    expect(stored.assets.map((asset) => asset.sortOrder)).toEqual([0, 1]);
    expect(stored.loans[0]).toMatchObject({ kind: "MORTGAGE", lender: "Houndstooth Bank" });
  });

  test.each([
    ["a made-up public token", "public-sandbox-not-a-token", PLATYPUS],
    ["an empty public token", "   ", PLATYPUS],
    ["a missing institution id", "public-local-x", { name: "First Platypus Bank", institutionId: "" }],
  ])("%s gives the generic message and stores nothing", async (_case, publicToken, institutionData) => {
    const { user, cookie } = await member();
    const { body } = await create(cookie, publicToken, institutionData);
    expect(body.data!.createPlaidAccounts).toEqual({ error: LINK_ERROR_MESSAGE, institutionItem: null });
    const stored = await storedFor(user.id);
    expect(stored.items).toHaveLength(0);
    expect(stored.assets).toHaveLength(0);
  });

  test("another member cannot use the owner's public token, see the owner's accounts, or be blocked by them", async () => {
    const owner = await member();
    const other = await member();
    const publicToken = await linkFlow(owner.cookie);
    await create(owner.cookie, publicToken);

    const replay = await create(other.cookie, publicToken);
    expect(replay.body.data!.createPlaidAccounts).toEqual({ error: LINK_ERROR_MESSAGE, institutionItem: null });
    expect((await storedFor(other.user.id)).items).toHaveLength(0);

    const { body: lists } = await executeGraphQL<AccountsResult>({ query: ACCOUNTS, cookie: other.cookie });
    expect(lists.data!.financialAccounts).toEqual({ assets: [], creditCards: [], loans: [] });

    const own = await create(other.cookie, await linkFlow(other.cookie, { accountKeys: ["checking"] }));
    expect(own.body.data!.createPlaidAccounts.error).toBeNull();
    expect((await storedFor(owner.user.id)).assets).toHaveLength(3);
    expect((await storedFor(other.user.id)).assets).toHaveLength(1);
  });

  test("a signed-out caller is told to sign in", async () => {
    const { body } = await create("", "public-local-x");
    expect(body.errors?.[0]?.message).toBe("Please sign in and try again.");
  });
});

describe("createPlaidAccounts when the provider fails part-way", () => {
  async function withFaultyProvider(fault: Partial<BankLinking>) {
    const { user, cookie } = await member();
    const { provider, removed } = sandboxProvider(fault);
    const publicToken = await linkFlow(cookie);
    const outcome = await createPlaidAccounts({ userId: user.id, input: { publicToken, institutionData: PLATYPUS }, bankLinking: provider }).then(
      (result) => result,
      (error: unknown) => error,
    );
    return { user, outcome, removed };
  }

  test("a failed transactions sync stores nothing and removes the item at the provider", async () => {
    const { user, outcome, removed } = await withFaultyProvider({
      syncTransactions: async () => {
        throw new Error("provider outage");
      },
    });
    expect(outcome).toMatchObject({ code: "UNAVAILABLE", message: LINK_ERROR_MESSAGE });
    expect(removed).toHaveLength(1);
    const stored = await storedFor(user.id);
    expect([stored.items, stored.assets, stored.creditCards, stored.loans, stored.transactions].map((rows) => rows.length)).toEqual([0, 0, 0, 0, 0]);
  });

  test("a failed write rolls everything back", async () => {
    const sandbox = getSandboxBankLinking()!;
    const { user, outcome, removed } = await withFaultyProvider({
      getAccounts: async (input) => {
        const accounts = await sandbox.getAccounts(input);
        return [...accounts, { ...accounts[0]!, name: "x".repeat(10), currentBalance: "1e20" }];
      },
    });
    expect(outcome).toMatchObject({ message: LINK_ERROR_MESSAGE });
    expect(removed).toHaveLength(1);
    const stored = await storedFor(user.id);
    expect([stored.items, stored.assets, stored.transactions].map((rows) => rows.length)).toEqual([0, 0, 0]);
  });

  test("without liability details the accounts are still linked and the item says so", async () => {
    const { outcome } = await withFaultyProvider({
      getLiabilities: async () => {
        throw new Error("product not ready");
      },
    });
    expect(outcome).toMatchObject({ institutionItem: { isLatestLiabilitiesSyncFailed: true } });
  });
});

describe("syncInstitutionItem", () => {
  async function linked(username: string) {
    const { user, cookie } = await member();
    const { body } = await create(cookie, await linkFlow(cookie, { username }));
    const db = await getDb();
    const customer = await db.customer.findUniqueOrThrow({ where: { userId: user.id }, select: { id: true } });
    return { user, cookie, customerId: customer.id, itemId: body.data!.createPlaidAccounts.institutionItem!.id };
  }

  test("a later sync keeps the item healthy and adds no duplicate transactions", async () => {
    const { user, customerId, itemId } = await linked(SANDBOX_USERNAME);
    const before = (await storedFor(user.id)).transactions.length;
    expect(await syncInstitutionItem({ customerId, institutionItemId: itemId })).toEqual({
      isLatestSyncFailed: false,
      isLatestLiabilitiesSyncFailed: false,
    });
    expect((await storedFor(user.id)).transactions).toHaveLength(before);
  });

  test("a failing sync sets isLatestSyncFailed, which the accounts list shows", async () => {
    const { user, cookie, customerId, itemId } = await linked(SANDBOX_SYNC_FAILS_USERNAME);
    const before = await storedFor(user.id);
    expect(await syncInstitutionItem({ customerId, institutionItemId: itemId })).toMatchObject({ isLatestSyncFailed: true });

    const { body } = await executeGraphQL<AccountsResult>({ query: ACCOUNTS, cookie });
    expect(body.data!.financialAccounts.assets.map((asset) => asset.institutionItem?.isLatestSyncFailed)).toEqual([true, true, true]);
    const after = await storedFor(user.id);
    expect(after.transactions).toHaveLength(before.transactions.length);
    expect(after.items[0]!.transactionsCursor).toBe(before.items[0]!.transactionsCursor);
  });

  test("the scheduled sync goes through every linked institution and flags the failing ones", async () => {
    const healthy = await linked(SANDBOX_USERNAME);
    const failing = await linked(SANDBOX_SYNC_FAILS_USERNAME);

    const { synced, failed } = await syncAllInstitutionItems();

    expect(synced).toBeGreaterThanOrEqual(1);
    expect(failed).toBeGreaterThanOrEqual(1);
    const db = await getDb();
    const flags = await db.institutionItem.findMany({
      where: { id: { in: [healthy.itemId, failing.itemId] } },
      select: { id: true, isLatestSyncFailed: true, latestSyncError: true },
    });
    expect(Object.fromEntries(flags.map((item) => [item.id, item.isLatestSyncFailed]))).toEqual({
      [healthy.itemId]: false,
      [failing.itemId]: true,
    });
    // The reason is kept per institution, not swallowed.
    expect(flags.find((item) => item.id === failing.itemId)?.latestSyncError).toEqual(expect.any(String));
    expect(flags.find((item) => item.id === healthy.itemId)?.latestSyncError).toBeNull();
  });

  test("the scheduled sync runs a few institutions at once, never more than its bound", async () => {
    for (let count = 0; count < 6; count += 1) await linked(SANDBOX_USERNAME);
    const sandbox = getSandboxBankLinking()!;
    let inFlight = 0;
    let most = 0;
    const counting: BankLinking = {
      ...sandbox,
      createLinkToken: (input) => sandbox.createLinkToken(input),
      exchangePublicToken: (input) => sandbox.exchangePublicToken(input),
      syncTransactions: (input) => sandbox.syncTransactions(input),
      refreshTransactions: (input) => sandbox.refreshTransactions(input),
      getLiabilities: (input) => sandbox.getLiabilities(input),
      removeItem: (input) => sandbox.removeItem(input),
      completeUpdate: (input) => sandbox.completeUpdate(input),
      verifyWebhook: (input) => sandbox.verifyWebhook(input),
      createProcessorToken: (input) => sandbox.createProcessorToken(input),
      getAccounts: async (input) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        try {
          await new Promise((resolve) => setTimeout(resolve, 50));
          return await sandbox.getAccounts(input);
        } finally {
          inFlight -= 1;
        }
      },
    };

    const outcome = await syncAllInstitutionItems({ bankLinking: counting, concurrency: 3 });

    expect(outcome.synced).toBeGreaterThanOrEqual(6);
    expect(outcome.errors).toEqual([]);
    expect(most).toBe(3);
  });

  test("another member's item is not found", async () => {
    const { itemId } = await linked(SANDBOX_USERNAME);
    const other = await linked(SANDBOX_USERNAME);
    await expect(syncInstitutionItem({ customerId: other.customerId, institutionItemId: itemId })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});
