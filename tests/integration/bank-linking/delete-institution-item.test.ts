import { randomUUID } from "node:crypto";
import { deleteFinancialAccount } from "@/lib/accounts/delete-financial-account";
import { deleteInstitutionItem } from "@/lib/bank-linking/delete-institution-item";
import { ALREADY_LINKED_MESSAGE } from "@/lib/bank-linking/link-messages";
import { syncInstitutionItem } from "@/lib/bank-linking/sync-institution-item";
import { decryptSecret } from "@/lib/crypto/decrypt-secret";
import { getDb } from "@/lib/db";
import { historyDate } from "@/lib/histories/record-balance-snapshot";
import { getSandboxBankLinking } from "@/lib/integrations/bank-linking/get-bank-linking";
import { BankLinkingError } from "@/lib/integrations/bank-linking/types";
import { executeGraphQL } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { create, linkFlow, member, PLATYPUS, sandboxProvider } from "./support/sandbox-link";

useTestDatabase();

// Removing a linked institution, or its accounts one by one (issue 10): unlinked at the provider first, then
// everything of it removed here in one transaction; an outage changes nothing; a retry completes; it can be linked
// again.

const OUTAGE_MESSAGE = "We couldn't unlink First Platypus Bank right now, so nothing was removed. Please try again later.";

type DeleteAnswer = { error: string | null; didDelete: boolean };

async function removeItem(cookie: string, id: string, headers: Record<string, string> = {}) {
  const result = await executeGraphQL<{ deleteInstitutionItem: DeleteAnswer }>({
    query: "mutation($id: ID!) { deleteInstitutionItem(id: $id) { error didDelete } }",
    variables: { id },
    cookie,
    headers,
  });
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.deleteInstitutionItem;
}

async function removeAccount(cookie: string, field: "deleteAsset" | "deleteCreditCard" | "deleteLoan", id: string) {
  const { body } = await executeGraphQL<Record<string, DeleteAnswer>>({
    query: `mutation($id: ID!) { ${field}(id: $id) { error didDelete } }`,
    variables: { id },
    cookie,
  });
  expect(body.errors).toBeUndefined();
  return body.data![field]!;
}

/** A member with First Platypus Bank linked (checking, savings, 401k, card, student loan). */
async function linkedMember(accountKeys?: string[]) {
  const { user, cookie } = await member();
  const { body } = await create(cookie, await linkFlow(cookie, accountKeys ? { accountKeys } : {}));
  const itemId = body.data!.createPlaidAccounts.institutionItem!.id;
  const db = await getDb();
  const item = await db.institutionItem.findUniqueOrThrow({ where: { id: itemId } });
  return { user, cookie, itemId, customerId: item.customerId, accessToken: decryptSecret(item.accessTokenEncrypted) };
}

async function storedFor(userId: string) {
  const db = await getDb();
  const where = { customer: { userId } };
  const live = { ...where, deletedAt: null };
  const [items, assets, creditCards, loans, transactions] = await Promise.all([
    db.institutionItem.count({ where }),
    db.asset.count({ where: live }),
    db.creditCard.count({ where: live }),
    db.loan.count({ where: live }),
    db.transaction.count({ where }),
  ]);
  return { items, assets, creditCards, loans, transactions };
}

async function todaysPoint(customerId: string) {
  const db = await getDb();
  const key = { customerId_date: { customerId, date: historyDate() } };
  const [assets, liabilities, netWorth] = await Promise.all([
    db.assetWorthHistory.findUniqueOrThrow({ where: key }),
    db.liabilityHistory.findUniqueOrThrow({ where: key }),
    db.netWorthHistory.findUniqueOrThrow({ where: key }),
  ]);
  return [assets.value.toFixed(2), liabilities.value.toFixed(2), netWorth.value.toFixed(2)];
}

const tokenWorks = (accessToken: string) =>
  getSandboxBankLinking()!
    .getAccounts({ accessToken })
    .then(
      () => true,
      (error: unknown) => !(error instanceof BankLinkingError && error.kind === "INVALID_TOKEN"),
    );

describe("deleteInstitutionItem", () => {
  test("unlinks the bank at the provider and removes its accounts, transactions and token; the figures follow", async () => {
    const { user, cookie, itemId, customerId, accessToken } = await linkedMember();
    expect(await todaysPoint(customerId)).toEqual(["52975.67", "19757.27", "33218.40"]);

    expect(await removeItem(cookie, itemId)).toEqual({ error: null, didDelete: true });

    expect(await storedFor(user.id)).toEqual({ items: 0, assets: 0, creditCards: 0, loans: 0, transactions: 0 });
    expect(await tokenWorks(accessToken)).toBe(false);
    expect(await todaysPoint(customerId)).toEqual(["0.00", "0.00", "0.00"]);
    const db = await getDb();
    const customer = await db.customer.findUniqueOrThrow({ where: { id: customerId } });
    expect(customer.assetWorth?.toFixed(2)).toBe("0.00");
    expect(customer.totalSavings?.toFixed(2)).toBe("0.00");
    // The accounts stay on record as deleted: a removal of one of them now says so.
    const asset = await db.asset.findFirstOrThrow({ where: { customerId } });
    expect(asset.deletedAt).not.toBeNull();
    expect(await removeAccount(cookie, "deleteAsset", asset.id)).toEqual({
      error: "This asset has been deleted.",
      didDelete: false,
    });
    const audit = await db.auditLog.findMany({ where: { subjectUserId: user.id, action: "institution-item.deleted" } });
    expect(audit).toEqual([
      expect.objectContaining({
        actorUserId: user.id,
        metadata: { institutionItemId: itemId, institutionId: PLATYPUS.institutionId, accounts: 5 },
      }),
    ]);
  });

  test("the same bank can be linked again afterwards", async () => {
    const { user, cookie, itemId } = await linkedMember();
    const refused = await create(cookie, await linkFlow(cookie));
    expect(refused.body.data!.createPlaidAccounts.error).toBe(ALREADY_LINKED_MESSAGE);

    await removeItem(cookie, itemId);
    const again = await create(cookie, await linkFlow(cookie));
    expect(again.body.data!.createPlaidAccounts).toMatchObject({ error: null, institutionItem: { name: PLATYPUS.name } });
    expect(await storedFor(user.id)).toMatchObject({ items: 1, assets: 3, creditCards: 1, loans: 1 });
  });

  test("another member's bank answers like a missing one and stays linked", async () => {
    const owner = await linkedMember();
    const other = await member();

    expect(await removeItem(other.cookie, owner.itemId)).toEqual({ error: "Institution not found.", didDelete: false });
    expect(await removeItem(other.cookie, "no-such-item")).toEqual({ error: "Institution not found.", didDelete: false });
    expect(await storedFor(owner.user.id)).toMatchObject({ items: 1, assets: 3 });
    expect(await tokenWorks(owner.accessToken)).toBe(true);
  });

  test("a second removal answers cleanly; a retried request (same Idempotency-Key) gets the first answer", async () => {
    const { cookie, itemId } = await linkedMember(["checking"]);
    const key = randomUUID();

    expect(await removeItem(cookie, itemId, { "idempotency-key": key })).toEqual({ error: null, didDelete: true });
    expect(await removeItem(cookie, itemId, { "idempotency-key": key })).toEqual({ error: null, didDelete: true });
    expect(await removeItem(cookie, itemId)).toEqual({ error: "Institution not found.", didDelete: false });
  });

  test("a provider outage refuses with a message and changes nothing", async () => {
    const { user, itemId, accessToken } = await linkedMember();
    const before = await storedFor(user.id);
    const { provider } = sandboxProvider({
      removeItem: async () => {
        throw new BankLinkingError("PROVIDER_ERROR", "The provider answered 503.");
      },
    });

    await expect(
      deleteInstitutionItem({ remover: { userId: user.id, actorUserId: user.id }, id: itemId, bankLinking: provider }),
    ).rejects.toMatchObject({ code: "UNAVAILABLE", message: OUTAGE_MESSAGE });
    expect(await storedFor(user.id)).toEqual(before);
    expect(await tokenWorks(accessToken)).toBe(true);
  });

  test("a crash between the provider and the database leaves the bank here; the retry completes", async () => {
    const { user, cookie, itemId, accessToken } = await linkedMember();
    const db = await getDb();
    const { provider, removed } = sandboxProvider();
    const transaction = jest.spyOn(db, "$transaction").mockRejectedValueOnce(new Error("connection lost"));

    await expect(
      deleteInstitutionItem({ remover: { userId: user.id, actorUserId: user.id }, id: itemId, bankLinking: provider }),
    ).rejects.toThrow("connection lost");
    transaction.mockRestore();
    expect(removed).toHaveLength(1);
    expect(await tokenWorks(accessToken)).toBe(false);
    expect(await storedFor(user.id)).toMatchObject({ items: 1, assets: 3 });

    // The provider now says the token is invalid: that counts as unlinked, and the removal here completes.
    expect(await removeItem(cookie, itemId)).toEqual({ error: null, didDelete: true });
    expect(await storedFor(user.id)).toEqual({ items: 0, assets: 0, creditCards: 0, loans: 0, transactions: 0 });
  });
});

describe("removing a linked account", () => {
  test("one account goes with its transactions; the bank and its other accounts stay, and a sync does not bring it back", async () => {
    const { user, cookie, itemId, customerId, accessToken } = await linkedMember();
    const db = await getDb();
    const checking = await db.asset.findFirstOrThrow({ where: { customerId, name: "Plaid Checking" } });
    const checkingTransactions = await db.transaction.count({ where: { assetId: checking.id } });
    expect(checkingTransactions).toBeGreaterThan(0);
    const before = await storedFor(user.id);

    expect(await removeAccount(cookie, "deleteAsset", checking.id)).toEqual({ error: null, didDelete: true });
    expect(await storedFor(user.id)).toEqual({
      ...before,
      assets: 2,
      transactions: before.transactions - checkingTransactions,
    });
    expect(await tokenWorks(accessToken)).toBe(true);
    expect(await todaysPoint(customerId)).toEqual(["50565.12", "19757.27", "30807.85"]);

    // The provider still reports the account, with a new balance and a new transaction: neither comes back.
    const sandbox = getSandboxBankLinking()!;
    const { provider } = sandboxProvider({
      getAccounts: async (input) =>
        (await sandbox.getAccounts(input)).map((account) => ({ ...account, currentBalance: "99.00" })),
      syncTransactions: async () => ({
        added: [
          {
            transactionId: `new-${randomUUID()}`,
            accountId: checking.plaidAccountId!,
            amount: "4.50",
            date: new Date().toISOString().slice(0, 10),
            name: "COFFEE",
            merchantName: null,
            category: "FOOD_AND_DRINK",
            detailedCategory: "FOOD_AND_DRINK_COFFEE",
            categoryConfidence: "HIGH",
            pending: false,
            pendingTransactionId: null,
            isoCurrencyCode: "USD",
          },
        ],
        modified: [],
        removed: [],
        nextCursor: "next",
        hasMore: false,
      }),
    });
    await syncInstitutionItem({ customerId, institutionItemId: itemId, bankLinking: provider });
    expect(await db.transaction.count({ where: { assetId: checking.id } })).toBe(0);
    expect((await db.asset.findUniqueOrThrow({ where: { id: checking.id } })).value.toFixed(2)).toBe("2410.55");
    expect(await todaysPoint(customerId)).toEqual(["198.00", "198.00", "0.00"]);
  });

  test("the bank's last account takes the bank with it, so it can be linked again", async () => {
    const { user, cookie, customerId, accessToken } = await linkedMember(["checking", "credit-card"]);
    const db = await getDb();
    const card = await db.creditCard.findFirstOrThrow({ where: { customerId } });
    const checking = await db.asset.findFirstOrThrow({ where: { customerId } });

    expect(await removeAccount(cookie, "deleteCreditCard", card.id)).toEqual({ error: null, didDelete: true });
    expect(await storedFor(user.id)).toMatchObject({ items: 1, assets: 1, creditCards: 0 });
    expect(await tokenWorks(accessToken)).toBe(true);

    expect(await removeAccount(cookie, "deleteAsset", checking.id)).toEqual({ error: null, didDelete: true });
    expect(await storedFor(user.id)).toEqual({ items: 0, assets: 0, creditCards: 0, loans: 0, transactions: 0 });
    expect(await tokenWorks(accessToken)).toBe(false);

    const again = await create(cookie, await linkFlow(cookie, { accountKeys: ["checking"] }));
    expect(again.body.data!.createPlaidAccounts.error).toBeNull();
  });

  test("the bank's last two accounts removed at the same time take the bank with them", async () => {
    const { user, cookie, customerId, accessToken } = await linkedMember(["checking", "credit-card"]);
    const db = await getDb();
    const card = await db.creditCard.findFirstOrThrow({ where: { customerId } });
    const checking = await db.asset.findFirstOrThrow({ where: { customerId } });

    const answers = await Promise.all([
      removeAccount(cookie, "deleteCreditCard", card.id),
      removeAccount(cookie, "deleteAsset", checking.id),
    ]);

    expect(answers).toEqual([
      { error: null, didDelete: true },
      { error: null, didDelete: true },
    ]);
    expect(await storedFor(user.id)).toEqual({ items: 0, assets: 0, creditCards: 0, loans: 0, transactions: 0 });
    expect(await tokenWorks(accessToken)).toBe(false);
    const again = await create(cookie, await linkFlow(cookie, { accountKeys: ["checking"] }));
    expect(again.body.data!.createPlaidAccounts.error).toBeNull();
  });

  test("a provider outage while removing the bank's last account changes nothing", async () => {
    const { user, customerId } = await linkedMember(["savings"]);
    const db = await getDb();
    const savings = await db.asset.findFirstOrThrow({ where: { customerId } });
    const before = await storedFor(user.id);
    const { provider } = sandboxProvider({
      removeItem: async () => {
        throw new BankLinkingError("PROVIDER_ERROR", "The provider could not be reached.");
      },
    });

    await expect(
      deleteFinancialAccount({
        kind: "asset",
        id: savings.id,
        remover: { userId: user.id, actorUserId: user.id },
        bankLinking: provider,
      }),
    ).rejects.toMatchObject({ message: OUTAGE_MESSAGE });
    expect(await storedFor(user.id)).toEqual(before);
  });
});
