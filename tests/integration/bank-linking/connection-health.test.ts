import { POST as webhook } from "@/app/api/bank-linking/webhook/route";
import { getDb } from "@/lib/db";
import { getSandboxBankLinking } from "@/lib/integrations/bank-linking/get-bank-linking";
import { SANDBOX_DYNAMIC_PURCHASES } from "@/lib/integrations/bank-linking/sandbox-data";
import {
  SANDBOX_DYNAMIC_USERNAME,
  SANDBOX_PASSWORD,
  SANDBOX_SYNC_FAILS_USERNAME,
  SANDBOX_USERNAME,
} from "@/lib/integrations/bank-linking/sandbox-institutions";
import { runQueuedJobs } from "@/lib/jobs/job-queue";
import { seedReferenceData } from "@/prisma/seed";
import { executeGraphQL } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { create, linkFlow, member } from "./support/sandbox-link";

useTestDatabase();

const ITEM_FIELDS = "id name isLatestSyncFailed syncProblem lastSyncedAt consentExpiresAt";
const REFRESH = `mutation($id: ID!) { refreshInstitutionItem(id: $id) { error retryAfterSeconds institutionItem { ${ITEM_FIELDS} } } }`;
const RECONNECT = `mutation($id: ID!, $publicToken: String!) {
  reconnectInstitutionItem(id: $id, publicToken: $publicToken) { error institutionItem { ${ITEM_FIELDS} } }
}`;
const UPDATE_TOKEN = "query($id: ID) { linkToken(institutionItemId: $id) { token } }";

type Item = {
  id: string;
  name: string;
  isLatestSyncFailed: boolean;
  syncProblem: string | null;
  lastSyncedAt: string | null;
  consentExpiresAt: string | null;
};
type ItemPayload = { error: string | null; retryAfterSeconds?: number | null; institutionItem: Item | null };

async function linked(username = SANDBOX_USERNAME) {
  const { user, cookie } = await member();
  const { body } = await create(cookie, await linkFlow(cookie, { accountKeys: ["checking"], username }));
  const id = body.data!.createPlaidAccounts.institutionItem!.id;
  const db = await getDb();
  const item = await db.institutionItem.findUniqueOrThrow({ where: { id } });
  return { user, cookie, item };
}

async function send(body: object, sign = true) {
  const text = JSON.stringify(body);
  const headers = sign ? await getSandboxBankLinking()!.signWebhook(text) : new Headers({ "Content-Type": "application/json" });
  return webhook(new Request("http://localhost/api/bank-linking/webhook", { method: "POST", body: text, headers }));
}

/** Runs the queued syncs (as the worker would) and answers how many ran. */
async function runSyncs() {
  return (await runQueuedJobs("sync-institution-item")).ran;
}

describe("the provider's webhook", () => {
  test("SYNC_UPDATES_AVAILABLE, signed, queues one sync of the item however many arrive", async () => {
    const { item } = await linked();
    const event = { webhook_type: "TRANSACTIONS", webhook_code: "SYNC_UPDATES_AVAILABLE", item_id: item.providerItemId };
    for (let count = 0; count < 3; count++) expect((await send(event)).status).toBe(200);
    expect(await runSyncs()).toBe(1);
    const db = await getDb();
    const after = await db.institutionItem.findUniqueOrThrow({ where: { id: item.id } });
    expect(after.lastSyncAttemptAt!.getTime()).toBeGreaterThan(item.lastSyncAttemptAt!.getTime());
  });

  test("an unsigned, forged or altered request is 401 and changes nothing", async () => {
    const { item } = await linked();
    const event = { webhook_type: "ITEM", webhook_code: "ERROR", item_id: item.providerItemId, error: { error_code: "ITEM_LOGIN_REQUIRED" } };
    expect((await send(event, false)).status).toBe(401);

    const text = JSON.stringify(event);
    const signed = await getSandboxBankLinking()!.signWebhook(JSON.stringify({ ...event, item_id: "another" }));
    const altered = await webhook(new Request("http://localhost/api/bank-linking/webhook", { method: "POST", body: text, headers: signed }));
    expect(altered.status).toBe(401);
    const forged = new Headers({ "Plaid-Verification": "eyJhbGciOiJIUzI1NiJ9.eyJyZXF1ZXN0X2JvZHlfc2hhMjU2IjoiMCJ9.c2ln" });
    expect((await webhook(new Request("http://localhost/api/bank-linking/webhook", { method: "POST", body: text, headers: forged }))).status).toBe(
      401,
    );
    const sync = { webhook_type: "TRANSACTIONS", webhook_code: "SYNC_UPDATES_AVAILABLE", item_id: item.providerItemId };
    expect((await send(sync, false)).status).toBe(401);

    const db = await getDb();
    expect(await db.institutionItem.findUniqueOrThrow({ where: { id: item.id } })).toMatchObject({ isLatestSyncFailed: false });
    expect(await runSyncs()).toBe(0);
  });

  test("ITEM ERROR flags the item (login needed), PENDING_EXPIRATION records the consent's end, LOGIN_REPAIRED queues a sync", async () => {
    const { item, cookie } = await linked();
    await send({ webhook_type: "ITEM", webhook_code: "ERROR", item_id: item.providerItemId, error: { error_code: "ITEM_LOGIN_REQUIRED" } });
    const expires = new Date(Date.now() + 5 * 86_400_000).toISOString();
    await send({ webhook_type: "ITEM", webhook_code: "PENDING_EXPIRATION", item_id: item.providerItemId, consent_expiration_time: expires });
    const { body } = await executeGraphQL<{ financialAccounts: { assets: { institutionItem: Item }[] } }>({
      query: `query { financialAccounts { assets { institutionItem { ${ITEM_FIELDS} } } } }`,
      cookie,
    });
    expect(body.data!.financialAccounts.assets[0]!.institutionItem).toMatchObject({
      isLatestSyncFailed: true,
      syncProblem: "LOGIN_REQUIRED",
      consentExpiresAt: expires,
    });

    expect((await send({ webhook_type: "ITEM", webhook_code: "LOGIN_REPAIRED", item_id: item.providerItemId })).status).toBe(200);
    expect(await runSyncs()).toBe(1);
    const db = await getDb();
    // Only a successful sync clears the error.
    expect(await db.institutionItem.findUniqueOrThrow({ where: { id: item.id } })).toMatchObject({
      isLatestSyncFailed: false,
      latestSyncErrorKind: null,
    });
  });

  test("an item that is not here is acknowledged and ignored", async () => {
    expect((await send({ webhook_type: "TRANSACTIONS", webhook_code: "SYNC_UPDATES_AVAILABLE", item_id: "item-unknown" })).status).toBe(200);
    expect(await runSyncs()).toBe(0);
  });
});

describe("refreshInstitutionItem", () => {
  test("syncs the member's institution at once, then refuses again for 5 minutes", async () => {
    const { item, cookie } = await linked();
    const first = await executeGraphQL<{ refreshInstitutionItem: ItemPayload }>({ query: REFRESH, variables: { id: item.id }, cookie });
    expect(first.body.data!.refreshInstitutionItem).toMatchObject({
      error: null,
      institutionItem: { id: item.id, isLatestSyncFailed: false, syncProblem: null },
    });
    expect(Date.parse(first.body.data!.refreshInstitutionItem.institutionItem!.lastSyncedAt!)).toBeGreaterThan(item.lastSyncedAt!.getTime());

    const again = await executeGraphQL<{ refreshInstitutionItem: ItemPayload }>({ query: REFRESH, variables: { id: item.id }, cookie });
    expect(again.body.data!.refreshInstitutionItem).toMatchObject({
      error: expect.stringMatching(/^This bank was just updated\. You can refresh it again in \d minutes?\.$/),
      retryAfterSeconds: expect.any(Number),
      institutionItem: null,
    });
    expect(again.body.data!.refreshInstitutionItem.retryAfterSeconds).toBeLessThanOrEqual(300);
  });

  test("the dynamic test bank: a refresh brings it up to today, the pending purchase posts in its place, keeping the member's category", async () => {
    await seedReferenceData(await getDb()); // the shared categories
    const { item, cookie, user } = await linked(SANDBOX_DYNAMIC_USERNAME);
    const db = await getDb();
    const rows = (name: string) =>
      db.transaction.findMany({
        where: { customer: { userId: user.id }, name },
        select: { id: true, pending: true, amount: true, budgetCategory: { select: { name: true } } },
      });
    const { posting, new: fresh } = SANDBOX_DYNAMIC_PURCHASES;
    const pendingBefore = (await rows(posting.name)).filter((row) => row.amount.toFixed(2) === posting.amount);
    expect(pendingBefore).toEqual([expect.objectContaining({ pending: true })]);
    expect((await rows(fresh.name)).filter((row) => row.amount.toFixed(2) === fresh.amount)).toEqual([]);

    // The member files the pending purchase under a category of their choosing before it posts.
    const household = await db.budgetCategory.findFirstOrThrow({ where: { name: "Home improvement", customerId: null }, select: { id: true } });
    const update = `mutation($id: ID!, $changes: TransactionChanges!) { updateTransaction(id: $id, changes: $changes) { error } }`;
    const changed = await executeGraphQL<{ updateTransaction: { error: string | null } }>({
      query: update,
      variables: { id: pendingBefore[0]!.id, changes: { budgetCategoryId: household.id } },
      cookie,
    });
    expect(changed.body.data!.updateTransaction.error).toBeNull();

    const refreshed = await executeGraphQL<{ refreshInstitutionItem: ItemPayload }>({ query: REFRESH, variables: { id: item.id }, cookie });
    expect(refreshed.body.data!.refreshInstitutionItem.error).toBeNull();
    expect((await rows(posting.name)).filter((row) => row.amount.toFixed(2) === posting.amount)).toEqual([
      expect.objectContaining({ pending: false, budgetCategory: { name: "Home improvement" } }),
    ]);
    expect((await rows(fresh.name)).filter((row) => row.amount.toFixed(2) === fresh.amount)).toEqual([
      expect.objectContaining({ pending: false }),
    ]);
  });

  test("another member's institution is not found, and is not synced", async () => {
    const { item } = await linked();
    const other = await member();
    const { body } = await executeGraphQL<{ refreshInstitutionItem: ItemPayload }>({ query: REFRESH, variables: { id: item.id }, cookie: other.cookie });
    expect(body.data!.refreshInstitutionItem).toMatchObject({ error: "Institution not found.", institutionItem: null });
    const db = await getDb();
    expect((await db.institutionItem.findUniqueOrThrow({ where: { id: item.id } })).lastSyncAttemptAt).toEqual(item.lastSyncAttemptAt);
  });
});

describe("Reconnect (update mode)", () => {
  test("a bank that wants a new sign-in stays flagged until the member signs in again; the sync then clears it", async () => {
    const { item, cookie } = await linked(SANDBOX_SYNC_FAILS_USERNAME);
    const refreshed = await executeGraphQL<{ refreshInstitutionItem: ItemPayload }>({ query: REFRESH, variables: { id: item.id }, cookie });
    expect(refreshed.body.data!.refreshInstitutionItem).toMatchObject({
      error: "First Platypus Bank needs you to sign in again before we can update it. Choose Reconnect.",
      institutionItem: { isLatestSyncFailed: true, syncProblem: "LOGIN_REQUIRED" },
    });

    const sandbox = getSandboxBankLinking()!;
    const tokenAnswer = await executeGraphQL<{ linkToken: { token: string } }>({ query: UPDATE_TOKEN, variables: { id: item.id }, cookie });
    const linkToken = tokenAnswer.body.data!.linkToken.token;
    expect(sandbox.updateModeInstitution(linkToken)).toBe("ins_109508");
    const { publicToken } = sandbox.createUpdateToken({
      linkToken,
      institutionId: "ins_109508",
      username: SANDBOX_USERNAME,
      password: SANDBOX_PASSWORD,
    });

    const { body } = await executeGraphQL<{ reconnectInstitutionItem: ItemPayload }>({
      query: RECONNECT,
      variables: { id: item.id, publicToken },
      cookie,
    });
    expect(body.data!.reconnectInstitutionItem).toMatchObject({
      error: null,
      institutionItem: { id: item.id, isLatestSyncFailed: false, syncProblem: null },
    });
    // The repaired sign-in is kept in the stored token: the next sync (a webhook's, the daily one) works too.
    const db = await getDb();
    const stored = await db.institutionItem.findUniqueOrThrow({ where: { id: item.id } });
    expect(stored.accessTokenEncrypted).not.toBe(item.accessTokenEncrypted);
    await send({ webhook_type: "TRANSACTIONS", webhook_code: "SYNC_UPDATES_AVAILABLE", item_id: item.providerItemId });
    expect(await runSyncs()).toBe(1);
    expect(await db.institutionItem.findUniqueOrThrow({ where: { id: item.id } })).toMatchObject({ isLatestSyncFailed: false });
  });

  test("another member can neither open update mode for the item nor reconnect it", async () => {
    const { item } = await linked(SANDBOX_SYNC_FAILS_USERNAME);
    const other = await member();
    const token = await executeGraphQL({ query: UPDATE_TOKEN, variables: { id: item.id }, cookie: other.cookie });
    expect(token.body.errors?.[0]?.message).toBe("Institution not found.");
    const { body } = await executeGraphQL<{ reconnectInstitutionItem: ItemPayload }>({
      query: RECONNECT,
      variables: { id: item.id, publicToken: "public-local-update-forged.x" },
      cookie: other.cookie,
    });
    expect(body.data!.reconnectInstitutionItem).toMatchObject({ error: "Institution not found.", institutionItem: null });
  });

  test("a made-up update token is refused and leaves the item as it was", async () => {
    const { item, cookie } = await linked(SANDBOX_SYNC_FAILS_USERNAME);
    const { body } = await executeGraphQL<{ reconnectInstitutionItem: ItemPayload }>({
      query: RECONNECT,
      variables: { id: item.id, publicToken: "public-local-update-forged.x" },
      cookie,
    });
    expect(body.data!.reconnectInstitutionItem.error).toBe("Error connecting to institution. Please try again later.");
    const db = await getDb();
    expect((await db.institutionItem.findUniqueOrThrow({ where: { id: item.id } })).accessTokenEncrypted).toBe(item.accessTokenEncrypted);
  });
});
