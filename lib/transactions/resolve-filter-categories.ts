import type { Tx } from "@/lib/db";

import type { TransactionFilter } from "./transaction-filter";
import { visibleCategoryWhere } from "./transaction-records";

/** The shared category for "no category" (prisma/seed/reference/budget-categories.ts UNCATEGORIZED_CATEGORY). */
const UNCATEGORIZED = "Uncategorized";

/**
 * A filter's categories as ids, read once before the list's query: the chosen category with its subcategories, and
 * the categories of the chosen type. The list's query then filters its own table only (no join to the categories),
 * which lets the planner walk the date index for a common search word and the trigram indexes for a rare one.
 * `uncategorized`: the chosen category is the shared 'Uncategorized', which also stands for rows with no category.
 */
export type FilterCategories = { uncategorized: boolean; categoryIds: string[] | null; kindCategoryIds: string[] | null };

export async function resolveFilterCategories(db: Tx, customerId: string, filter: TransactionFilter): Promise<FilterCategories> {
  const kind = filter.type;
  const [chosen, ofKind] = await Promise.all([
    filter.categoryId
      ? db.budgetCategory.findMany({
          where: { AND: [visibleCategoryWhere(customerId), { OR: [{ id: filter.categoryId }, { parentId: filter.categoryId }] }] },
          select: { id: true, name: true, customerId: true },
        })
      : null,
    kind ? db.budgetCategory.findMany({ where: { ...visibleCategoryWhere(customerId), kind }, select: { id: true } }) : null,
  ]);
  const uncategorized = Boolean(
    chosen?.some((category) => category.id === filter.categoryId && category.customerId === null && category.name === UNCATEGORIZED),
  );
  return {
    uncategorized,
    categoryIds: chosen ? chosen.map((category) => category.id) : null,
    kindCategoryIds: ofKind ? ofKind.map((category) => category.id) : null,
  };
}
