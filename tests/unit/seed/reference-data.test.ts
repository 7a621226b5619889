import { BUDGET_CATEGORIES, RENT_MORTGAGE_CATEGORY } from "@/prisma/seed/reference/budget-categories";
import { MODEL_PORTFOLIOS } from "@/prisma/seed/reference/model-portfolios";
import { NOTIFICATION_CATALOG } from "@/prisma/seed/reference/notification-catalog";
import { PRIORITY_TEMPLATES, priorityImageUrl } from "@/prisma/seed/reference/priority-templates";

const unique = <T>(values: T[]) => new Set(values).size === values.length;

test("offers at least twelve priority templates with unique kebab-case slugs and complete copy", () => {
  expect(PRIORITY_TEMPLATES.length).toBeGreaterThanOrEqual(12);
  expect(unique(PRIORITY_TEMPLATES.map((template) => template.slug))).toBe(true);
  for (const template of PRIORITY_TEMPLATES) {
    expect(template.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(template.name && template.category && template.shortDescription && template.longDescription).toBeTruthy();
  }
  expect(priorityImageUrl("pay-off-debt")).toBe("/images/priorities/pay-off-debt.svg");
});

test("has the shared budget categories, including Rent/Mortgage, with hex colours", () => {
  const names = BUDGET_CATEGORIES.map((category) => category.name);
  expect(names).toContain(RENT_MORTGAGE_CATEGORY);
  expect(RENT_MORTGAGE_CATEGORY).toBe("Rent/Mortgage");
  expect(unique(names)).toBe(true);
  for (const category of BUDGET_CATEGORIES) expect(category.color).toMatch(/^#[0-9A-F]{6}$/);
  expect(new Set(BUDGET_CATEGORIES.map((category) => category.categoryType))).toEqual(
    new Set(["ESSENTIAL", "DISCRETIONARY", "SAVINGS", "DEBT", "INCOME"]),
  );
});

test("has a notification catalog with unique slugs and one investing category", () => {
  const slugs = NOTIFICATION_CATALOG.flatMap((category) => [
    category.slug,
    ...category.templates.map((template) => template.slug),
    ...category.subcategories.map((subcategory) => subcategory.slug),
  ]);
  expect(unique(slugs)).toBe(true);
  expect(NOTIFICATION_CATALOG.filter((category) => category.isInvesting)).toHaveLength(1);
  expect(NOTIFICATION_CATALOG.every((category) => category.templates.length > 0)).toBe(true);
  expect(NOTIFICATION_CATALOG.some((category) => category.subcategories.length > 0)).toBe(true);
});

test("lists model portfolios with exact minimum amounts", () => {
  expect(unique(MODEL_PORTFOLIOS.map((portfolio) => portfolio.name))).toBe(true);
  for (const portfolio of MODEL_PORTFOLIOS) expect(portfolio.minAmountRequired).toMatch(/^\d+\.\d{2}$/);
});

test("model portfolios: one per risk level 1-5, weights of 10000 basis points, stock funds matching the split", () => {
  expect(MODEL_PORTFOLIOS.map((portfolio) => portfolio.riskLevel)).toEqual([1, 2, 3, 4, 5]);
  expect(MODEL_PORTFOLIOS.map((portfolio) => [portfolio.stockPercent, portfolio.bondPercent])).toEqual([
    [20, 80],
    [40, 60],
    [60, 40],
    [80, 20],
    [90, 10],
  ]);
  for (const portfolio of MODEL_PORTFOLIOS) {
    const weights = portfolio.holdings.map((holding) => holding.weightBasisPoints);
    expect(weights.reduce((sum, weight) => sum + weight, 0)).toBe(10_000);
    expect(weights.every((weight) => Number.isInteger(weight) && weight > 0)).toBe(true);
    const stocks = portfolio.holdings.filter((holding) => holding.kind === "STOCK");
    expect(stocks.reduce((sum, holding) => sum + holding.weightBasisPoints, 0)).toBe(portfolio.stockPercent * 100);
    expect(unique(portfolio.holdings.map((holding) => holding.symbol))).toBe(true);
    for (const holding of portfolio.holdings) expect(holding.expenseRatio).toMatch(/^0\.\d{4}$/);
    expect(portfolio.description.length).toBeGreaterThan(0);
  }
});
