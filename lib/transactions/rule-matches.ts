import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * The member's transactions of a merchant a rule moves to its category: those whose category the member did not set
 * by hand (categorySource USER wins over any rule), not split (their parts carry the categories), and not already in
 * it. The count the prompt shows and the one UPDATE that applies the rule use this same condition.
 */
export function ruleMatchesWhere({
  customerId,
  merchantKey,
  budgetCategoryId,
  exceptId,
}: {
  customerId: string;
  merchantKey: string;
  budgetCategoryId: string;
  exceptId?: string;
}): Prisma.TransactionWhereInput {
  return {
    customerId,
    merchantKey,
    categorySource: { not: "USER" },
    splits: { none: {} },
    OR: [{ budgetCategoryId: null }, { budgetCategoryId: { not: budgetCategoryId } }],
    ...(exceptId ? { id: { not: exceptId } } : {}),
  };
}
