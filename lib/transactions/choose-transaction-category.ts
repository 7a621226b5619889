import type { CategorySource } from "@/lib/generated/prisma/client";

export interface TransactionCategory {
  budgetCategoryId: string | null;
  categorySource: CategorySource;
  needsReview: boolean;
}

export interface CategoryCandidates {
  /** What the row has now. */
  current: TransactionCategory;
  /** The member's CategoryRule for the row's merchant. */
  ruleCategoryId: string | null;
  /** The category of the member's latest transaction at the same merchant that they or a rule categorised. */
  merchantCategoryId: string | null;
  /** The shared category the provider's category maps to (mapProviderCategory). */
  providerCategoryId: string | null;
  /** The provider's confidence in its category (VERY_HIGH, HIGH, MEDIUM, LOW, UNKNOWN). */
  providerConfidence: string | null;
  /** The shared 'Uncategorized' category (null only on a database without the reference data). */
  uncategorizedId: string | null;
}

/**
 * Which category a transaction gets: the member's own edit (never touched) > their rule for the merchant > the
 * merchant's earlier category > the provider's > 'Uncategorized'. A LOW-confidence provider category and
 * 'Uncategorized' go to 'Needs review', unless the row already had that very category and the member has marked it
 * reviewed since (a sync that changes nothing must not bring it back).
 */
export function chooseTransactionCategory(candidates: CategoryCandidates): TransactionCategory {
  const { current } = candidates;
  if (current.categorySource === "USER") return current;

  const chosen = decide(candidates);
  const unchanged = chosen.budgetCategoryId === current.budgetCategoryId && chosen.categorySource === current.categorySource;
  if (unchanged && chosen.needsReview && !current.needsReview) return { ...chosen, needsReview: false };
  return chosen;
}

function decide({
  ruleCategoryId,
  merchantCategoryId,
  providerCategoryId,
  providerConfidence,
  uncategorizedId,
}: CategoryCandidates): TransactionCategory {
  if (ruleCategoryId) return { budgetCategoryId: ruleCategoryId, categorySource: "RULE", needsReview: false };
  if (merchantCategoryId) return { budgetCategoryId: merchantCategoryId, categorySource: "MERCHANT", needsReview: false };
  if (providerCategoryId) {
    return { budgetCategoryId: providerCategoryId, categorySource: "PROVIDER", needsReview: isLowConfidence(providerConfidence) };
  }
  return { budgetCategoryId: uncategorizedId, categorySource: "NONE", needsReview: true };
}

const isLowConfidence = (confidence: string | null) => confidence?.toUpperCase() === "LOW";
