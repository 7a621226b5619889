import type { SeedDb } from "../db";
import { BUDGET_CATEGORIES } from "./budget-categories";
import { MODEL_PORTFOLIOS } from "./model-portfolios";
import { NOTIFICATION_CATALOG } from "./notification-catalog";
import { PRIORITY_TEMPLATES, priorityImageUrl } from "./priority-templates";

/**
 * The catalogs every installation needs, demo or not: priority templates, shared budget categories, the
 * notification catalog and model portfolios. Safe to run again: rows are matched by their natural key and updated.
 */
export async function seedReferenceData(db: SeedDb): Promise<void> {
  for (const [index, template] of PRIORITY_TEMPLATES.entries()) {
    const data = { ...template, imageUrl: priorityImageUrl(template.slug), sortOrder: index + 1 };
    await db.priorityTemplate.upsert({ where: { slug: template.slug }, create: data, update: data });
  }

  await seedBudgetCategories(db);

  for (const [categoryIndex, { templates, subcategories, ...category }] of NOTIFICATION_CATALOG.entries()) {
    const categoryData = { ...category, isInvesting: category.isInvesting ?? false, sortOrder: categoryIndex + 1 };
    const { id: categoryId } = await db.notificationCategory.upsert({
      where: { slug: category.slug },
      create: categoryData,
      update: categoryData,
      select: { id: true },
    });
    for (const [index, template] of templates.entries()) {
      const data = { ...template, canUserOptOut: template.canUserOptOut ?? true, categoryId, sortOrder: index + 1 };
      await db.notificationTemplate.upsert({ where: { slug: template.slug }, create: data, update: data });
    }
    for (const [index, subcategory] of subcategories.entries()) {
      const data = { ...subcategory, categoryId, sortOrder: index + 1 };
      await db.notificationSubcategory.upsert({ where: { slug: subcategory.slug }, create: data, update: data });
    }
  }

  await seedModelPortfolios(db);
}

/** The five model portfolios and their funds; a fund no longer listed is removed from its portfolio. */
export async function seedModelPortfolios(db: SeedDb): Promise<void> {
  for (const { holdings, ...portfolio } of MODEL_PORTFOLIOS) {
    const { id: modelPortfolioId } = await db.modelPortfolio.upsert({
      where: { name: portfolio.name },
      create: portfolio,
      update: portfolio,
      select: { id: true },
    });
    await db.modelPortfolioHolding.deleteMany({
      where: { modelPortfolioId, symbol: { notIn: holdings.map((holding) => holding.symbol) } },
    });
    for (const [index, holding] of holdings.entries()) {
      const data = { ...holding, modelPortfolioId, sortOrder: index + 1 };
      await db.modelPortfolioHolding.upsert({
        where: { modelPortfolioId_symbol: { modelPortfolioId, symbol: holding.symbol } },
        create: data,
        update: data,
      });
    }
  }
}

/**
 * The shared category taxonomy, primaries before their subcategories. Shared categories no longer listed are
 * removed when nothing refers to them (an older installation's names); the rest stay as they are.
 */
async function seedBudgetCategories(db: SeedDb): Promise<void> {
  const idsByCode = new Map<string, string>();
  for (const [index, { parentCode, ...category }] of BUDGET_CATEGORIES.entries()) {
    const parentId = parentCode ? idsByCode.get(parentCode) : null;
    const data = { ...category, parentId: parentId ?? null, sortOrder: index + 1 };
    // customerId is null for shared categories, which a compound unique key cannot look up: find, then write.
    const existing = await db.budgetCategory.findFirst({
      where: { customerId: null, OR: [{ name: category.name }, ...(category.providerCode ? [{ providerCode: category.providerCode }] : [])] },
      select: { id: true },
    });
    const { id } = existing
      ? await db.budgetCategory.update({ where: { id: existing.id }, data, select: { id: true } })
      : await db.budgetCategory.create({ data, select: { id: true } });
    if (category.providerCode) idsByCode.set(category.providerCode, id);
  }
  await db.budgetCategory.deleteMany({
    where: {
      customerId: null,
      name: { notIn: BUDGET_CATEGORIES.map((category) => category.name) },
      budgets: { none: {} },
      financialGoals: { none: {} },
      transactions: { none: {} },
      splits: { none: {} },
    },
  });
}
