import { builder } from "@/lib/graphql/builder";
import type { BudgetCategoryRecord } from "@/lib/transactions/transaction-records";

// A budget category (spec 000 §3): the shared ones (the provider's taxonomy: 16 primaries, their detailed
// subcategories, 'Uncategorized') and a member's own. Used by budgets, transactions, splits and rules.

export const BudgetCategoryTypeEnum = builder.enumType("BudgetCategoryType", {
  values: ["ESSENTIAL", "DISCRETIONARY", "SAVINGS", "DEBT", "INCOME"] as const,
});

export const CategoryKindEnum = builder.enumType("CategoryKind", {
  description: "Whether a category's money is spending, income, or a transfer (left out of both).",
  values: ["EXPENSE", "INCOME", "TRANSFER"] as const,
});

export const BudgetGroupEnum = builder.enumType("BudgetGroup", {
  description: "The budget group a line for the category starts in.",
  values: ["BILLS", "FLEXIBLE", "NON_MONTHLY", "GOALS"] as const,
});

const BudgetCategoryParentType = builder.objectRef<{ id: string; name: string }>("BudgetCategoryParent").implement({
  description: "A subcategory's primary category.",
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
});

export const BudgetCategoryObjectType = builder.objectRef<BudgetCategoryRecord>("BudgetCategory").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    color: t.exposeString("color", { description: "Hex colour, e.g. #4F46E5." }),
    categoryType: t.field({ type: BudgetCategoryTypeEnum, resolve: (category) => category.categoryType }),
    kind: t.field({ type: CategoryKindEnum, resolve: (category) => category.kind }),
    budgetGroup: t.field({ type: BudgetGroupEnum, resolve: (category) => category.budgetGroup }),
    isCustom: t.boolean({ description: "The member's own category (not a shared one).", resolve: (category) => category.customerId !== null }),
    parent: t.field({ type: BudgetCategoryParentType, nullable: true, resolve: (category) => category.parent }),
  }),
});
