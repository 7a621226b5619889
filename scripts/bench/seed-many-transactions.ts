// `tsx scripts/bench/seed-many-transactions.ts --email <member> [--count 50000] [--years 3]`: gives a member a
// realistic history for the money benchmarks (bench:api): paychecks every two weeks, rent and bills monthly, daily
// card and debit purchases across the provider's categories, card payments and savings transfers paired with their
// other side, a few split and pending transactions, notes. Deterministic (seeded), written in batches of 5,000.
import { parseArgs } from "node:util";

import { closeDb, getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { normalizeMerchant } from "@/lib/transactions/normalize-merchant";
import { BUDGET_CATEGORIES } from "@/prisma/seed/reference/budget-categories";

/** The provider's primary code of a detailed one, as the shared taxonomy files it (a primary is its own). */
const PRIMARY_CODE = new Map(BUDGET_CATEGORIES.map((category) => [category.providerCode, category.parentCode ?? category.providerCode]));
const primaryOf = (code: string) => PRIMARY_CODE.get(code) ?? code;

const MERCHANTS: Array<[string, string, number, number]> = [
  ["H-E-B", "FOOD_AND_DRINK_GROCERIES", 25, 180],
  ["Whole Foods Market", "FOOD_AND_DRINK_GROCERIES", 20, 150],
  ["Starbucks", "FOOD_AND_DRINK_COFFEE", 4, 14],
  ["Torchy's Tacos", "FOOD_AND_DRINK_RESTAURANT", 12, 45],
  ["Chipotle", "FOOD_AND_DRINK_FAST_FOOD", 9, 28],
  ["Shell", "TRANSPORTATION_GAS", 28, 70],
  ["Uber", "TRANSPORTATION_TAXIS_AND_RIDE_SHARES", 9, 45],
  ["Target", "GENERAL_MERCHANDISE_SUPERSTORES", 12, 120],
  ["Amazon", "GENERAL_MERCHANDISE_ONLINE_MARKETPLACES", 10, 140],
  ["CVS Pharmacy", "MEDICAL_PHARMACIES_AND_SUPPLEMENTS", 6, 60],
  ["Netflix", "ENTERTAINMENT_TV_AND_MOVIES", 15.49, 15.49],
  ["Spotify", "ENTERTAINMENT_MUSIC_AND_AUDIO", 11.99, 11.99],
  ["Planet Fitness", "PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS", 24.99, 24.99],
  ["Home Depot", "HOME_IMPROVEMENT_HARDWARE", 15, 220],
  ["Southwest Airlines", "TRAVEL_FLIGHTS", 120, 480],
];

async function main() {
  const { values } = parseArgs({
    options: { email: { type: "string" }, count: { type: "string", default: "50000" }, years: { type: "string", default: "3" } },
  });
  if (!values.email) throw new Error("--email <member> is required");
  const count = Number(values.count);
  const days = Math.round(Number(values.years) * 365);
  const db = await getDb();
  const customer = await db.customer.findFirstOrThrow({ where: { user: { email: values.email } }, select: { id: true } });
  const customerId = customer.id;
  const checking = await db.asset.findFirstOrThrow({ where: { customerId, deletedAt: null, assetType: "CHECKING" }, select: { id: true } });
  const savings = await db.asset.findFirst({ where: { customerId, deletedAt: null, assetType: "SAVING" }, select: { id: true } });
  const card = await db.creditCard.findFirstOrThrow({ where: { customerId, deletedAt: null }, select: { id: true } });
  const shared = await db.budgetCategory.findMany({ where: { customerId: null }, select: { id: true, providerCode: true, name: true } });
  const byCode = new Map(shared.map((category) => [category.providerCode, category.id]));
  const categoryId = (code: string) => byCode.get(code) ?? byCode.get(null) ?? shared[0]!.id;

  let seed = 20261126;
  const random = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 4294967296);
  const today = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()));
  const dayAt = (offset: number) => new Date(today.getTime() - offset * 86_400_000);

  type Row = Prisma.TransactionCreateManyInput;
  const rows: Row[] = [];
  const splits: Array<{ index: number; parts: Array<[string, string]> }> = [];
  const pairs: Array<[number, number]> = [];
  const base = (offset: number, name: string, amount: number, code: string, on: "checking" | "card" | "savings"): Row => ({
    id: `bench-${rows.length}-${seed.toString(36)}`,
    customerId,
    assetId: on === "checking" ? checking.id : on === "savings" ? (savings?.id ?? checking.id) : null,
    creditCardId: on === "card" ? card.id : null,
    amount: amount.toFixed(2),
    date: dayAt(offset),
    name,
    merchantName: name,
    merchantKey: normalizeMerchant(name),
    category: primaryOf(code),
    providerDetailedCategory: code,
    budgetCategoryId: categoryId(code),
    categorySource: "PROVIDER",
    pending: offset < 2 && random() < 0.5,
  });

  // Fixed flows first, then purchases until the count is reached.
  for (let offset = days; offset >= 0; offset--) {
    const date = dayAt(offset);
    if (offset % 14 === 3) rows.push(base(offset, "Acme Logistics payroll", -2275, "INCOME_WAGES", "checking"));
    if (date.getUTCDate() === 1) rows.push(base(offset, "Oak Street Apartments", 1650, "RENT_AND_UTILITIES_RENT", "checking"));
    if (date.getUTCDate() === 8) rows.push(base(offset, "Austin Energy", 80 + random() * 70, "RENT_AND_UTILITIES_GAS_AND_ELECTRICITY", "checking"));
    if (date.getUTCDate() === 20) {
      pairs.push([rows.length, rows.length + 1]);
      rows.push(base(offset, "Credit card payment", 900, "LOAN_PAYMENTS_CREDIT_CARD_PAYMENT", "checking"));
      rows.push(base(offset, "Payment - thank you", -900, "LOAN_PAYMENTS_CREDIT_CARD_PAYMENT", "card"));
    }
    if (date.getUTCDate() === 6 && savings) {
      pairs.push([rows.length, rows.length + 1]);
      rows.push(base(offset, "Transfer to savings", 400, "TRANSFER_OUT_SAVINGS", "checking"));
      rows.push(base(offset, "Transfer from checking", -400, "TRANSFER_IN_SAVINGS", "savings"));
    }
  }
  const perDay = Math.max(1, (count - rows.length) / (days + 1));
  for (let index = 0; rows.length < count; index++) {
    const offset = Math.floor(index / perDay) % (days + 1);
    const [merchant, code, low, high] = MERCHANTS[Math.floor(random() * MERCHANTS.length)]!;
    const amount = low + random() * (high - low);
    const row = base(offset, merchant, amount, code, random() < 0.7 ? "card" : "checking");
    if (random() < 0.02) row.notes = "Shared with roommate";
    if (random() < 0.01 && code.endsWith("SUPERSTORES")) {
      const first = Math.round(amount * 60) / 100;
      splits.push({ index: rows.length, parts: [[first.toFixed(2), "FOOD_AND_DRINK_GROCERIES"], [(Math.round(amount * 100) / 100 - first).toFixed(2), code]] });
      row.amount = (Math.round(amount * 100) / 100).toFixed(2);
    }
    rows.push(row);
  }

  const started = Date.now();
  for (let from = 0; from < rows.length; from += 5000) {
    await db.transaction.createMany({ data: rows.slice(from, from + 5000) });
  }
  for (const [left, right] of pairs) {
    await db.$executeRaw`UPDATE "Transaction" SET "transferPartnerId" = CASE id WHEN ${rows[left]!.id} THEN ${rows[right]!.id} ELSE ${rows[left]!.id} END WHERE id IN (${rows[left]!.id}, ${rows[right]!.id})`;
  }
  await db.transactionSplit.createMany({
    data: splits.flatMap(({ index, parts }) =>
      parts.map(([amount, code], sortOrder) => ({ transactionId: rows[index]!.id!, amount, budgetCategoryId: categoryId(code), sortOrder })),
    ),
  });
  await db.$executeRawUnsafe(`ANALYZE "Transaction"`);
  console.log(`Seeded ${rows.length} transactions (${pairs.length} transfer pairs, ${splits.length} splits) for ${values.email} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

main()
  .then(() => closeDb())
  .catch(async (error) => {
    console.error(error);
    await closeDb();
    process.exit(1);
  });
