// `tsx scripts/bench/sync-many.ts [--count 10000]`: how long the first sync of a linked bank with `count` new
// transactions takes through syncInstitutionItem (paging, pending matching, classification, pairing, recurring
// detection, alerts, the score), and the process's peak memory. The provider is a stand-in that answers at once, so
// the time is ours. Used by bench:api; prints one line.
import { parseArgs } from "node:util";

import { syncInstitutionItem } from "@/lib/bank-linking/sync-institution-item";
import { encryptSecret } from "@/lib/crypto/encrypt-secret";
import { closeDb, getDb } from "@/lib/db";
import type { BankLinking, LinkedTransaction, TransactionsPage } from "@/lib/integrations/bank-linking/types";
import { seedReferenceData } from "@/prisma/seed";
import { createCustomer, createUser } from "@/prisma/seed/factories/users";

const MERCHANTS: Array<[string, string]> = [
  ["Whole Foods Market", "FOOD_AND_DRINK_GROCERIES"],
  ["Starbucks", "FOOD_AND_DRINK_COFFEE"],
  ["Shell", "TRANSPORTATION_GAS"],
  ["Target", "GENERAL_MERCHANDISE_SUPERSTORES"],
  ["Netflix", "ENTERTAINMENT_TV_AND_MOVIES"],
  ["Uber", "TRANSPORTATION_TAXIS_AND_RIDE_SHARES"],
];
const PAGE = 500;

async function main() {
  const { values } = parseArgs({ options: { count: { type: "string", default: "10000" } } });
  const count = Number(values.count);
  const db = await getDb();
  if ((await db.budgetCategory.count({ where: { customerId: null } })) === 0) await seedReferenceData(db);
  const user = await createUser(db, { email: `sync-bench-${Date.now()}@example.com` });
  const customer = await createCustomer(db, { userId: user.id });
  const item = await db.institutionItem.create({
    data: {
      customerId: customer.id,
      providerItemId: `bench-item-${Date.now()}`,
      accessTokenEncrypted: encryptSecret("bench-access-token"),
      institutionId: "ins_bench",
      name: "Bench Bank",
    },
  });
  await db.asset.create({
    data: { customerId: customer.id, institutionItemId: item.id, name: "Checking", value: "5000.00", liquid: true, assetType: "CHECKING", provider: "PLAID", plaidAccountId: "bench-checking" },
  });
  await db.creditCard.create({
    data: { customerId: customer.id, institutionItemId: item.id, name: "Card", value: "900.00", provider: "PLAID", plaidAccountId: "bench-card" },
  });

  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  const transactions: LinkedTransaction[] = Array.from({ length: count }, (_, index) => {
    const [merchant, detailed] = MERCHANTS[index % MERCHANTS.length]!;
    return {
      transactionId: `bench-tx-${index}`,
      accountId: index % 3 === 0 ? "bench-checking" : "bench-card",
      amount: (5 + ((index * 37) % 200) + (index % 100) / 100).toFixed(2),
      date: new Date(today - Math.floor(index / 10) * 86_400_000).toISOString().slice(0, 10),
      name: merchant,
      merchantName: merchant,
      category: detailed.split("_").slice(0, detailed.startsWith("FOOD") ? 3 : detailed.startsWith("GENERAL") ? 2 : 1).join("_"),
      detailedCategory: detailed,
      categoryConfidence: "HIGH",
      pending: false,
      pendingTransactionId: null,
      isoCurrencyCode: "USD",
    };
  });
  const provider = {
    getAccounts: async () => [
      { accountId: "bench-checking", name: "Checking", officialName: null, mask: "0001", type: "depository", subtype: "checking", currentBalance: "5000.00", availableBalance: "5000.00", creditLimit: null, isoCurrencyCode: "USD" },
      { accountId: "bench-card", name: "Card", officialName: null, mask: "0002", type: "credit", subtype: "credit card", currentBalance: "900.00", availableBalance: null, creditLimit: "5000.00", isoCurrencyCode: "USD" },
    ],
    syncTransactions: async ({ cursor }: { cursor?: string }): Promise<TransactionsPage> => {
      const from = cursor ? Number(cursor) : 0;
      const added = transactions.slice(from, from + PAGE);
      return { added, modified: [], removed: [], nextCursor: String(from + added.length), hasMore: from + PAGE < transactions.length };
    },
    getLiabilities: async () => ({ credit: [], loans: [] }),
  } as unknown as BankLinking;

  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  const started = performance.now();
  const outcome = await syncInstitutionItem({ customerId: customer.id, institutionItemId: item.id, bankLinking: provider });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const stored = await db.transaction.count({ where: { customerId: customer.id } });
  peakRss = Math.max(peakRss, process.resourceUsage().maxRSS * 1024);
  if (outcome.isLatestSyncFailed || stored !== count) throw new Error(`The sync stored ${stored} of ${count} (failed: ${outcome.isLatestSyncFailed}).`);
  console.log(`Full sync of ${count} new transactions: ${seconds.toFixed(1)} s, peak memory ${(peakRss / 1024 / 1024).toFixed(0)} MB (whole process).`);
  await db.user.delete({ where: { id: user.id } });
}

main()
  .then(() => closeDb())
  .catch(async (error) => {
    console.error(error);
    await closeDb();
    process.exit(1);
  });
