import { getDb } from "@/lib/db";
import { parseInput } from "@/lib/validation/parse-input";

import { ruleMatchesWhere } from "./rule-matches";
import { requireCustomerId, requireVisibleCategory, transactionNotFound } from "./transaction-messages";
import { budgetCategorySelect, transactionSelect, type BudgetCategoryRecord, type TransactionRecord } from "./transaction-records";
import { updateTransactionSchema } from "./transaction-schemas";

export type RuleSuggestion = { merchantKey: string; merchantName: string; budgetCategory: BudgetCategoryRecord; pastMatchCount: number };

/**
 * Changes one of the member's transactions: its category (the member's own choice: categorySource USER, which no sync
 * or rule overwrites, and out of 'Needs review'), notes, excluded, reviewed. After a category change on a transaction
 * with a merchant, suggests the rule 'Always put {merchant} in {category}?' unless a rule already says so, with how
 * many past transactions it would move.
 */
export async function updateTransaction({
  userId,
  id,
  data,
}: {
  userId: string;
  id: string;
  data: unknown;
}): Promise<{ transaction: TransactionRecord; ruleSuggestion: RuleSuggestion | null }> {
  const input = parseInput(updateTransactionSchema, data);
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const customerId = await requireCustomerId(tx, userId);
    const current = await tx.transaction.findFirst({
      where: { id, customerId },
      select: { id: true, budgetCategoryId: true, merchantKey: true, merchantName: true, name: true },
    });
    if (!current) throw transactionNotFound();
    if (input.budgetCategoryId) await requireVisibleCategory(tx, customerId, input.budgetCategoryId, "budgetCategoryId");

    const recategorised = input.budgetCategoryId !== undefined && input.budgetCategoryId !== current.budgetCategoryId;
    const transaction = await tx.transaction.update({
      where: { id },
      data: {
        ...(input.budgetCategoryId !== undefined
          ? { budgetCategoryId: input.budgetCategoryId, categorySource: "USER", needsReview: false }
          : {}),
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
        ...(input.excluded !== undefined ? { excluded: input.excluded } : {}),
        ...(input.reviewed !== undefined ? { needsReview: !input.reviewed } : {}),
      },
      select: transactionSelect,
    });

    if (!recategorised || !input.budgetCategoryId || current.merchantKey === "") return { transaction, ruleSuggestion: null };
    const existing = await tx.categoryRule.findUnique({
      where: { customerId_merchantKey: { customerId, merchantKey: current.merchantKey } },
      select: { budgetCategoryId: true },
    });
    if (existing?.budgetCategoryId === input.budgetCategoryId) return { transaction, ruleSuggestion: null };
    const pastMatchCount = await tx.transaction.count({
      where: ruleMatchesWhere({ customerId, merchantKey: current.merchantKey, budgetCategoryId: input.budgetCategoryId, exceptId: id }),
    });
    const budgetCategory = await tx.budgetCategory.findUniqueOrThrow({ where: { id: input.budgetCategoryId }, select: budgetCategorySelect });
    return {
      transaction,
      ruleSuggestion: {
        merchantKey: current.merchantKey,
        merchantName: current.merchantName ?? current.name,
        budgetCategory,
        pastMatchCount,
      },
    };
  });
}
