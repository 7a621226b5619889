import { getDb } from "@/lib/db";
import { normalizeMerchant } from "@/lib/transactions/normalize-merchant";
import { createUser, seedReferenceData } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";

/** Dates relative to today (UTC): the budget operations read the real clock. */
export const today = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
};
/** Day `day` of the month `offset` months from this one. */
export const monthDay = (offset: number, day = 1) => {
  const now = today();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, day));
};
export const iso = (date: Date) => date.toISOString().slice(0, 10);

let referenceSeeded = false;

/** A signed-in member (the shared categories seeded once per file) and a way to call operations as them. */
export async function signedInMember() {
  const db = await getDb();
  if (!referenceSeeded) {
    await seedReferenceData(db);
    referenceSeeded = true;
  }
  const user = await createUser(db);
  const customer = await db.customer.create({ data: { userId: user.id }, select: { id: true } });
  const { cookie } = await sessionCookieFor(user.id);
  const call = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const { body } = await executeGraphQL<T>({ query, variables, cookie });
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!;
  };
  return { user, customerId: customer.id, cookie, call };
}

export async function categoryId(name: string): Promise<string> {
  const db = await getDb();
  const category = await db.budgetCategory.findFirstOrThrow({ where: { name, customerId: null }, select: { id: true } });
  return category.id;
}

/** A transaction (positive amount: money out), optionally split into parts [category name, amount]. */
export async function addTransaction(
  customerId: string,
  {
    category,
    amount,
    date,
    pending = false,
    name = "Store",
    splits,
  }: { category: string | null; amount: string; date: Date; pending?: boolean; name?: string; splits?: Array<[string, string]> },
): Promise<string> {
  const db = await getDb();
  const { id } = await db.transaction.create({
    data: {
      customerId,
      budgetCategoryId: category ? await categoryId(category) : null,
      amount,
      date,
      name,
      merchantKey: normalizeMerchant(name),
      pending,
      categorySource: category ? "USER" : "NONE",
    },
    select: { id: true },
  });
  if (splits) {
    for (const [index, [part, partAmount]] of splits.entries()) {
      await db.transactionSplit.create({
        data: { transactionId: id, budgetCategoryId: await categoryId(part), amount: partAmount, sortOrder: index },
      });
    }
  }
  return id;
}

/** A budget line for a shared category in the current period (monthly from the 1st unless settings say otherwise). */
export async function addLine<T>(
  call: (query: string, variables?: Record<string, unknown>) => Promise<T>,
  budgetCategoryName: string,
  target: number,
  monthYear?: string,
) {
  const data = (await call(
    `mutation($d: BudgetInput!) { createBudget(budgetData: $d) { error budget { id target } } }`,
    { d: { budgetCategoryName, target, monthYear } },
  )) as { createBudget: { error: string | null; budget: { id: string; target: number } } };
  if (data.createBudget.error) throw new Error(data.createBudget.error);
  return data.createBudget.budget;
}
