import { AppError, AppErrorCode } from "@/lib/errors";
import type { Tx } from "@/lib/db";

import { visibleCategoryWhere } from "./transaction-records";

// The answers the transaction operations give. Another member's id gets the same answer as a missing one.

export const TRANSACTION_MESSAGES = {
  notFound: "We could not find that transaction.",
  someNotFound: "Some of these transactions could not be found. Nothing was changed.",
  unknownCategory: "Choose a category from the list.",
  ruleNotFound: "We could not find that rule.",
  noMerchant: "This transaction has no merchant to make a rule for.",
  notesTooLong: "Notes can be at most 1,000 characters.",
} as const;

export const transactionNotFound = () =>
  new AppError(AppErrorCode.NOT_FOUND, TRANSACTION_MESSAGES.notFound, { field: "id" });

/** The member (Customer) behind the signed-in user, or null before onboarding made one. */
export async function findCustomerId(db: Tx, userId: string): Promise<string | null> {
  const customer = await db.customer.findUnique({ where: { userId }, select: { id: true } });
  return customer?.id ?? null;
}

/** The customer id, or "not found" for the object the operation names (a member without a profile owns nothing). */
export async function requireCustomerId(db: Tx, userId: string, notFound: () => AppError = transactionNotFound): Promise<string> {
  const customerId = await findCustomerId(db, userId);
  if (!customerId) throw notFound();
  return customerId;
}

/** Refuses a category the member cannot see (another member's or missing) with the form's message. */
export async function requireVisibleCategory(db: Tx, customerId: string, id: string, field: string): Promise<void> {
  const found = await db.budgetCategory.count({ where: { id, ...visibleCategoryWhere(customerId) } });
  if (found === 0) throw new AppError(AppErrorCode.INVALID_INPUT, TRANSACTION_MESSAGES.unknownCategory, { field });
}
