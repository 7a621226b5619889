import { Prisma } from "@/lib/generated/prisma/client";

import type { FilterCategories } from "./resolve-transaction-filter";
import type { TransactionFilter } from "./transaction-filter";

/** A LIKE pattern finding `text` anywhere, its own wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The member's transactions (aliased `t`) a filter selects, as a SQL condition, with the filter's categories already
 * resolved to ids (resolveFilterCategories). The list, its totals and the CSV export share it, so they always agree.
 * Amounts in the range are sizes; a primary category includes its subcategories and a split transaction is in every
 * category of its parts.
 */
export function transactionFilterSql(customerId: string, filter: TransactionFilter, categories: FilterCategories): Prisma.Sql {
  const and: Prisma.Sql[] = [Prisma.sql`t."customerId" = ${customerId}`];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    // searchText holds name, merchant and notes one per line (a database trigger keeps it), under one trigram index.
    and.push(Prisma.sql`t."searchText" ILIKE ${pattern}`);
  }
  if (filter.accountId) {
    const id = filter.accountId;
    and.push(Prisma.sql`(t."assetId" = ${id} OR t."creditCardId" = ${id} OR t."loanId" = ${id})`);
  }
  if (filter.categoryId) {
    const ids = categories.categoryIds ?? [];
    const noCategory = categories.uncategorized
      ? Prisma.sql` OR (t."budgetCategoryId" IS NULL AND NOT EXISTS (SELECT 1 FROM "TransactionSplit" s WHERE s."transactionId" = t.id))`
      : Prisma.empty;
    and.push(Prisma.sql`(t."budgetCategoryId" = ANY(${ids}::text[])
      OR EXISTS (SELECT 1 FROM "TransactionSplit" s WHERE s."transactionId" = t.id AND s."budgetCategoryId" = ANY(${ids}::text[]))${noCategory})`);
  }
  if (filter.from) and.push(Prisma.sql`t.date >= ${filter.from}::date`);
  if (filter.to) and.push(Prisma.sql`t.date <= ${filter.to}::date`);
  if (filter.minAmount != null || filter.maxAmount != null) {
    const min = String(filter.minAmount ?? 0);
    const max = filter.maxAmount != null ? String(filter.maxAmount) : null;
    and.push(
      max === null
        ? Prisma.sql`(t.amount >= ${min}::numeric OR t.amount <= -${min}::numeric)`
        : Prisma.sql`(t.amount BETWEEN ${min}::numeric AND ${max}::numeric OR t.amount BETWEEN -${max}::numeric AND -${min}::numeric)`,
    );
  }
  if (filter.status) and.push(Prisma.sql`t.pending = ${filter.status === "PENDING"}`);
  if (filter.type) {
    const ofKind = Prisma.sql`t."budgetCategoryId" = ANY(${categories.kindCategoryIds ?? []}::text[])`;
    if (filter.type === "TRANSFER") {
      and.push(Prisma.sql`(t."transferPartnerId" IS NOT NULL OR ${ofKind})`);
    } else {
      const direction = filter.type === "INCOME" ? Prisma.sql`t.amount < 0` : Prisma.sql`t.amount > 0`;
      and.push(Prisma.sql`t."transferPartnerId" IS NULL AND (${ofKind} OR (t."budgetCategoryId" IS NULL AND ${direction}))`);
    }
  }
  if (filter.needsReview !== undefined) and.push(Prisma.sql`t."needsReview" = ${filter.needsReview}`);
  return Prisma.join(and, " AND ");
}
