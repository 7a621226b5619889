import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";

import { findCustomerId, TRANSACTION_MESSAGES } from "./transaction-messages";

/** Removes one of the member's rules; the transactions it already moved keep their category. */
export async function deleteCategoryRule({ userId, id }: { userId: string; id: string }): Promise<void> {
  const db = await getDb();
  const customerId = await findCustomerId(db, userId);
  const { count } = customerId ? await db.categoryRule.deleteMany({ where: { id, customerId } }) : { count: 0 };
  if (count === 0) throw new AppError(AppErrorCode.NOT_FOUND, TRANSACTION_MESSAGES.ruleNotFound, { field: "id" });
}
