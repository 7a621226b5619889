import type { Tx } from "@/lib/db";
import type { CategorySource } from "@/lib/generated/prisma/client";

import { chooseTransactionCategory } from "./choose-transaction-category";
import { loadSharedCategories } from "./load-shared-categories";
import { mapProviderCategory } from "./map-provider-category";
import { pairTransfers } from "./pair-transfers";

interface ClassifyRow {
  id: string;
  budgetCategoryId: string | null;
  categorySource: CategorySource;
  needsReview: boolean;
  category: string | null;
  providerDetailedCategory: string | null;
  providerCategoryConfidence: string | null;
  ruleCategoryId: string | null;
  merchantCategoryId: string | null;
}

/**
 * Gives the member's transactions their category by precedence (the member's edit > rule > merchant memory >
 * provider > Uncategorized), pairs transfers between the member's own accounts, and flags what needs review, inside
 * the caller's transaction. Called after a sync stores its changes and after manual entries. A fixed number of
 * queries whatever the number of transactions; ids of another member's transactions are ignored.
 */
export async function classifyTransactions({
  tx,
  customerId,
  transactionIds,
}: {
  tx: Tx;
  customerId: string;
  transactionIds: string[];
}): Promise<void> {
  if (transactionIds.length === 0) return;
  const ids = JSON.stringify([...new Set(transactionIds)]);
  const { idsByCode, uncategorizedId } = await loadSharedCategories(tx);

  // The rule and the merchant memory come with each row: the memory is the member's latest transaction at the same
  // merchant that they (or a rule) categorised, by date.
  const rows = await tx.$queryRaw<ClassifyRow[]>`
    SELECT t.id, t."budgetCategoryId", t."categorySource"::text AS "categorySource", t."needsReview", t.category,
      t."providerDetailedCategory", t."providerCategoryConfidence",
      r."budgetCategoryId" AS "ruleCategoryId", m."budgetCategoryId" AS "merchantCategoryId"
    FROM "Transaction" t
    LEFT JOIN "CategoryRule" r
      ON t."merchantKey" <> '' AND r."customerId" = t."customerId" AND r."merchantKey" = t."merchantKey"
    LEFT JOIN LATERAL (
      SELECT p."budgetCategoryId" FROM "Transaction" p
      WHERE t."merchantKey" <> '' AND p."customerId" = t."customerId" AND p."merchantKey" = t."merchantKey"
        AND p.id <> t.id AND p."categorySource" IN ('USER', 'RULE') AND p."budgetCategoryId" IS NOT NULL
      ORDER BY p.date DESC, p."updatedAt" DESC, p.id DESC
      LIMIT 1
    ) m ON true
    WHERE t."customerId" = ${customerId} AND t.id IN (SELECT json_array_elements_text(${ids}::json))`;

  const changes = rows.flatMap((row) => {
    const current = { budgetCategoryId: row.budgetCategoryId, categorySource: row.categorySource, needsReview: row.needsReview };
    const chosen = chooseTransactionCategory({
      current,
      ruleCategoryId: row.ruleCategoryId,
      merchantCategoryId: row.merchantCategoryId,
      providerCategoryId: mapProviderCategory({ detailed: row.providerDetailedCategory, primary: row.category, idsByCode }),
      providerConfidence: row.providerCategoryConfidence,
      uncategorizedId,
    });
    const same =
      chosen.budgetCategoryId === current.budgetCategoryId &&
      chosen.categorySource === current.categorySource &&
      chosen.needsReview === current.needsReview;
    return same ? [] : [{ id: row.id, ...chosen }];
  });

  if (changes.length > 0) {
    await tx.$executeRaw`
      UPDATE "Transaction" t
      SET "budgetCategoryId" = v."budgetCategoryId", "categorySource" = v."categorySource"::"CategorySource",
        "needsReview" = v."needsReview", "updatedAt" = CURRENT_TIMESTAMP
      FROM json_to_recordset(${JSON.stringify(changes)}::json)
        AS v(id text, "budgetCategoryId" text, "categorySource" text, "needsReview" boolean)
      WHERE t.id = v.id AND t."customerId" = ${customerId}`;
  }

  await pairTransfers({ tx, customerId, transactionIds });
}

