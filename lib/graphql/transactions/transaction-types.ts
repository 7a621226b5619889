import { builder } from "@/lib/graphql/builder";
import { cursorPageType } from "@/lib/graphql/pagination";
import { BudgetCategoryObjectType } from "@/lib/graphql/transactions/budget-category-type";
import type { CategoryRuleRecord } from "@/lib/transactions/create-category-rule";
import type { TransactionTotals } from "@/lib/transactions/summarize-transactions";
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from "@/lib/transactions/transaction-filter";
import { transactionAccount, type TransactionAccount, type TransactionRecord } from "@/lib/transactions/transaction-records";
import type { RuleSuggestion } from "@/lib/transactions/update-transaction";

export const CategorySourceEnum = builder.enumType("CategorySource", {
  description:
    "Why a transaction has its category, strongest first: the member's edit, a rule, the merchant's earlier category, the provider's, none.",
  values: ["USER", "RULE", "MERCHANT", "PROVIDER", "NONE"] as const,
});

const TransactionAccountKindEnum = builder.enumType("TransactionAccountKind", {
  values: ["ASSET", "CREDIT_CARD", "LOAN"] as const,
});

export const TransactionStatusEnum = builder.enumType("TransactionStatus", { values: TRANSACTION_STATUSES });
export const TransactionTypeEnum = builder.enumType("TransactionType", {
  description: "EXPENSE and INCOME by the category's kind (uncategorised: by direction); TRANSFER also covers paired transfers.",
  values: TRANSACTION_TYPES,
});

const TransactionAccountType = builder.objectRef<TransactionAccount>("TransactionAccount").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    mask: t.exposeString("mask", { nullable: true, description: "The account number's last digits." }),
    kind: t.field({ type: TransactionAccountKindEnum, resolve: (account) => account.kind }),
  }),
});

const TransactionSplitType = builder.objectRef<TransactionRecord["splits"][number]>("TransactionSplit").implement({
  description: "One part of a split transaction (same sign rule as the transaction).",
  fields: (t) => ({
    id: t.exposeID("id"),
    amount: t.field({ type: "Decimal", resolve: (split) => split.amount }),
    notes: t.exposeString("notes", { nullable: true }),
    budgetCategory: t.field({ type: BudgetCategoryObjectType, resolve: (split) => split.budgetCategory }),
  }),
});

export const TransactionObjectType = builder.objectRef<TransactionRecord>("Transaction").implement({
  description: "Sign rule: amount > 0 is money leaving the account, amount < 0 money coming in.",
  fields: (t) => ({
    id: t.exposeID("id"),
    date: t.string({ description: "YYYY-MM-DD.", resolve: (row) => row.date.toISOString().slice(0, 10) }),
    name: t.exposeString("name"),
    merchantName: t.exposeString("merchantName", { nullable: true }),
    amount: t.field({ type: "Decimal", resolve: (row) => row.amount }),
    pending: t.exposeBoolean("pending"),
    account: t.field({ type: TransactionAccountType, nullable: true, resolve: (row) => transactionAccount(row) }),
    budgetCategory: t.field({ type: BudgetCategoryObjectType, nullable: true, resolve: (row) => row.budgetCategory }),
    categorySource: t.field({ type: CategorySourceEnum, resolve: (row) => row.categorySource }),
    notes: t.exposeString("notes", { nullable: true }),
    needsReview: t.exposeBoolean("needsReview"),
    excluded: t.exposeBoolean("excluded"),
    isTransfer: t.boolean({
      description: "Paired with the other side of a transfer between the member's own accounts (left out of spending).",
      resolve: (row) => row.transferPartnerId !== null,
    }),
    splits: t.field({ type: [TransactionSplitType], resolve: (row) => row.splits }),
    recurring: t.boolean({ description: "Part of a detected recurring series.", resolve: (row) => row.recurringSeriesId !== null }),
  }),
});

export const TransactionPageType = cursorPageType("TransactionPage", TransactionObjectType);

export const TransactionTotalsType = builder.objectRef<TransactionTotals>("TransactionTotals").implement({
  fields: (t) => ({
    count: t.exposeInt("count"),
    moneyIn: t.field({ type: "Decimal", description: "Money in, as a size.", resolve: (totals) => totals.moneyIn }),
    moneyOut: t.field({ type: "Decimal", description: "Money out, as a size.", resolve: (totals) => totals.moneyOut }),
    needsReviewCount: t.exposeInt("needsReviewCount", { description: "How many of them wait for review." }),
  }),
});

export const RuleSuggestionType = builder.objectRef<RuleSuggestion>("RuleSuggestion").implement({
  description: "'Always put {merchantName} in {budgetCategory}?' and how many past transactions it would move.",
  fields: (t) => ({
    merchantKey: t.exposeString("merchantKey"),
    merchantName: t.exposeString("merchantName"),
    budgetCategory: t.field({ type: BudgetCategoryObjectType, resolve: (suggestion) => suggestion.budgetCategory }),
    pastMatchCount: t.exposeInt("pastMatchCount"),
  }),
});

export const CategoryRuleType = builder.objectRef<CategoryRuleRecord>("CategoryRule").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    merchantKey: t.exposeString("merchantKey"),
    merchantName: t.exposeString("merchantName"),
    createdAt: t.field({ type: "DateTime", resolve: (rule) => rule.createdAt }),
    budgetCategory: t.field({ type: BudgetCategoryObjectType, resolve: (rule) => rule.budgetCategory }),
  }),
});

export const TransactionFilterInput = builder.inputType("TransactionFilter", {
  description: "Every field optional; amounts are sizes (10 to 50 finds $10 to $50 in or out). A primary category includes its subcategories.",
  fields: (t) => ({
    q: t.string({ required: false, description: "Text in the description, merchant or notes." }),
    accountId: t.id({ required: false }),
    categoryId: t.id({ required: false }),
    from: t.string({ required: false, description: "YYYY-MM-DD, inclusive." }),
    to: t.string({ required: false, description: "YYYY-MM-DD, inclusive." }),
    minAmount: t.field({ type: "Decimal", required: false }),
    maxAmount: t.field({ type: "Decimal", required: false }),
    status: t.field({ type: TransactionStatusEnum, required: false }),
    type: t.field({ type: TransactionTypeEnum, required: false }),
    needsReview: t.boolean({ required: false }),
  }),
});

export const TransactionChangesInput = builder.inputType("TransactionChanges", {
  fields: (t) => ({
    budgetCategoryId: t.id({ required: false }),
    notes: t.string({ required: false, description: "Empty or null clears them." }),
    excluded: t.boolean({ required: false }),
    reviewed: t.boolean({ required: false }),
  }),
});

export const BulkTransactionChangesInput = builder.inputType("BulkTransactionChanges", {
  description: "Exactly one of these.",
  fields: (t) => ({
    budgetCategoryId: t.id({ required: false }),
    excluded: t.boolean({ required: false }),
    reviewed: t.boolean({ required: false }),
  }),
});

export const SplitPartInput = builder.inputType("SplitPartInput", {
  fields: (t) => ({
    amount: t.field({ type: "Decimal", required: true, description: "Same sign as the transaction's amount." }),
    budgetCategoryId: t.id({ required: true }),
    notes: t.string({ required: false }),
  }),
});
