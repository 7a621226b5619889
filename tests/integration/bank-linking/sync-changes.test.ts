import { createHmac, randomUUID } from "node:crypto";
import { syncInstitutionItem } from "@/lib/bank-linking/sync-institution-item";
import { decryptSecret } from "@/lib/crypto/decrypt-secret";
import { getSecretsKey } from "@/lib/crypto/secrets-key";
import { getDb } from "@/lib/db";
import { SandboxBankLinking } from "@/lib/integrations/bank-linking/sandbox-adapter";
import { addDays, isoDay, sandboxTransactionsAsOf } from "@/lib/integrations/bank-linking/sandbox-data";
import { findSandboxInstitution } from "@/lib/integrations/bank-linking/sandbox-institutions";
import type { LinkedTransaction, TransactionsPage } from "@/lib/integrations/bank-linking/types";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { create, linkFlow, member, PLATYPUS, sandboxProvider } from "./support/sandbox-link";

useTestDatabase();

const today = isoDay(new Date());

/** A member with First Platypus Bank's checking account linked through the API (the sandbox's 90 days stored). */
async function linkedChecking() {
  const { user, cookie } = await member();
  const { body } = await create(cookie, await linkFlow(cookie, { accountKeys: ["checking"] }));
  const itemId = body.data!.createPlaidAccounts.institutionItem!.id;
  const db = await getDb();
  const item = await db.institutionItem.findUniqueOrThrow({ where: { id: itemId } });
  const checking = await db.asset.findFirstOrThrow({ where: { institutionItemId: itemId } });
  return { user, cookie, item, checking, customerId: item.customerId };
}

function transaction(overrides: Partial<LinkedTransaction> & { accountId: string }): LinkedTransaction {
  return {
    transactionId: `t-${randomUUID()}`,
    amount: "42.00",
    date: today,
    name: "The Local Bistro",
    merchantName: "The Local Bistro",
    category: "FOOD_AND_DRINK",
    detailedCategory: "FOOD_AND_DRINK_RESTAURANT",
    categoryConfidence: "HIGH",
    pending: false,
    pendingTransactionId: null,
    isoCurrencyCode: "USD",
    ...overrides,
  };
}

/** A provider whose sync answers these pages in turn, and records the cursors it was asked from. */
function scripted(pages: Array<Partial<TransactionsPage> | Error>) {
  const cursors: Array<string | undefined> = [];
  let next = 0;
  const { provider } = sandboxProvider({
    syncTransactions: async ({ cursor }) => {
      cursors.push(cursor);
      const page = pages[next++];
      if (!page) throw new Error("no more pages scripted");
      if (page instanceof Error) throw page;
      return { added: [], modified: [], removed: [], nextCursor: `cursor-${next}`, hasMore: false, ...page };
    },
  });
  return { provider, cursors };
}

async function rowsOf(customerId: string) {
  const db = await getDb();
  return db.transaction.findMany({
    where: { customerId },
    include: { splits: { orderBy: { sortOrder: "asc" } } },
    orderBy: [{ date: "asc" }, { id: "asc" }],
  });
}

async function sharedCategory(name: string) {
  const db = await getDb();
  return db.budgetCategory.create({
    data: { name: `${name} ${randomUUID().slice(0, 6)}`, color: "#4F46E5", categoryType: "DISCRETIONARY", kind: "EXPENSE" },
  });
}

describe("syncInstitutionItem", () => {
  test("asks from the stored cursor and applies added, modified and removed, storing the provider's categories", async () => {
    const { item, checking, customerId } = await linkedChecking();
    const before = await rowsOf(customerId);
    const gone = before.find((row) => !row.pending)!;
    const accountId = checking.plaidAccountId!;
    const added = transaction({ accountId, name: "SQ *CORNER CAFE 123", merchantName: null, categoryConfidence: "LOW" });
    const { provider, cursors } = scripted([
      { added: [added], removed: [{ transactionId: gone.plaidTransactionId! }], nextCursor: "after-1" },
      { modified: [{ ...added, amount: "43.10", name: "Corner Cafe", merchantName: "Corner Cafe" }], nextCursor: "after-2" },
    ]);

    await expect(syncInstitutionItem({ customerId, institutionItemId: item.id, bankLinking: provider })).resolves.toMatchObject({
      isLatestSyncFailed: false,
    });
    expect(cursors).toEqual([item.transactionsCursor]);
    let rows = await rowsOf(customerId);
    expect(rows).toHaveLength(before.length);
    expect(rows.some((row) => row.id === gone.id)).toBe(false);
    expect(rows.find((row) => row.plaidTransactionId === added.transactionId)).toMatchObject({
      name: "SQ *CORNER CAFE 123",
      merchantKey: "sq",
      category: "FOOD_AND_DRINK",
      providerDetailedCategory: "FOOD_AND_DRINK_RESTAURANT",
      providerCategoryConfidence: "LOW",
      assetId: checking.id,
    });

    await syncInstitutionItem({ customerId, institutionItemId: item.id, bankLinking: provider });
    expect(cursors).toEqual([item.transactionsCursor, "after-1"]);
    rows = await rowsOf(customerId);
    expect(rows).toHaveLength(before.length);
    const modified = rows.find((row) => row.plaidTransactionId === added.transactionId)!;
    expect({ amount: modified.amount.toFixed(2), name: modified.name, merchantKey: modified.merchantKey }).toEqual({
      amount: "43.10",
      name: "Corner Cafe",
      merchantKey: "corner cafe",
    });
    const db = await getDb();
    expect((await db.institutionItem.findUniqueOrThrow({ where: { id: item.id } })).transactionsCursor).toBe("after-2");
  });

  test("a posted transaction takes over its pending row: the member's category, notes and splits stay, never two rows", async () => {
    const { item, checking, customerId } = await linkedChecking();
    const accountId = checking.plaidAccountId!;
    const pending = transaction({ accountId, amount: "40.00", pending: true, date: addDays(today, -2) });
    const { provider } = scripted([
      { added: [pending] },
      {
        added: [transaction({ accountId, amount: "46.00", pendingTransactionId: pending.transactionId, transactionId: "posted-1" })],
        removed: [{ transactionId: pending.transactionId }],
      },
    ]);
    await syncInstitutionItem({ customerId, institutionItemId: item.id, bankLinking: provider });
    const db = await getDb();
    const row = await db.transaction.findUniqueOrThrow({ where: { plaidTransactionId: pending.transactionId } });
    const [dining, tips] = [await sharedCategory("Dining"), await sharedCategory("Tips")];
    await db.transaction.update({
      where: { id: row.id },
      data: {
        budgetCategoryId: dining.id,
        categorySource: "USER",
        notes: "Team lunch",
        needsReview: false,
        splits: {
          create: [
            { budgetCategoryId: dining.id, amount: "30.00", sortOrder: 0 },
            { budgetCategoryId: tips.id, amount: "10.00", sortOrder: 1 },
          ],
        },
      },
    });
    const count = (await rowsOf(customerId)).length;

    await syncInstitutionItem({ customerId, institutionItemId: item.id, bankLinking: provider });

    const rows = await rowsOf(customerId);
    expect(rows).toHaveLength(count);
    expect(rows.filter((candidate) => candidate.plaidTransactionId === pending.transactionId)).toEqual([]);
    const posted = rows.find((candidate) => candidate.plaidTransactionId === "posted-1")!;
    expect(posted.id).toBe(row.id);
    expect({
      pending: posted.pending,
      amount: posted.amount.toFixed(2),
      date: isoDay(posted.date),
      pendingTransactionId: posted.pendingTransactionId,
      budgetCategoryId: posted.budgetCategoryId,
      categorySource: posted.categorySource,
      notes: posted.notes,
      splits: posted.splits.map((split) => [split.budgetCategoryId, split.amount.toFixed(2)]),
    }).toEqual({
      pending: false,
      amount: "46.00",
      date: today,
      pendingTransactionId: pending.transactionId,
      budgetCategoryId: dining.id,
      categorySource: "USER",
      notes: "Team lunch",
      // The tip went to the largest part, so the parts still add up to the cent.
      splits: [
        [dining.id, "36.00"],
        [tips.id, "10.00"],
      ],
    });
  });

  test("without the provider's pending id, the posted row replaces the pending one on the same account within 10 % and 5 days", async () => {
    const { item, checking, customerId } = await linkedChecking();
    const accountId = checking.plaidAccountId!;
    const pending = transaction({ accountId, amount: "60.00", pending: true, date: addDays(today, -4), name: "SHELL OIL 123" });
    const { provider } = scripted([
      { added: [pending] },
      {
        added: [transaction({ accountId, amount: "55.20", name: "Shell", merchantName: "Shell", transactionId: "posted-2" })],
        removed: [{ transactionId: pending.transactionId }],
      },
    ]);
    await syncInstitutionItem({ customerId, institutionItemId: item.id, bankLinking: provider });
    const db = await getDb();
    await db.transaction.update({ where: { plaidTransactionId: pending.transactionId }, data: { notes: "Road trip", excluded: true } });
    const count = (await rowsOf(customerId)).length;

    await syncInstitutionItem({ customerId, institutionItemId: item.id, bankLinking: provider });

    const rows = await rowsOf(customerId);
    expect(rows).toHaveLength(count);
    expect(rows.find((row) => row.plaidTransactionId === "posted-2")).toMatchObject({
      pending: false,
      notes: "Road trip",
      excluded: true,
      pendingTransactionId: pending.transactionId,
    });
  });

  test("a modified transaction never overwrites the member's own category", async () => {
    const { item, checking, customerId } = await linkedChecking();
    const accountId = checking.plaidAccountId!;
    const original = transaction({ accountId });
    const { provider } = scripted([
      { added: [original] },
      { modified: [{ ...original, category: "ENTERTAINMENT", detailedCategory: "ENTERTAINMENT_OTHER", amount: "44.00" }] },
    ]);
    await syncInstitutionItem({ customerId, institutionItemId: item.id, bankLinking: provider });
    const db = await getDb();
    const mine = await sharedCategory("Date night");
    await db.transaction.update({
      where: { plaidTransactionId: original.transactionId },
      data: { budgetCategoryId: mine.id, categorySource: "USER", notes: "Anniversary" },
    });

    await syncInstitutionItem({ customerId, institutionItemId: item.id, bankLinking: provider });

    expect(await db.transaction.findUniqueOrThrow({ where: { plaidTransactionId: original.transactionId } })).toMatchObject({
      category: "ENTERTAINMENT",
      providerDetailedCategory: "ENTERTAINMENT_OTHER",
      budgetCategoryId: mine.id,
      categorySource: "USER",
      notes: "Anniversary",
    });
  });

  test("a sync that fails part-way leaves every transaction, balance and the cursor as they were", async () => {
    const { item, checking, customerId } = await linkedChecking();
    const accountId = checking.plaidAccountId!;
    const before = await rowsOf(customerId);
    const { provider } = scripted([
      { added: [transaction({ accountId })], removed: [{ transactionId: before[0]!.plaidTransactionId! }], hasMore: true },
      new Error("The provider answered 500 INTERNAL_SERVER_ERROR."),
    ]);

    await expect(syncInstitutionItem({ customerId, institutionItemId: item.id, bankLinking: provider })).resolves.toMatchObject({
      isLatestSyncFailed: true,
    });

    expect(await rowsOf(customerId)).toEqual(before);
    const db = await getDb();
    const after = await db.institutionItem.findUniqueOrThrow({ where: { id: item.id } });
    expect(after).toMatchObject({
      transactionsCursor: item.transactionsCursor,
      lastSyncedAt: item.lastSyncedAt,
      isLatestSyncFailed: true,
      latestSyncErrorKind: "PROVIDER_ERROR",
    });
    expect(await db.asset.findUniqueOrThrow({ where: { id: checking.id } })).toMatchObject({ value: checking.value });
  });

  test("day by day against the sandbox: what is stored is what the provider shows, pending purchases posted without duplicates", async () => {
    const { item, customerId } = await linkedChecking();
    const secret = createHmac("sha256", getSecretsKey()).update("bank-linking-sandbox").digest();
    let now = new Date();
    const later = new SandboxBankLinking({ secret, now: () => now });
    const pendingAtLink = (await rowsOf(customerId)).filter((row) => row.pending).map((row) => row.plaidTransactionId);

    for (let day = 1; day <= 8; day++) {
      now = new Date(Date.now() + day * 86_400_000);
      await expect(syncInstitutionItem({ customerId, institutionItemId: item.id, bankLinking: later })).resolves.toMatchObject({
        isLatestSyncFailed: false,
      });
    }

    const rows = await rowsOf(customerId);
    const db = await getDb();
    const stored = await db.institutionItem.findUniqueOrThrow({ where: { id: item.id } });
    const { h } = JSON.parse(Buffer.from(stored.transactionsCursor!, "base64url").toString()) as { h: string };
    const accessToken = decryptSecret(stored.accessTokenEncrypted);
    // The item's suffix is in its (signed) access token: the sandbox's own view of the item, as of the last sync.
    const claims = JSON.parse(Buffer.from(accessToken.slice("access-local-".length).split(".")[0]!, "base64url").toString()) as {
      n: string;
    };
    const expected = sandboxTransactionsAsOf(
      { institution: findSandboxInstitution(PLATYPUS.institutionId)!, accountKeys: ["checking"], itemSuffix: claims.n },
      { after: h, asOf: isoDay(now) },
    );
    expect(rows.map((row) => row.plaidTransactionId).sort()).toEqual(expected.map((t) => t.transactionId).sort());
    // Every purchase pending at link time has posted (or was a released hold) by now: none is left pending, none twice.
    expect(rows.filter((row) => pendingAtLink.includes(row.plaidTransactionId))).toEqual([]);
    const replaced = rows.flatMap((row) => (row.pendingTransactionId ? [row.pendingTransactionId] : []));
    expect(pendingAtLink.length === 0 || replaced.some((id) => pendingAtLink.includes(id))).toBe(true);
  });
});
