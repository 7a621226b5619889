import { chooseTransactionCategory, type CategoryCandidates } from "@/lib/transactions/choose-transaction-category";
import { mapProviderCategory } from "@/lib/transactions/map-provider-category";

const fresh: CategoryCandidates = {
  current: { budgetCategoryId: null, categorySource: "NONE", needsReview: false },
  ruleCategoryId: null,
  merchantCategoryId: null,
  providerCategoryId: null,
  providerConfidence: null,
  uncategorizedId: "uncategorized",
};

const choose = (overrides: Partial<CategoryCandidates>) => chooseTransactionCategory({ ...fresh, ...overrides });

describe("chooseTransactionCategory", () => {
  test("the member's own edit wins over everything and keeps its review state", () => {
    const current = { budgetCategoryId: "mine", categorySource: "USER" as const, needsReview: false };
    expect(choose({ current, ruleCategoryId: "rule", merchantCategoryId: "memory", providerCategoryId: "provider" })).toEqual(current);
  });

  test("a rule beats the merchant's earlier category and the provider's", () => {
    expect(choose({ ruleCategoryId: "rule", merchantCategoryId: "memory", providerCategoryId: "provider" })).toEqual({
      budgetCategoryId: "rule",
      categorySource: "RULE",
      needsReview: false,
    });
  });

  test("the merchant's earlier category beats the provider's", () => {
    expect(choose({ merchantCategoryId: "memory", providerCategoryId: "provider", providerConfidence: "LOW" })).toEqual({
      budgetCategoryId: "memory",
      categorySource: "MERCHANT",
      needsReview: false,
    });
  });

  test("the provider's category, to review only when its confidence is low", () => {
    expect(choose({ providerCategoryId: "provider", providerConfidence: "VERY_HIGH" })).toEqual({
      budgetCategoryId: "provider",
      categorySource: "PROVIDER",
      needsReview: false,
    });
    expect(choose({ providerCategoryId: "provider", providerConfidence: "LOW" }).needsReview).toBe(true);
    expect(choose({ providerCategoryId: "provider", providerConfidence: null }).needsReview).toBe(false);
  });

  test("nothing known: 'Uncategorized', to review", () => {
    expect(choose({})).toEqual({ budgetCategoryId: "uncategorized", categorySource: "NONE", needsReview: true });
  });

  test("a row the member marked reviewed stays reviewed when the same category comes back", () => {
    const reviewed = { budgetCategoryId: "uncategorized", categorySource: "NONE" as const, needsReview: false };
    expect(choose({ current: reviewed }).needsReview).toBe(false);
    const lowReviewed = { budgetCategoryId: "provider", categorySource: "PROVIDER" as const, needsReview: false };
    expect(choose({ current: lowReviewed, providerCategoryId: "provider", providerConfidence: "LOW" }).needsReview).toBe(false);
  });

  test("a different low-confidence category goes back to review", () => {
    const reviewed = { budgetCategoryId: "provider", categorySource: "PROVIDER" as const, needsReview: false };
    expect(choose({ current: reviewed, providerCategoryId: "other", providerConfidence: "LOW" })).toEqual({
      budgetCategoryId: "other",
      categorySource: "PROVIDER",
      needsReview: true,
    });
  });

  test("a rule made later takes a flagged row out of review", () => {
    const flagged = { budgetCategoryId: "uncategorized", categorySource: "NONE" as const, needsReview: true };
    expect(choose({ current: flagged, ruleCategoryId: "rule" })).toEqual({
      budgetCategoryId: "rule",
      categorySource: "RULE",
      needsReview: false,
    });
  });
});

describe("mapProviderCategory", () => {
  const idsByCode = new Map([
    ["FOOD_AND_DRINK", "food"],
    ["FOOD_AND_DRINK_GROCERIES", "groceries"],
    ["RENT_AND_UTILITIES_RENT", "rent"],
    ["LOAN_PAYMENTS", "loans"],
  ]);

  test("the detailed category when the taxonomy has it", () => {
    expect(mapProviderCategory({ detailed: "FOOD_AND_DRINK_GROCERIES", primary: "FOOD_AND_DRINK", idsByCode })).toBe("groceries");
  });

  test("the primary category when the detailed one is missing or unknown", () => {
    expect(mapProviderCategory({ detailed: null, primary: "FOOD_AND_DRINK", idsByCode })).toBe("food");
    expect(mapProviderCategory({ detailed: "FOOD_AND_DRINK_SOMETHING_NEW", primary: "FOOD_AND_DRINK", idsByCode })).toBe("food");
  });

  test("a mortgage payment is budgeted as rent", () => {
    expect(mapProviderCategory({ detailed: "LOAN_PAYMENTS_MORTGAGE_PAYMENT", primary: "LOAN_PAYMENTS", idsByCode })).toBe("rent");
  });

  test("null when neither code is known (legacy names included)", () => {
    expect(mapProviderCategory({ detailed: null, primary: "Food and Drink", idsByCode })).toBeNull();
    expect(mapProviderCategory({ detailed: null, primary: null, idsByCode })).toBeNull();
  });
});
