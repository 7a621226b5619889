import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { parseInput } from "@/lib/validation/parse-input";

import { normalizeMerchant } from "./normalize-merchant";
import { ruleMatchesWhere } from "./rule-matches";
import { requireCustomerId, requireVisibleCategory, TRANSACTION_MESSAGES } from "./transaction-messages";
import { budgetCategorySelect, type BudgetCategoryRecord } from "./transaction-records";
import { createCategoryRuleSchema } from "./transaction-schemas";

export const categoryRuleSelect = {
  id: true,
  merchantKey: true,
  merchantName: true,
  createdAt: true,
  budgetCategory: { select: budgetCategorySelect },
} as const;

export type CategoryRuleRecord = {
  id: string;
  merchantKey: string;
  merchantName: string;
  createdAt: Date;
  budgetCategory: BudgetCategoryRecord;
};

/**
 * The answer to 'Always put {merchant} in {category}?': the member's rule for the merchant (a transaction's, or a
 * merchant key), replacing an earlier rule for it. With applyToPast, the member's transactions of that merchant that
 * a rule may move (ruleMatchesWhere: not set by hand, not split) move to the category in one UPDATE.
 */
export async function createCategoryRule({
  userId,
  data,
}: {
  userId: string;
  data: unknown;
}): Promise<{ rule: CategoryRuleRecord; updatedCount: number }> {
  const input = parseInput(createCategoryRuleSchema, data);
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const customerId = await requireCustomerId(tx, userId);
    let merchantKey: string;
    let merchantName: string;
    if (input.transactionId) {
      const transaction = await tx.transaction.findFirst({
        where: { id: input.transactionId, customerId },
        select: { merchantKey: true, merchantName: true, name: true },
      });
      if (!transaction) throw new AppError(AppErrorCode.NOT_FOUND, TRANSACTION_MESSAGES.notFound, { field: "transactionId" });
      merchantKey = transaction.merchantKey;
      merchantName = transaction.merchantName ?? transaction.name;
    } else {
      merchantKey = normalizeMerchant(input.merchantKey ?? "");
      const seen = await tx.transaction.findFirst({
        where: { customerId, merchantKey },
        orderBy: [{ date: "desc" }, { id: "desc" }],
        select: { merchantName: true, name: true },
      });
      merchantName = seen ? (seen.merchantName ?? seen.name) : (input.merchantKey ?? "");
    }
    if (merchantKey === "") throw new AppError(AppErrorCode.INVALID_INPUT, TRANSACTION_MESSAGES.noMerchant, { field: "merchantKey" });
    await requireVisibleCategory(tx, customerId, input.budgetCategoryId, "budgetCategoryId");

    const rule = await tx.categoryRule.upsert({
      where: { customerId_merchantKey: { customerId, merchantKey } },
      create: { customerId, merchantKey, merchantName, budgetCategoryId: input.budgetCategoryId },
      update: { merchantName, budgetCategoryId: input.budgetCategoryId },
      select: categoryRuleSelect,
    });
    if (!input.applyToPast) return { rule, updatedCount: 0 };
    const { count } = await tx.transaction.updateMany({
      where: ruleMatchesWhere({ customerId, merchantKey, budgetCategoryId: input.budgetCategoryId }),
      data: { budgetCategoryId: input.budgetCategoryId, categorySource: "RULE", needsReview: false },
    });
    return { rule, updatedCount: count };
  });
}
