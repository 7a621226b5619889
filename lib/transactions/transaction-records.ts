import type { Prisma } from "@/lib/generated/prisma/client";


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
