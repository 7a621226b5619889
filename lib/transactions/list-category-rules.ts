import { getDb } from "@/lib/db";

import { categoryRuleSelect, type CategoryRuleRecord } from "./create-category-rule";
import { findCustomerId } from "./transaction-messages";

/** The member's rules, by merchant. */
export async function listCategoryRules({ userId }: { userId: string }): Promise<CategoryRuleRecord[]> {
  const db = await getDb();
  const customerId = await findCustomerId(db, userId);
  if (!customerId) return [];
  return db.categoryRule.findMany({ where: { customerId }, orderBy: { merchantName: "asc" }, select: categoryRuleSelect });
}
