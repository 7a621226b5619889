import { PlaidBankLinking } from "@/lib/integrations/bank-linking/plaid-adapter";
import { SandboxBankLinking } from "@/lib/integrations/bank-linking/sandbox-adapter";
import { addDays, isoDay, SANDBOX_DYNAMIC_PURCHASES } from "@/lib/integrations/bank-linking/sandbox-data";
import {
  SANDBOX_DYNAMIC_USERNAME,
  SANDBOX_PASSWORD,
  SANDBOX_SYNC_FAILS_USERNAME,
  SANDBOX_USERNAME,
} from "@/lib/integrations/bank-linking/sandbox-institutions";
import type { BankLinking, LinkedTransaction } from "@/lib/integrations/bank-linking/types";
import { startPlaidStandIn, type PlaidStandIn } from "./support/plaid-stand-in";

// One contract, two adapters: the real one (the `plaid` client) against a loopback stand-in of the provider's HTTP
// API, and the built-in sandbox. The link flow itself runs in the provider's UI, so each harness mints public tokens
// its own way: the stand-in like the provider's sandbox endpoint, the sandbox through its dialog's sign-in.

type LinkRequest = { institutionId: string; accountKeys: string[]; syncFails?: boolean; dynamic?: boolean };
type Harness = {
  adapter: BankLinking;
  publicToken(request: LinkRequest): Promise<string>;
  /** Moves the provider's clock on by whole days. */
  advanceDays(days: number): void;
  close(): Promise<void>;
};

const keys = { clientId: "client-id-123", secret: "plaid-secret-456" };
const PLATYPUS = "ins_109508";
const ALL_PLATYPUS = ["checking", "savings", "credit-card", "student-loan", "401k"];

async function plaidHarness(): Promise<Harness & { standIn: PlaidStandIn }> {
  const standIn = await startPlaidStandIn(keys);
  return {
    standIn,
    adapter: new PlaidBankLinking({ ...keys, environment: "sandbox", baseUrl: standIn.baseUrl }),
    publicToken: (request) => standIn.createPublicToken(request),
    advanceDays: (days) => standIn.advanceDays(days),
    close: standIn.close,
  };
}

async function sandboxHarness(): Promise<Harness> {
  let offsetMs = 0;
  const sandbox = new SandboxBankLinking({ secret: Buffer.from("contract-test-secret"), now: () => new Date(Date.now() + offsetMs) });
  return {
    adapter: sandbox,
    async publicToken({ institutionId, accountKeys, syncFails, dynamic }) {
      const { linkToken } = await sandbox.createLinkToken({ userId: "member-1", withAuth: false });
      const username = syncFails ? SANDBOX_SYNC_FAILS_USERNAME : dynamic ? SANDBOX_DYNAMIC_USERNAME : SANDBOX_USERNAME;
      return sandbox.createPublicToken({ linkToken, institutionId, username, password: SANDBOX_PASSWORD, accountKeys })
        .publicToken;
    },
    advanceDays: (days) => {
      offsetMs += days * 86_400_000;
    },
    close: async () => {},
  };
}

async function syncAll(adapter: BankLinking, accessToken: string, cursor?: string) {
  const added: LinkedTransaction[] = [];
  const modified: LinkedTransaction[] = [];
  const removed: string[] = [];
  let next = cursor;
  let pages = 0;
  for (;;) {
    const page = await adapter.syncTransactions({ accessToken, cursor: next });
    added.push(...page.added);
    modified.push(...page.modified);
    removed.push(...page.removed.map((transaction) => transaction.transactionId));
    next = page.nextCursor;
    pages++;
    if (!page.hasMore) return { added, modified, removed, cursor: next, pages };
  }
}

describe.each([
  ["PlaidBankLinking against a loopback provider", plaidHarness],
  ["SandboxBankLinking", sandboxHarness],
])("BankLinking contract: %s", (_name, start) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await start();
  });
  afterAll(() => harness.close());

  test("issues a link token that expires in the future", async () => {
    const { linkToken, expiresAt } = await harness.adapter.createLinkToken({ userId: "member-1", withAuth: true });
    expect(linkToken).toMatch(/^link-/);
    expect(expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  test("a public token becomes an item with checking, savings, card, student loan and retirement accounts", async () => {
    const publicToken = await harness.publicToken({ institutionId: PLATYPUS, accountKeys: ALL_PLATYPUS });
    const { itemId, accessToken } = await harness.adapter.exchangePublicToken({ publicToken });
    expect(itemId).toEqual(expect.any(String));
    expect(accessToken).toEqual(expect.any(String));

    const accounts = await harness.adapter.getAccounts({ accessToken });
    expect(accounts.map((account) => [account.type, account.subtype])).toEqual([
      ["depository", "checking"],
      ["depository", "savings"],
      ["credit", "credit card"],
      ["loan", "student"],
      ["investment", "401k"],
    ]);
    expect(accounts[0]).toEqual({
      accountId: expect.any(String),
      name: "Plaid Checking",
      officialName: "Plaid Gold Standard 0% Interest Checking",
      mask: "0000",
      type: "depository",
      subtype: "checking",
      currentBalance: "2410.55",
      availableBalance: "2410.55",
      creditLimit: null,
      isoCurrencyCode: "USD",
    });
    expect(accounts[2]).toMatchObject({ currentBalance: "1284.37", creditLimit: "5000.00" });
  });

  test("only the chosen accounts are linked", async () => {
    const publicToken = await harness.publicToken({ institutionId: PLATYPUS, accountKeys: ["savings"] });
    const { accessToken } = await harness.adapter.exchangePublicToken({ publicToken });
    expect((await harness.adapter.getAccounts({ accessToken })).map((account) => account.subtype)).toEqual(["savings"]);
  });

  test("the first sync brings 90 days of transactions, in pages, with the provider's sign rule", async () => {
    const publicToken = await harness.publicToken({ institutionId: PLATYPUS, accountKeys: ALL_PLATYPUS });
    const { accessToken } = await harness.adapter.exchangePublicToken({ publicToken });
    const accountIds = new Set((await harness.adapter.getAccounts({ accessToken })).map((account) => account.accountId));

    const { added, cursor } = await syncAll(harness.adapter, accessToken);
    const today = isoDay(new Date());
    expect(added.length).toBeGreaterThan(100);
    expect(new Set(added.map((transaction) => transaction.transactionId)).size).toBe(added.length);
    for (const transaction of added) {
      expect(accountIds.has(transaction.accountId)).toBe(true);
      expect(transaction.date > addDays(today, -91) && transaction.date <= today).toBe(true);
      expect(transaction.amount).toMatch(/^-?\d+\.\d{2}$/);
    }
    const payroll = added.find((transaction) => transaction.name === "ACME LOGISTICS PAYROLL");
    expect(payroll?.amount).toBe("-2450.00");
    expect(added.some((transaction) => transaction.category === "FOOD_AND_DRINK" && Number(transaction.amount) > 0)).toBe(true);

    const again = await harness.adapter.syncTransactions({ accessToken, cursor });
    expect(again).toMatchObject({ added: [], hasMore: false });
  });

  test("transactions carry the detailed category and its confidence; the pending ones have no pending id", async () => {
    const publicToken = await harness.publicToken({ institutionId: PLATYPUS, accountKeys: ["checking", "credit-card"] });
    const { accessToken } = await harness.adapter.exchangePublicToken({ publicToken });
    const { added } = await syncAll(harness.adapter, accessToken);
    for (const transaction of added) {
      expect(transaction.detailedCategory?.startsWith(`${transaction.category}_`)).toBe(true);
      expect(["VERY_HIGH", "HIGH", "MEDIUM", "LOW"]).toContain(transaction.categoryConfidence);
      if (transaction.pending) expect(transaction.pendingTransactionId).toBeNull();
    }
    expect(added.some((transaction) => transaction.pending)).toBe(true);
    expect(added.some((transaction) => transaction.categoryConfidence === "LOW")).toBe(true);
  });

  test("days later, pending ones are removed and come back posted under a new id that names them; holds just go", async () => {
    const publicToken = await harness.publicToken({ institutionId: PLATYPUS, accountKeys: ["checking", "credit-card"] });
    const { accessToken } = await harness.adapter.exchangePublicToken({ publicToken });
    const first = await syncAll(harness.adapter, accessToken);
    const pendingIds = new Set(first.added.filter((transaction) => transaction.pending).map((transaction) => transaction.transactionId));

    harness.advanceDays(6);
    const later = await syncAll(harness.adapter, accessToken, first.cursor);
    // Everything pending then has settled within 5 days: removed, and posted (or released) in its place.
    expect(later.removed.filter((id) => pendingIds.has(id)).sort()).toEqual([...pendingIds].sort());
    // (A purchase made and posted between the two syncs arrives posted only, naming a pending one never sent.)
    const replacements = later.added.filter((transaction) => pendingIds.has(transaction.pendingTransactionId ?? ""));
    expect(replacements.length).toBeGreaterThan(0);
    for (const transaction of later.added.filter((candidate) => candidate.pendingTransactionId !== null)) {
      expect(transaction.pending).toBe(false);
      expect(transaction.transactionId).not.toBe(transaction.pendingTransactionId);
    }
    // Modified ones are transactions the member already has.
    const known = new Set(first.added.map((transaction) => transaction.transactionId));
    for (const transaction of later.modified) expect(known.has(transaction.transactionId)).toBe(true);
    harness.advanceDays(-6);
  });

  test("liabilities give the card's purchase APR and the loan's rate and original balance", async () => {
    const publicToken = await harness.publicToken({ institutionId: PLATYPUS, accountKeys: ALL_PLATYPUS });
    const { accessToken } = await harness.adapter.exchangePublicToken({ publicToken });
    const accounts = await harness.adapter.getAccounts({ accessToken });
    const idOf = (subtype: string) => accounts.find((account) => account.subtype === subtype)?.accountId;

    const liabilities = await harness.adapter.getLiabilities({ accessToken });
    expect(liabilities.credit).toEqual([
      { accountId: idOf("credit card"), aprPercentage: "12.5", lastStatementBalance: "1027.50", minimumPaymentAmount: "35.00" },
    ]);
    expect(liabilities.loans).toEqual([
      { accountId: idOf("student"), kind: "student", interestRatePercentage: "5.25", originationPrincipalAmount: "25000.00" },
    ]);
  });

  test("a public token works once", async () => {
    const publicToken = await harness.publicToken({ institutionId: PLATYPUS, accountKeys: ["checking"] });
    await harness.adapter.exchangePublicToken({ publicToken });
    await expect(harness.adapter.exchangePublicToken({ publicToken })).rejects.toMatchObject({
      name: "BankLinkingError",
      kind: "INVALID_TOKEN",
    });
  });

  test.each(["public-sandbox-made-up", "", "public-local-eyJuIjoiMSJ9.forged"])(
    "an unknown public token %j is INVALID_TOKEN",
    async (publicToken) => {
      await expect(harness.adapter.exchangePublicToken({ publicToken })).rejects.toMatchObject({ kind: "INVALID_TOKEN" });
    },
  );

  test("an item linked with the failing test sign-in syncs once, then needs a new sign-in", async () => {
    const publicToken = await harness.publicToken({ institutionId: PLATYPUS, accountKeys: ["checking"], syncFails: true });
    const { accessToken } = await harness.adapter.exchangePublicToken({ publicToken });
    const { added, cursor } = await syncAll(harness.adapter, accessToken);
    expect(added.length).toBeGreaterThan(0);
    await expect(harness.adapter.syncTransactions({ accessToken, cursor })).rejects.toMatchObject({
      kind: "ITEM_LOGIN_REQUIRED",
    });
  });

  test("the dynamic test sign-in starts behind; a refresh brings what the bank has since, a pending purchase posting", async () => {
    const publicToken = await harness.publicToken({ institutionId: PLATYPUS, accountKeys: ["checking"], dynamic: true });
    const { accessToken } = await harness.adapter.exchangePublicToken({ publicToken });
    const first = await syncAll(harness.adapter, accessToken);
    const { posting, new: fresh } = SANDBOX_DYNAMIC_PURCHASES;
    const pending = first.added.find((transaction) => transaction.name === posting.name && transaction.amount === posting.amount);
    expect(pending).toMatchObject({ pending: true });

    // Without a refresh the bank has nothing new; after one, today's purchase and the posted one arrive.
    expect((await syncAll(harness.adapter, accessToken, first.cursor)).added).toEqual([]);
    await harness.adapter.refreshTransactions({ accessToken });
    const second = await syncAll(harness.adapter, accessToken, first.cursor);
    // Exactly the two scripted purchases: the bank's quiet week has nothing else pending or arriving.
    expect(second.removed).toEqual([pending!.transactionId]);
    expect(second.modified).toEqual([]);
    expect(second.added).toEqual([
      expect.objectContaining({ name: posting.name, amount: posting.amount, pending: false, pendingTransactionId: pending!.transactionId }),
      expect.objectContaining({ name: fresh.name, amount: fresh.amount, pending: false }),
    ]);
    // Today's purchase is newer than anything the bank had at first.
    const latestAtFirst = first.added.map((transaction) => transaction.date).sort().at(-1)!;
    expect(second.added.find((transaction) => transaction.name === fresh.name && transaction.amount === fresh.amount)!.date > latestAtFirst).toBe(true);
  });

  test("a removed item's access token fails every call, a second removal included (INVALID_TOKEN)", async () => {
    const publicToken = await harness.publicToken({ institutionId: PLATYPUS, accountKeys: ["checking", "credit-card"] });
    const { accessToken } = await harness.adapter.exchangePublicToken({ publicToken });
    const { cursor } = await syncAll(harness.adapter, accessToken);
    await harness.adapter.removeItem({ accessToken });

    const invalid = { name: "BankLinkingError", kind: "INVALID_TOKEN" };
    await expect(harness.adapter.getAccounts({ accessToken })).rejects.toMatchObject(invalid);
    await expect(harness.adapter.syncTransactions({ accessToken })).rejects.toMatchObject(invalid);
    await expect(harness.adapter.syncTransactions({ accessToken, cursor })).rejects.toMatchObject(invalid);
    await expect(harness.adapter.getLiabilities({ accessToken })).rejects.toMatchObject(invalid);
    await expect(harness.adapter.refreshTransactions({ accessToken })).rejects.toMatchObject(invalid);
    await expect(harness.adapter.removeItem({ accessToken })).rejects.toMatchObject(invalid);
  });

  test("removing one item leaves the member's other items working", async () => {
    const first = await harness.adapter.exchangePublicToken({
      publicToken: await harness.publicToken({ institutionId: PLATYPUS, accountKeys: ["checking"] }),
    });
    const second = await harness.adapter.exchangePublicToken({
      publicToken: await harness.publicToken({ institutionId: PLATYPUS, accountKeys: ["checking"] }),
    });
    await harness.adapter.removeItem({ accessToken: first.accessToken });
    await expect(harness.adapter.getAccounts({ accessToken: second.accessToken })).resolves.toHaveLength(1);
  });
});

describe("PlaidBankLinking", () => {
  describe("webhook verification (Plaid-Verification)", () => {
    const body = JSON.stringify({ webhook_type: "TRANSACTIONS", webhook_code: "SYNC_UPDATES_AVAILABLE", item_id: "item-1" });

    test("accepts the provider's ES256 signature over this body, issued within 5 minutes", async () => {
      const headers = await harness.standIn.signWebhook(body);
      await expect(harness.adapter.verifyWebhook({ body, headers })).resolves.toBe(true);
      expect(harness.standIn.requests.filter((request) => request.path === "/webhook_verification_key/get").at(-1)?.body).toEqual({
        key_id: "key-current",
      });
    });

    test("refuses another body, an old signature, a retired key, a missing header and another algorithm", async () => {
      const headers = await harness.standIn.signWebhook(body);
      await expect(harness.adapter.verifyWebhook({ body: body.replace("item-1", "item-2"), headers })).resolves.toBe(false);
      const old = await harness.standIn.signWebhook(body, { iat: Math.floor(Date.now() / 1000) - 6 * 60 });
      await expect(harness.adapter.verifyWebhook({ body, headers: old })).resolves.toBe(false);
      const retired = await harness.standIn.signWebhook(body, { expiredKey: true });
      await expect(harness.adapter.verifyWebhook({ body, headers: retired })).resolves.toBe(false);
      await expect(harness.adapter.verifyWebhook({ body, headers: new Headers() })).resolves.toBe(false);
      const sandbox = new SandboxBankLinking({ secret: Buffer.from("anything") });
      await expect(harness.adapter.verifyWebhook({ body, headers: await sandbox.signWebhook(body) })).resolves.toBe(false);
    });
  });

  test("update mode: the link token names the item's access token and asks for no products", async () => {
    const publicToken = await harness.publicToken({ institutionId: PLATYPUS, accountKeys: ["checking"] });
    const { accessToken } = await harness.adapter.exchangePublicToken({ publicToken });
    await harness.adapter.createLinkToken({ userId: "member-42", withAuth: false, accessToken, webhookUrl: "https://app.example.com/hook" });
    const request = harness.standIn.requests.filter((candidate) => candidate.path === "/link/token/create").at(-1)!;
    expect(request.body).toMatchObject({ access_token: accessToken, webhook: "https://app.example.com/hook" });
    expect(request.body).not.toHaveProperty("products");
    await expect(harness.adapter.completeUpdate({ accessToken, publicToken: "public-anything" })).resolves.toEqual({ accessToken });
  });

  let harness: Awaited<ReturnType<typeof plaidHarness>>;
  beforeAll(async () => {
    harness = await plaidHarness();
  });
  afterEach(() => harness.standIn.failWith(undefined));
  afterAll(() => harness.close());

  test("sends the keys as headers and asks for transactions (plus auth when asked), 90 days, liabilities optional", async () => {
    await harness.adapter.createLinkToken({ userId: "member-42", withAuth: false });
    await harness.adapter.createLinkToken({ userId: "member-42", withAuth: true });
    const [plain, withAuth] = harness.standIn.requests.filter((request) => request.path === "/link/token/create").slice(-2);
    expect(plain?.headers).toMatchObject({ "plaid-client-id": keys.clientId, "plaid-secret": keys.secret });
    expect(plain?.body).toMatchObject({
      user: { client_user_id: "member-42" },
      products: ["transactions"],
      optional_products: ["liabilities"],
      transactions: { days_requested: 90 },
      country_codes: ["US"],
    });
    expect(withAuth?.body).toMatchObject({ products: ["transactions", "auth"] });
  });

  test("sends the OAuth return address (/plaid-oauth) only when one is configured", async () => {
    const redirectUri = "https://app.example.com/plaid-oauth";
    const withReturn = new PlaidBankLinking({ ...keys, environment: "sandbox", baseUrl: harness.standIn.baseUrl, redirectUri });
    await withReturn.createLinkToken({ userId: "member-42", withAuth: false });
    await harness.adapter.createLinkToken({ userId: "member-42", withAuth: false });
    const [configured, plain] = harness.standIn.requests.filter((request) => request.path === "/link/token/create").slice(-2);
    expect(configured?.body).toMatchObject({ redirect_uri: redirectUri });
    expect(plain?.body).not.toHaveProperty("redirect_uri");
  });

  test("an outage while removing an item is PROVIDER_ERROR, and the item still works afterwards", async () => {
    const publicToken = await harness.publicToken({ institutionId: PLATYPUS, accountKeys: ["checking"] });
    const { accessToken } = await harness.adapter.exchangePublicToken({ publicToken });
    harness.standIn.failWith(503);
    await expect(harness.adapter.removeItem({ accessToken })).rejects.toMatchObject({ kind: "PROVIDER_ERROR" });
    harness.standIn.failWith(undefined);
    await expect(harness.adapter.getAccounts({ accessToken })).resolves.toHaveLength(1);
    expect(harness.standIn.requests.filter((request) => request.path === "/item/remove").at(-1)?.body).toEqual({
      access_token: accessToken,
    });
  });

  test("wrong keys, an outage or an unreachable host are PROVIDER_ERROR without the keys in the error", async () => {
    const wrong = new PlaidBankLinking({ ...keys, secret: "wrong-secret", environment: "sandbox", baseUrl: harness.standIn.baseUrl });
    const error: unknown = await wrong.createLinkToken({ userId: "m", withAuth: false }).catch((e) => e);
    expect(error).toMatchObject({ kind: "PROVIDER_ERROR", providerCode: "INVALID_API_KEYS" });
    expect(JSON.stringify(error) + String((error as Error).message)).not.toMatch(/wrong-secret|client-id-123/);

    harness.standIn.failWith(503);
    await expect(harness.adapter.createLinkToken({ userId: "m", withAuth: false })).rejects.toMatchObject({
      kind: "PROVIDER_ERROR",
    });
    harness.standIn.failWith(undefined);

    const unreachable = new PlaidBankLinking({ ...keys, environment: "sandbox", baseUrl: "http://127.0.0.1:9", timeoutMs: 2000 });
    await expect(unreachable.createLinkToken({ userId: "m", withAuth: false })).rejects.toMatchObject({ kind: "PROVIDER_ERROR" });
  });
});
