import type { Prisma } from "@/lib/generated/prisma/client";

import type { TransactionFilter } from "./transaction-filter";
import type { FilterCategories } from "./resolve-filter-categories";

// What the transaction operations read and answer with. One page is one query: Prisma's relation joins (the
// `relationJoins` preview feature) fetch the account, the category with its parent and the split parts in the same
// statement, whatever the page's size.

export const budgetCategorySelect = {
  id: true,
  name: true,
  color: true,
  categoryType: true,
  kind: true,
  budgetGroup: true,
  customerId: true,
  parent: { select: { id: true, name: true } },
} as const satisfies Prisma.BudgetCategorySelect;

export type BudgetCategoryRecord = Prisma.BudgetCategoryGetPayload<{ select: typeof budgetCategorySelect }>;

const accountSelect = { select: { id: true, name: true, nickname: true, mask: true } } as const;

export const transactionSelect = {
  id: true,
  date: true,
  name: true,
  merchantName: true,
  merchantKey: true,
  amount: true,
  pending: true,
  categorySource: true,
  notes: true,
  needsReview: true,
  excluded: true,
  transferPartnerId: true,
  recurringSeriesId: true,
  asset: accountSelect,
  creditCard: accountSelect,
  loan: accountSelect,
  budgetCategory: { select: budgetCategorySelect },
  splits: {
    select: { id: true, amount: true, notes: true, budgetCategory: { select: budgetCategorySelect } },
    orderBy: { sortOrder: "asc" },
  },
} as const satisfies Prisma.TransactionSelect;

export type TransactionRecord = Prisma.TransactionGetPayload<{ select: typeof transactionSelect }>;

export type TransactionAccountKind = "ASSET" | "CREDIT_CARD" | "LOAN";
export type TransactionAccount = { id: string; name: string; mask: string | null; kind: TransactionAccountKind };

/** The account a transaction belongs to (an asset, a card or a loan), as the member names it. */
export function transactionAccount(record: TransactionRecord): TransactionAccount | null {
  const [account, kind] = record.asset
    ? [record.asset, "ASSET" as const]
    : record.creditCard
      ? [record.creditCard, "CREDIT_CARD" as const]
      : record.loan
        ? [record.loan, "LOAN" as const]
        : [null, null];
  if (!account || !kind) return null;
  return { id: account.id, name: account.nickname || account.name, mask: account.mask, kind };
}

/** Shared categories and the member's own. */
export function visibleCategoryWhere(customerId: string): Prisma.BudgetCategoryWhereInput {
  return { OR: [{ customerId: null }, { customerId }] };
}

const day = (text: string) => new Date(`${text}T00:00:00.000Z`);

/**
 * The member's transactions a filter selects (the keyset condition is added by the page reader), with the filter's
 * categories already resolved to ids (resolveFilterCategories).
 */
export function transactionWhere(
  customerId: string,
  filter: TransactionFilter,
  categories: FilterCategories,
): Prisma.TransactionWhereInput {
  const and: Prisma.TransactionWhereInput[] = [{ customerId }];
  if (filter.q) {
    const contains = { contains: filter.q, mode: "insensitive" as const };
    and.push({ OR: [{ name: contains }, { merchantName: contains }, { notes: contains }] });
  }
  if (filter.accountId) {
    const id = filter.accountId;
    and.push({ OR: [{ assetId: id }, { creditCardId: id }, { loanId: id }] });
  }
  if (filter.categoryId) {
    // A primary category includes its subcategories; a split transaction is in every category of its parts.
    const inCategory = { budgetCategoryId: { in: categories.categoryIds ?? [] } };
    const none = categories.uncategorized ? [{ budgetCategoryId: null, splits: { none: {} } }] : [];
    and.push({ OR: [inCategory, { splits: { some: inCategory } }, ...none] });
  }
  if (filter.from || filter.to) {
    and.push({ date: { ...(filter.from ? { gte: day(filter.from) } : {}), ...(filter.to ? { lte: day(filter.to) } : {}) } });
  }
  if (filter.minAmount != null || filter.maxAmount != null) {
    const min = filter.minAmount ?? 0;
    const max = filter.maxAmount;
    and.push({
      OR: [
        { amount: { gte: min, ...(max != null ? { lte: max } : {}) } },
        { amount: { lte: -min, ...(max != null ? { gte: -max } : {}) } },
      ],
    });
  }
  if (filter.status) and.push({ pending: filter.status === "PENDING" });
  const ofKind = { budgetCategoryId: { in: categories.kindCategoryIds ?? [] } };
  if (filter.type === "TRANSFER") {
    and.push({ OR: [{ transferPartnerId: { not: null } }, ofKind] });
  } else if (filter.type) {
    const direction = filter.type === "INCOME" ? { lt: 0 } : { gt: 0 };
    and.push({ transferPartnerId: null });
    and.push({ OR: [ofKind, { budgetCategoryId: null, amount: direction }] });
  }
  if (filter.needsReview !== undefined) and.push({ needsReview: filter.needsReview });
  return { AND: and };
}
