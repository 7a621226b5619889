import type { Tx } from "@/lib/db";
import type { CategorySource } from "@/lib/generated/prisma/client";

import { chooseTransactionCategory } from "./choose-transaction-category";
import { loadSharedCategories } from "./load-shared-categories";
import { mapProviderCategory } from "./map-provider-category";
import { pairTransfers } from "./pair-transfers";
import { transactionsByIdSql } from "./transactions-by-id-sql";

interface ClassifyRow {
  id: string;
  merchantKey: string;
  budgetCategoryId: string | null;
  categorySource: CategorySource;
  needsReview: boolean;
  category: string | null;
  providerDetailedCategory: string | null;
  providerCategoryConfidence: string | null;
}

/**
 * Gives the member's transactions their category by precedence (the member's edit > rule > merchant memory >
 * provider > Uncategorized), pairs transfers between the member's own accounts, and flags what needs review, inside
 * the caller's transaction. Called after a sync stores its changes and after manual entries. A fixed number of
 * queries whatever the number of transactions, each driven by the batch or by its merchants (a big sync leaves the
 * planner's statistics stale: no query here depends on them); ids of another member's transactions are ignored.
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
  const { idsByCode, uncategorizedId } = await loadSharedCategories(tx);

  const rows = await tx.$queryRaw<ClassifyRow[]>`
    SELECT t.id, t."merchantKey", t."budgetCategoryId", t."categorySource"::text AS "categorySource", t."needsReview",
      t.category, t."providerDetailedCategory", t."providerCategoryConfidence"
    FROM ${transactionsByIdSql({ ids: transactionIds, customerId })} t`;
  if (rows.length === 0) return;

  const merchantKeys = [...new Set(rows.map(({ merchantKey }) => merchantKey).filter(Boolean))];
  const rules = new Map(
    (
      await tx.categoryRule.findMany({
        where: { customerId },
        select: { merchantKey: true, budgetCategoryId: true },
      })
    ).map(({ merchantKey, budgetCategoryId }) => [merchantKey, budgetCategoryId]),
  );
  const memory = await merchantMemory({ tx, customerId, merchantKeys });

  const changes = rows.flatMap((row) => {
    const current = { budgetCategoryId: row.budgetCategoryId, categorySource: row.categorySource, needsReview: row.needsReview };
    const chosen = chooseTransactionCategory({
      current,
      ruleCategoryId: rules.get(row.merchantKey) ?? null,
      merchantCategoryId: memory.get(row.merchantKey) ?? null,
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

  // The ids are the member's rows read above; each is updated through its key.
  if (changes.length > 0) {
    await tx.$executeRaw`
      UPDATE "Transaction" t
      SET "budgetCategoryId" = v."budgetCategoryId", "categorySource" = v."categorySource"::"CategorySource",
        "needsReview" = v."needsReview", "updatedAt" = CURRENT_TIMESTAMP
      FROM json_to_recordset(${JSON.stringify(changes)}::json)
        AS v(id text, "budgetCategoryId" text, "categorySource" text, "needsReview" boolean)
      WHERE t.id = v.id`;
  }

  await pairTransfers({ tx, customerId, transactionIds });
}


/**
 * The merchant memory of each merchant: the category of the member's latest transaction there (by date) that they or
 * a rule categorised. One index lookup per merchant, not per transaction. Provider-categorised rows are no memory:
 * one wrong guess of the provider would otherwise spread to every later visit.
 */
async function merchantMemory({
  tx,
  customerId,
  merchantKeys,
}: {
  tx: Tx;
  customerId: string;
  merchantKeys: string[];
}): Promise<Map<string, string>> {
  if (merchantKeys.length === 0) return new Map();
  const rows = await tx.$queryRaw<Array<{ merchantKey: string; budgetCategoryId: string }>>`
    WITH merchants AS MATERIALIZED (SELECT json_array_elements_text(${JSON.stringify(merchantKeys)}::json) AS "merchantKey")
    SELECT merchants."merchantKey", latest."budgetCategoryId"
    FROM merchants
    CROSS JOIN LATERAL (
      SELECT p."budgetCategoryId" FROM "Transaction" p
      WHERE p."customerId" = ${customerId} AND p."merchantKey" = merchants."merchantKey"
        AND p."categorySource" IN ('USER', 'RULE') AND p."budgetCategoryId" IS NOT NULL
      ORDER BY p.date DESC, p."updatedAt" DESC, p.id DESC
      LIMIT 1
    ) latest`;
  return new Map(rows.map(({ merchantKey, budgetCategoryId }) => [merchantKey, budgetCategoryId]));
}
