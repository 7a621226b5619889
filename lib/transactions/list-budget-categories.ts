import { getDb } from "@/lib/db";

import { findCustomerId } from "./transaction-messages";
import { budgetCategorySelect, visibleCategoryWhere, type BudgetCategoryRecord } from "./transaction-records";

/** The categories a member can choose: the shared ones (the provider's taxonomy) and the member's own. */
export async function listBudgetCategories({ userId }: { userId: string }): Promise<BudgetCategoryRecord[]> {
  const db = await getDb();
  const customerId = await findCustomerId(db, userId);
  return db.budgetCategory.findMany({
    where: customerId ? visibleCategoryWhere(customerId) : { customerId: null },
    orderBy: [{ sortOrder: "asc" }, { name: "asc" }],
    select: budgetCategorySelect,
  });
}
