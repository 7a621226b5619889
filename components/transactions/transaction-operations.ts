// The /transactions screen's GraphQL operations.
import { graphql, type ResultOf } from "@/lib/graphql/client/graphql";

const CATEGORY_FIELDS = graphql(`fragment TransactionCategoryFields on BudgetCategory {
  id name color kind parent { id name }
}`);

export const TRANSACTION_FIELDS = graphql(
  `fragment TransactionRowFields on Transaction {
  id date name merchantName amount pending categorySource notes needsReview excluded isTransfer recurring
  account { id name mask kind }
  budgetCategory { ...TransactionCategoryFields }
  splits { id amount notes budgetCategory { ...TransactionCategoryFields } }
}`,
  [CATEGORY_FIELDS],
);

export const TRANSACTIONS = graphql(
  `query Transactions($filter: TransactionFilter, $first: Int, $after: String) {
  transactions(filter: $filter, first: $first, after: $after) {
    nodes { ...TransactionRowFields }
    endCursor
    hasNextPage
  }
}`,
  [TRANSACTION_FIELDS],
);

export const TRANSACTION_TOTALS = graphql(`query TransactionTotals($filter: TransactionFilter) {
  transactionTotals(filter: $filter) { count moneyIn moneyOut needsReviewCount }
}`);

export const TRANSACTION_CHOICES = graphql(
  `query TransactionChoices {
  budgetCategories { ...TransactionCategoryFields }
  financialAccounts {
    assets { id name nickname mask }
    creditCards { id name nickname mask }
    loans { id name nickname mask }
  }
}`,
  [CATEGORY_FIELDS],
);

/** The categories a picker offers, where the accounts are not needed (the manual-transaction form on /accounts). */
export const CATEGORY_OPTIONS = graphql(
  `query CategoryOptions {
  budgetCategories { ...TransactionCategoryFields }
}`,
  [CATEGORY_FIELDS],
);

export const UPDATE_TRANSACTION = graphql(
  `mutation UpdateTransaction($id: ID!, $changes: TransactionChanges!) {
  updateTransaction(id: $id, changes: $changes) {
    error errorField
    transaction { ...TransactionRowFields }
    ruleSuggestion { merchantKey merchantName pastMatchCount budgetCategory { id name } }
  }
}`,
  [TRANSACTION_FIELDS],
);

export const CREATE_CATEGORY_RULE = graphql(`mutation CreateCategoryRule($transactionId: ID, $budgetCategoryId: ID!, $applyToPast: Boolean) {
  createCategoryRule(transactionId: $transactionId, budgetCategoryId: $budgetCategoryId, applyToPast: $applyToPast) {
    error updatedCount rule { id merchantName budgetCategory { name } }
  }
}`);

export const CATEGORY_RULES = graphql(`query CategoryRules {
  categoryRules { id merchantName createdAt budgetCategory { id name parent { id name } } }
}`);

export const DELETE_CATEGORY_RULE = graphql(`mutation DeleteCategoryRule($id: ID!) {
  deleteCategoryRule(id: $id) { error success }
}`);

export const BULK_UPDATE_TRANSACTIONS = graphql(`mutation BulkUpdateTransactions($ids: [ID!]!, $changes: BulkTransactionChanges!) {
  bulkUpdateTransactions(ids: $ids, changes: $changes) { error updatedCount }
}`);

export const SPLIT_TRANSACTION = graphql(
  `mutation SplitTransaction($id: ID!, $parts: [SplitPartInput!]!) {
  splitTransaction(id: $id, parts: $parts) { error errorField transaction { ...TransactionRowFields } }
}`,
  [TRANSACTION_FIELDS],
);

export const UNSPLIT_TRANSACTION = graphql(
  `mutation UnsplitTransaction($id: ID!) {
  unsplitTransaction(id: $id) { error transaction { ...TransactionRowFields } }
}`,
  [TRANSACTION_FIELDS],
);

export type TransactionRow = ResultOf<typeof TRANSACTION_FIELDS>;
export type CategoryOption = ResultOf<typeof CATEGORY_FIELDS>;
export type CategoryRuleRow = ResultOf<typeof CATEGORY_RULES>["categoryRules"][number];
export type RuleSuggestion = NonNullable<ResultOf<typeof UPDATE_TRANSACTION>["updateTransaction"]["ruleSuggestion"]>;
