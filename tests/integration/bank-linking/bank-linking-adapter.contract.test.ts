import { PlaidBankLinking } from "@/lib/integrations/bank-linking/plaid-adapter";
import { SandboxBankLinking } from "@/lib/integrations/bank-linking/sandbox-adapter";
import { addDays, isoDay } from "@/lib/integrations/bank-linking/sandbox-data";
import { SANDBOX_PASSWORD, SANDBOX_SYNC_FAILS_USERNAME, SANDBOX_USERNAME } from "@/lib/integrations/bank-linking/sandbox-institutions";
import type { BankLinking, LinkedTransaction } from "@/lib/integrations/bank-linking/types";
import { startPlaidStandIn, type PlaidStandIn } from "./support/plaid-stand-in";

// One contract, two adapters: the real one (the `plaid` client) against a loopback stand-in of the provider's HTTP
// API, and the built-in sandbox. The link flow itself runs in the provider's UI, so each harness mints public tokens
// its own way: the stand-in like the provider's sandbox endpoint, the sandbox through its dialog's sign-in.

type LinkRequest = { institutionId: string; accountKeys: string[]; syncFails?: boolean };
type Harness = { adapter: BankLinking; publicToken(request: LinkRequest): Promise<string>; close(): Promise<void> };

const keys = { clientId: "client-id-123", secret: "plaid-secret-456" };
const PLATYPUS = "ins_109508";
const ALL_PLATYPUS = ["checking", "savings", "credit-card", "student-loan", "401k"];

async function plaidHarness(): Promise<Harness & { standIn: PlaidStandIn }> {
  const standIn = await startPlaidStandIn(keys);
  return {
    standIn,
    adapter: new PlaidBankLinking({ ...keys, environment: "sandbox", baseUrl: standIn.baseUrl }),
    publicToken: (request) => standIn.createPublicToken(request),
    close: standIn.close,
  };
}

async function sandboxHarness(): Promise<Harness> {
  const sandbox = new SandboxBankLinking({ secret: Buffer.from("contract-test-secret") });
  return {
    adapter: sandbox,
    async publicToken({ institutionId, accountKeys, syncFails }) {
      const { linkToken } = await sandbox.createLinkToken({ userId: "member-1", withAuth: false });
      const username = syncFails ? SANDBOX_SYNC_FAILS_USERNAME : SANDBOX_USERNAME;
      return sandbox.createPublicToken({ linkToken, institutionId, username, password: SANDBOX_PASSWORD, accountKeys })
        .publicToken;
    },
    close: async () => {},
  };
}

async function syncAll(adapter: BankLinking, accessToken: string, cursor?: string) {
  const added: LinkedTransaction[] = [];
  let next = cursor;
  let pages = 0;
  for (;;) {
    const page = await adapter.syncTransactions({ accessToken, cursor: next });
    added.push(...page.added);
    next = page.nextCursor;
    pages++;
    if (!page.hasMore) return { added, cursor: next, pages };
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
