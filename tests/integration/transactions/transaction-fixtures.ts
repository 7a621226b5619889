import { getDb } from "@/lib/db";
import { normalizeMerchant } from "@/lib/transactions/normalize-merchant";
import { createAsset, createCustomer, createUser } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";

// A member with a checking account, a session, and a way to add transactions; shared by the transaction tests.

export async function categoryId(name: string): Promise<string> {
  const db = await getDb();
  const category = await db.budgetCategory.findFirstOrThrow({ where: { name, customerId: null }, select: { id: true } });
  return category.id;
}

export async function createMember() {
  const db = await getDb();
  const user = await createUser(db);
  const customer = await createCustomer(db, { userId: user.id });
  const asset = await createAsset(db, { customerId: customer.id, name: "Everyday Checking", mask: "1234" });
  const { cookie } = await sessionCookieFor(user.id);
  return { user, customer, asset, cookie };
}

export type Member = Awaited<ReturnType<typeof createMember>>;

export async function addTransaction(
  member: Member,
  row: {
    name: string;
    amount: string;
    date: string;
    merchantName?: string | null;
    budgetCategoryId?: string | null;
    categorySource?: "USER" | "RULE" | "MERCHANT" | "PROVIDER" | "NONE";
    pending?: boolean;
    needsReview?: boolean;
    notes?: string;
  },
) {
  const db = await getDb();
  return db.transaction.create({
    data: {
      customerId: member.customer.id,
      assetId: member.asset.id,
      name: row.name,
      merchantName: row.merchantName ?? null,
      merchantKey: normalizeMerchant(row.merchantName ?? row.name),
      amount: row.amount,
      date: new Date(`${row.date}T00:00:00Z`),
      budgetCategoryId: row.budgetCategoryId ?? null,
      categorySource: row.categorySource ?? (row.budgetCategoryId ? "PROVIDER" : "NONE"),
      pending: row.pending ?? false,
      needsReview: row.needsReview ?? false,
      notes: row.notes ?? null,
    },
  });
}

/** Runs an operation as the member with this cookie; fails the test on a GraphQL error. */
export async function call<T>(cookie: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const { body } = await executeGraphQL<T>({ query, variables, cookie });
  if (body.errors) throw new Error(body.errors.map((error) => error.message).join("; "));
  return body.data!;
}

export const TRANSACTION_FIELDS = `id date name merchantName amount pending categorySource notes needsReview excluded isTransfer recurring
  account { id name mask kind } budgetCategory { id name color kind parent { id name } }
  splits { id amount notes budgetCategory { id name } }`;
