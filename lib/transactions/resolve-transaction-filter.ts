import { getSql } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

import { transactionFilterSql } from "./transaction-filter-sql";
import type { TransactionFilter } from "./transaction-filter";

/** The shared category for "no category" (prisma/seed/reference/budget-categories.ts UNCATEGORIZED_CATEGORY). */
const UNCATEGORIZED = "Uncategorized";

/**
 * A filter's categories as ids: the chosen category with its subcategories, and the categories of the chosen type.
 * The list's query then filters its own table only (no join to the categories), which lets the planner walk the date
 * index for a common search word and the trigram indexes for a rare one. `uncategorized`: the chosen category is the
 * shared 'Uncategorized', which also stands for rows with no category.
 */
export type FilterCategories = { uncategorized: boolean; categoryIds: string[] | null; kindCategoryIds: string[] | null };

// The member's customer and, when the filter names them, its categories: one statement before the list's.
const SCOPE_SQL = `SELECT c.id AS "customerId",
  CASE WHEN $2::text IS NULL THEN NULL ELSE COALESCE((
    SELECT json_agg(json_build_object('id', b.id, 'name', b.name, 'customerId', b."customerId"))
    FROM "BudgetCategory" b
    WHERE (b."customerId" IS NULL OR b."customerId" = c.id) AND (b.id = $2 OR b."parentId" = $2)), '[]'::json) END AS chosen,
  CASE WHEN $3::text IS NULL THEN NULL ELSE COALESCE((
    SELECT json_agg(b.id) FROM "BudgetCategory" b
    WHERE (b."customerId" IS NULL OR b."customerId" = c.id) AND b.kind::text = $3), '[]'::json) END AS "ofKind"
FROM "Customer" c WHERE c."userId" = $1`;

type ScopeRow = {
  customerId: string;
  chosen: Array<{ id: string; name: string; customerId: string | null }> | null;
  ofKind: string[] | null;
};

/**
 * The member's customer id and the SQL condition (on Transaction aliased `t`) selecting the transactions the filter
 * names; null for a member without a profile (who has no transactions).
 */
export async function resolveTransactionFilter(
  userId: string,
  filter: TransactionFilter,
): Promise<{ customerId: string; where: Prisma.Sql; categories: FilterCategories } | null> {
  const sql = await getSql();
  const [row] = await sql.query<ScopeRow>(SCOPE_SQL, [userId, filter.categoryId ?? null, filter.type ?? null]);
  if (!row) return null;
  const categories: FilterCategories = {
    uncategorized: Boolean(
      row.chosen?.some((category) => category.id === filter.categoryId && category.customerId === null && category.name === UNCATEGORIZED),
    ),
    categoryIds: row.chosen ? row.chosen.map((category) => category.id) : null,
    kindCategoryIds: row.ofKind,
  };
  return { customerId: row.customerId, where: transactionFilterSql(row.customerId, filter, categories), categories };
}
