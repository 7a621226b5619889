import { getDb, type Tx } from "@/lib/db";
import { classifyTransactions } from "@/lib/transactions/classify-transactions";
import { spendingLinesSql } from "@/lib/transactions/spending-lines-sql";
import { createAsset, createCreditCard, createMemberWithProfile, seedReferenceData } from "@/prisma/seed";
import { createTransaction } from "@/prisma/seed/factories/transactions";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

let categoryIds: Map<string, string>;
let uncategorizedId: string;

beforeAll(async () => {
  const db = await getDb();
  await seedReferenceData(db);
  const shared = await db.budgetCategory.findMany({ where: { customerId: null }, select: { id: true, name: true, providerCode: true } });
  categoryIds = new Map(shared.flatMap(({ id, providerCode }) => (providerCode ? [[providerCode, id] as const] : [])));
  uncategorizedId = shared.find(({ name }) => name === "Uncategorized")!.id;
});

const code = (providerCode: string) => categoryIds.get(providerCode)!;

async function member() {
  const db = await getDb();
  const { customer } = await createMemberWithProfile(db);
  const checking = await createAsset(db, { customerId: customer.id, name: "Checking" });
  const savings = await createAsset(db, { customerId: customer.id, name: "Savings", subtype: "savings" });
  const card = await createCreditCard(db, { customerId: customer.id });
  return { customerId: customer.id, checking: checking.id, savings: savings.id, card: card.id };
}

async function classify(customerId: string, transactionIds: string[]) {
  const db = await getDb();
  await db.$transaction((tx) => classifyTransactions({ tx, customerId, transactionIds }));
}

async function read(id: string) {
  const db = await getDb();
  return db.transaction.findUniqueOrThrow({
    where: { id },
    select: { budgetCategoryId: true, categorySource: true, needsReview: true, transferPartnerId: true },
  });
}

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

describe("category precedence", () => {
  test("the provider's detailed category, its primary when the detailed one is unknown, else 'Uncategorized'", async () => {
    const db = await getDb();
    const { customerId, checking } = await member();
    const detailed = await createTransaction(db, {
      customerId, assetId: checking, merchantName: "Whole Foods", category: "FOOD_AND_DRINK",
      providerDetailedCategory: "FOOD_AND_DRINK_GROCERIES", providerCategoryConfidence: "VERY_HIGH",
    });
    const primary = await createTransaction(db, {
      customerId, assetId: checking, merchantName: "Bistro", category: "FOOD_AND_DRINK", providerDetailedCategory: "FOOD_AND_DRINK_NEW_THING",
    });
    const mortgage = await createTransaction(db, {
      customerId, assetId: checking, merchantName: "Home Lender", amount: "1800.00", category: "LOAN_PAYMENTS",
      providerDetailedCategory: "LOAN_PAYMENTS_MORTGAGE_PAYMENT",
    });
    const unknown = await createTransaction(db, { customerId, assetId: checking, merchantName: "Mystery LLC", category: null });

    await classify(customerId, [detailed.id, primary.id, mortgage.id, unknown.id]);

    expect(await read(detailed.id)).toMatchObject({ budgetCategoryId: code("FOOD_AND_DRINK_GROCERIES"), categorySource: "PROVIDER", needsReview: false });
    expect(await read(primary.id)).toMatchObject({ budgetCategoryId: code("FOOD_AND_DRINK"), categorySource: "PROVIDER" });
    const rent = await db.budgetCategory.findUniqueOrThrow({ where: { id: (await read(mortgage.id)).budgetCategoryId! } });
    expect(rent.name).toBe("Rent/Mortgage");
    expect(await read(unknown.id)).toMatchObject({ budgetCategoryId: uncategorizedId, categorySource: "NONE", needsReview: true });
  });

  test("a low-confidence provider category needs review; marked reviewed, a later sync leaves it so", async () => {
    const db = await getDb();
    const { customerId, checking } = await member();
    const unsure = await createTransaction(db, {
      customerId, assetId: checking, merchantName: "Odd Shop", category: "GENERAL_MERCHANDISE",
      providerDetailedCategory: "GENERAL_MERCHANDISE_SUPERSTORES", providerCategoryConfidence: "LOW",
    });
    await classify(customerId, [unsure.id]);
    expect(await read(unsure.id)).toMatchObject({ categorySource: "PROVIDER", needsReview: true });

    await db.transaction.update({ where: { id: unsure.id }, data: { needsReview: false } });
    await classify(customerId, [unsure.id]);
    expect((await read(unsure.id)).needsReview).toBe(false);
  });

  test("the member's own edit is never overwritten, even by their rule", async () => {
    const db = await getDb();
    const { customerId, checking } = await member();
    await db.categoryRule.create({
      data: { customerId, merchantKey: "corner market", merchantName: "Corner Market", budgetCategoryId: code("FOOD_AND_DRINK_GROCERIES") },
    });
    const edited = await createTransaction(db, {
      customerId, assetId: checking, merchantName: "Corner Market", category: "FOOD_AND_DRINK",
      budgetCategoryId: code("FOOD_AND_DRINK_COFFEE"), categorySource: "USER", needsReview: false,
    });
    await classify(customerId, [edited.id]);
    expect(await read(edited.id)).toMatchObject({ budgetCategoryId: code("FOOD_AND_DRINK_COFFEE"), categorySource: "USER" });
  });

  test("the member's rule beats the merchant's earlier category and the provider's", async () => {
    const db = await getDb();
    const { customerId, checking } = await member();
    await createTransaction(db, {
      customerId, assetId: checking, merchantName: "Corner Market", date: day("2026-01-02"),
      budgetCategoryId: code("FOOD_AND_DRINK_COFFEE"), categorySource: "USER",
    });
    await db.categoryRule.create({
      data: { customerId, merchantKey: "corner market", merchantName: "Corner Market", budgetCategoryId: code("FOOD_AND_DRINK_GROCERIES") },
    });
    const synced = await createTransaction(db, {
      customerId, assetId: checking, name: "CORNER MARKET #2231", merchantName: null, category: "GENERAL_MERCHANDISE", date: day("2026-01-20"),
    });
    await classify(customerId, [synced.id]);
    expect(await read(synced.id)).toMatchObject({ budgetCategoryId: code("FOOD_AND_DRINK_GROCERIES"), categorySource: "RULE", needsReview: false });
  });

  test("the merchant's latest category the member chose beats the provider's", async () => {
    const db = await getDb();
    const { customerId, checking } = await member();
    await createTransaction(db, {
      customerId, assetId: checking, merchantName: "Blue Bottle", date: day("2026-01-02"),
      budgetCategoryId: code("FOOD_AND_DRINK_RESTAURANT"), categorySource: "USER",
    });
    await createTransaction(db, {
      customerId, assetId: checking, merchantName: "Blue Bottle", date: day("2026-01-09"),
      budgetCategoryId: code("FOOD_AND_DRINK_COFFEE"), categorySource: "USER",
    });
    // A provider-categorised row at the same merchant is no memory.
    await createTransaction(db, {
      customerId, assetId: checking, merchantName: "Blue Bottle", date: day("2026-01-12"),
      budgetCategoryId: code("FOOD_AND_DRINK_FAST_FOOD"), categorySource: "PROVIDER",
    });
    const synced = await createTransaction(db, {
      customerId, assetId: checking, merchantName: "BLUE BOTTLE*4411", category: "FOOD_AND_DRINK",
      providerDetailedCategory: "FOOD_AND_DRINK_FAST_FOOD", providerCategoryConfidence: "LOW", date: day("2026-01-20"),
    });
    await classify(customerId, [synced.id]);
    expect(await read(synced.id)).toMatchObject({ budgetCategoryId: code("FOOD_AND_DRINK_COFFEE"), categorySource: "MERCHANT", needsReview: false });
  });

  test("another member's rules, memory and transactions play no part", async () => {
    const db = await getDb();
    const mine = await member();
    const theirs = await member();
    await db.categoryRule.create({
      data: { customerId: theirs.customerId, merchantKey: "corner market", merchantName: "Corner Market", budgetCategoryId: code("TRAVEL") },
    });
    await createTransaction(db, {
      customerId: theirs.customerId, assetId: theirs.checking, merchantName: "Corner Market",
      budgetCategoryId: code("MEDICAL"), categorySource: "USER",
    });
    const their = await createTransaction(db, { customerId: theirs.customerId, assetId: theirs.checking, merchantName: "Corner Market" });
    const own = await createTransaction(db, { customerId: mine.customerId, assetId: mine.checking, merchantName: "Corner Market", category: "FOOD_AND_DRINK" });

    await classify(mine.customerId, [own.id, their.id]);
    expect(await read(own.id)).toMatchObject({ budgetCategoryId: code("FOOD_AND_DRINK"), categorySource: "PROVIDER" });
    expect(await read(their.id)).toMatchObject({ budgetCategoryId: null, categorySource: "NONE" });
  });

  test("a bounded number of queries whatever the number of transactions", async () => {
    const db = await getDb();
    const countQueries = async (count: number) => {
      const { customerId, checking } = await member();
      const rows = await db.transaction.createManyAndReturn({
        data: Array.from({ length: count }, (_, index) => ({
          customerId, assetId: checking, name: `Shop ${index}`, merchantKey: `shop ${"x".repeat(index % 7)}`,
          amount: "10.00", date: day("2026-02-01"), category: index % 2 ? "FOOD_AND_DRINK" : null,
        })),
        select: { id: true },
      });
      let queries = 0;
      await db.$transaction(async (tx) => {
        const counted = new Proxy(tx, {
          get(target, property, receiver) {
            const value = Reflect.get(target, property, receiver);
            if (typeof property === "string" && property.startsWith("$") && typeof value === "function") {
              return (...args: unknown[]) => {
                queries += 1;
                return (value as (...a: unknown[]) => unknown).apply(target, args);
              };
            }
            return value;
          },
        }) as Tx;
        await classifyTransactions({ tx: counted, customerId, transactionIds: rows.map(({ id }) => id) });
      });
      const classified = await db.transaction.count({ where: { customerId, budgetCategoryId: { not: null } } });
      return { queries, classified };
    };
    const few = await countQueries(3);
    const many = await countQueries(400);
    expect(many.classified).toBe(400);
    expect(many.queries).toBe(few.queries);
  });
});

describe("transfer pairing", () => {
  const spending = async (customerId: string) => {
    const db = await getDb();
    const [row] = await db.$queryRaw<Array<{ total: string | null }>>`
      SELECT SUM(amount)::text AS total FROM ${spendingLinesSql({ customerId, from: day("2026-01-01"), through: day("2026-12-31") })} lines
      WHERE kind = 'EXPENSE'`;
    return row?.total ?? "0";
  };

  test("a card payment pairs the checking outflow with the card's inflow, and leaves spending", async () => {
    const db = await getDb();
    const { customerId, checking, card } = await member();
    const groceries = await createTransaction(db, { customerId, creditCardId: card, merchantName: "Market", amount: "80.00", category: "FOOD_AND_DRINK", date: day("2026-03-01") });
    const payment = await createTransaction(db, {
      customerId, assetId: checking, name: "CARD AUTOPAY", amount: "300.00", category: "LOAN_PAYMENTS",
      providerDetailedCategory: "LOAN_PAYMENTS_CREDIT_CARD_PAYMENT", date: day("2026-03-05"),
    });
    const received = await createTransaction(db, { customerId, creditCardId: card, name: "PAYMENT THANK YOU", amount: "-300.00", category: null, date: day("2026-03-07") });

    await classify(customerId, [groceries.id, payment.id, received.id]);

    expect((await read(payment.id)).transferPartnerId).toBe(received.id);
    expect((await read(received.id)).transferPartnerId).toBe(payment.id);
    expect((await read(groceries.id)).transferPartnerId).toBeNull();
    expect(await spending(customerId)).toBe("80.00");
  });

  test("a transfer to savings pairs with its other side synced earlier", async () => {
    const db = await getDb();
    const { customerId, checking, savings } = await member();
    const earlier = await createTransaction(db, { customerId, assetId: savings, name: "TRANSFER FROM CHK", amount: "-500.00", category: "TRANSFER_IN", date: day("2026-04-02") });
    await classify(customerId, [earlier.id]);
    expect((await read(earlier.id)).transferPartnerId).toBeNull();

    const later = await createTransaction(db, { customerId, assetId: checking, name: "TRANSFER TO SAV", amount: "500.00", category: "TRANSFER_OUT", date: day("2026-04-01") });
    await classify(customerId, [later.id]);
    expect((await read(later.id)).transferPartnerId).toBe(earlier.id);
    expect((await read(earlier.id)).transferPartnerId).toBe(later.id);
  });

  test("not paired: the same account, more than 3 days apart, or neither side a transfer", async () => {
    const db = await getDb();
    const { customerId, checking, savings, card } = await member();
    const sameOut = await createTransaction(db, { customerId, assetId: checking, name: "XFER", amount: "40.00", category: "TRANSFER_OUT", date: day("2026-05-01") });
    const sameIn = await createTransaction(db, { customerId, assetId: checking, name: "XFER BACK", amount: "-40.00", category: "TRANSFER_IN", date: day("2026-05-01") });
    const farOut = await createTransaction(db, { customerId, assetId: checking, name: "TO SAVINGS", amount: "70.00", category: "TRANSFER_OUT", date: day("2026-05-01") });
    const farIn = await createTransaction(db, { customerId, assetId: savings, name: "FROM CHECKING", amount: "-70.00", category: "TRANSFER_IN", date: day("2026-05-05") });
    const purchase = await createTransaction(db, { customerId, creditCardId: card, merchantName: "Shoe Store", amount: "60.00", category: "GENERAL_MERCHANDISE", date: day("2026-05-02") });
    const refund = await createTransaction(db, { customerId, assetId: checking, merchantName: "Shoe Store", amount: "-60.00", category: "GENERAL_MERCHANDISE", date: day("2026-05-03") });

    await classify(customerId, [sameOut.id, sameIn.id, farOut.id, farIn.id, purchase.id, refund.id]);
    for (const row of [sameOut, sameIn, farOut, farIn, purchase, refund]) expect((await read(row.id)).transferPartnerId).toBeNull();
  });

  test("several candidates: the closest date wins and the rest stay unpaired", async () => {
    const db = await getDb();
    const { customerId, checking, savings } = await member();
    const out = await createTransaction(db, { customerId, assetId: checking, name: "TO SAVINGS", amount: "200.00", category: "TRANSFER_OUT", date: day("2026-06-10") });
    const far = await createTransaction(db, { customerId, assetId: savings, name: "FROM CHECKING", amount: "-200.00", category: "TRANSFER_IN", date: day("2026-06-13") });
    const near = await createTransaction(db, { customerId, assetId: savings, name: "FROM CHECKING", amount: "-200.00", category: "TRANSFER_IN", date: day("2026-06-11") });

    await classify(customerId, [out.id, far.id, near.id]);
    expect((await read(out.id)).transferPartnerId).toBe(near.id);
    expect((await read(far.id)).transferPartnerId).toBeNull();
  });

  test("a side the member categorised as spending is no transfer signal", async () => {
    const db = await getDb();
    const { customerId, checking, savings } = await member();
    const out = await createTransaction(db, {
      customerId, assetId: checking, name: "ZELLE TO ROOMMATE", amount: "120.00", category: "TRANSFER_OUT",
      budgetCategoryId: code("RENT_AND_UTILITIES_RENT"), categorySource: "USER", date: day("2026-07-01"),
    });
    const other = await createTransaction(db, { customerId, assetId: savings, name: "DEPOSIT", amount: "-120.00", category: "INCOME", date: day("2026-07-01") });
    await classify(customerId, [out.id, other.id]);
    expect((await read(out.id)).transferPartnerId).toBeNull();
  });
});
