import { builder } from "@/lib/graphql/builder";
import { cursorArgs } from "@/lib/graphql/pagination";
import { payloadType, runPayload, type ErrorFields } from "@/lib/graphql/payload";
import { BudgetCategoryObjectType, CategoryKindEnum } from "@/lib/graphql/transactions/budget-category-type";
import {
  BulkTransactionChangesInput,
  CategoryRuleType,
  RuleSuggestionType,
  SplitPartInput,
  TransactionChangesInput,
  TransactionFilterInput,
  TransactionObjectType,
  TransactionPageType,
  TransactionTotalsType,
} from "@/lib/graphql/transactions/transaction-types";
import { bulkUpdateTransactions } from "@/lib/transactions/bulk-update-transactions";
import { createBudgetCategory } from "@/lib/transactions/create-budget-category";
import { createCategoryRule, type CategoryRuleRecord } from "@/lib/transactions/create-category-rule";
import { deleteCategoryRule } from "@/lib/transactions/delete-category-rule";
import { listBudgetCategories } from "@/lib/transactions/list-budget-categories";
import { listCategoryRules } from "@/lib/transactions/list-category-rules";
import { listTransactions } from "@/lib/transactions/list-transactions";
import { splitTransaction } from "@/lib/transactions/split-transaction";
import { summarizeTransactions } from "@/lib/transactions/summarize-transactions";
import { withoutNulls } from "@/lib/transactions/transaction-filter";
import type { BudgetCategoryRecord, TransactionRecord } from "@/lib/transactions/transaction-records";
import { unsplitTransaction } from "@/lib/transactions/unsplit-transaction";
import { updateTransaction, type RuleSuggestion } from "@/lib/transactions/update-transaction";

// /transactions (issue 12): the member's transactions, their categories, rules and splits. Always the signed-in
// member's own rows (the coached customer in coach mode, who may read and, as with accounts, edit); another
// member's id answers exactly like a missing one.

builder.queryField("budgetCategories", (t) =>
  t.withAuth({ can: "own-data:read" }).field({
    type: [BudgetCategoryObjectType],
    description: "The categories the member can choose: the shared ones and the member's own.",
    resolve: (_root, _args, { viewer }) => listBudgetCategories({ userId: viewer.userId }),
  }),
);

builder.queryField("transactions", (t) =>
  t.withAuth({ can: "own-data:read" }).field({
    type: TransactionPageType,
    description: "The member's transactions matching the filter, newest first (date, then id), up to 100 a page.",
    args: { filter: t.arg({ type: TransactionFilterInput, required: false }), ...cursorArgs(t.arg) },
    resolve: (_root, { filter, first, after }, { viewer }) =>
      listTransactions({ userId: viewer.userId, filter: withoutNulls(filter), first, after }),
  }),
);

builder.queryField("transactionTotals", (t) =>
  t.withAuth({ can: "own-data:read" }).field({
    type: TransactionTotalsType,
    description: "How many transactions the filter selects, money in and out, and how many wait for review.",
    args: { filter: t.arg({ type: TransactionFilterInput, required: false }) },
    resolve: (_root, { filter }, { viewer }) => summarizeTransactions({ userId: viewer.userId, filter: withoutNulls(filter) }),
  }),
);

builder.queryField("categoryRules", (t) =>
  t.withAuth({ can: "own-data:read" }).field({
    type: [CategoryRuleType],
    description: "The member's rules ('Always put {merchant} in {category}').",
    resolve: (_root, _args, { viewer }) => listCategoryRules({ userId: viewer.userId }),
  }),
);

type TransactionResult = ErrorFields & { transaction: TransactionRecord | null };
type UpdateResult = TransactionResult & { ruleSuggestion: RuleSuggestion | null };

const UpdateTransactionPayload = payloadType<UpdateResult>("UpdateTransactionPayload", {
  errorField: "budgetCategoryId, notes or id.",
  fields: (t) => ({
    transaction: t.field({ type: TransactionObjectType, nullable: true, resolve: (payload) => payload.transaction }),
    ruleSuggestion: t.field({
      type: RuleSuggestionType,
      nullable: true,
      description: "After a category change: the rule to offer, unless one already says this.",
      resolve: (payload) => payload.ruleSuggestion,
    }),
  }),
});

const TransactionPayload = payloadType<TransactionResult>("TransactionPayload", {
  errorField: "id, parts, or parts.<n>.amount / parts.<n>.budgetCategoryId.",
  fields: (t) => ({
    transaction: t.field({ type: TransactionObjectType, nullable: true, resolve: (payload) => payload.transaction }),
  }),
});

type RuleResult = ErrorFields & { rule: CategoryRuleRecord | null; updatedCount: number };
const CategoryRulePayload = payloadType<RuleResult>("CategoryRulePayload", {
  errorField: true,
  fields: (t) => ({
    rule: t.field({ type: CategoryRuleType, nullable: true, resolve: (payload) => payload.rule }),
    updatedCount: t.exposeInt("updatedCount", { description: "How many past transactions moved to the category." }),
  }),
});

type CountResult = ErrorFields & { updatedCount: number };
const BulkUpdatePayload = payloadType<CountResult>("BulkUpdateTransactionsPayload", {
  errorField: true,
  fields: (t) => ({ updatedCount: t.exposeInt("updatedCount") }),
});

type DeleteResult = ErrorFields & { success: boolean };
const DeleteCategoryRulePayload = payloadType<DeleteResult>("DeleteCategoryRulePayload", {
  errorField: true,
  fields: (t) => ({ success: t.exposeBoolean("success") }),
});

builder.mutationField("updateTransaction", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: UpdateTransactionPayload,
    description: "Changes a transaction's category (the member's own, kept through syncs), notes, excluded or reviewed.",
    args: { id: t.arg.id({ required: true }), changes: t.arg({ type: TransactionChangesInput, required: true }) },
    resolve: (_root, { id, changes }, { viewer }) => {
      const { notes, ...rest } = changes;
      const data = { ...withoutNulls(rest), ...(notes !== undefined ? { notes: notes ?? "" } : {}) };
      return runPayload<UpdateResult>(
        async () => ({ error: null, ...(await updateTransaction({ userId: viewer.userId, id: String(id), data })) }),
        (fields) => ({ ...fields, transaction: null, ruleSuggestion: null }),
      );
    },
  }),
);

builder.mutationField("createCategoryRule", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: CategoryRulePayload,
    description:
      "'Always put {merchant} in {category}': the merchant of `transactionId` (or `merchantKey`); with applyToPast its " +
      "transactions not set by hand move too (updatedCount).",
    args: {
      transactionId: t.arg.id({ required: false }),
      merchantKey: t.arg.string({ required: false }),
      budgetCategoryId: t.arg.id({ required: true }),
      applyToPast: t.arg.boolean({ required: false }),
    },
    resolve: (_root, args, { viewer }) =>
      runPayload<RuleResult>(
        async () => ({ error: null, ...(await createCategoryRule({ userId: viewer.userId, data: withoutNulls(args) })) }),
        (fields) => ({ ...fields, rule: null, updatedCount: 0 }),
      ),
  }),
);

builder.mutationField("deleteCategoryRule", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: DeleteCategoryRulePayload,
    description: "Removes one of the member's rules; transactions it moved keep their category.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { viewer }) =>
      runPayload<DeleteResult>(
        async () => {
          await deleteCategoryRule({ userId: viewer.userId, id: String(id) });
          return { error: null, success: true };
        },
        (fields) => ({ ...fields, success: false }),
      ),
  }),
);

builder.mutationField("bulkUpdateTransactions", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: BulkUpdatePayload,
    description: "One change to up to 500 of the member's transactions; refused whole when any id is not the member's.",
    args: { ids: t.arg.idList({ required: true }), changes: t.arg({ type: BulkTransactionChangesInput, required: true }) },
    resolve: (_root, { ids, changes }, { viewer }) =>
      runPayload<CountResult>(
        async () => ({
          error: null,
          ...(await bulkUpdateTransactions({ userId: viewer.userId, data: { ids: ids.map(String), ...withoutNulls(changes) } })),
        }),
        (fields) => ({ ...fields, updatedCount: 0 }),
      ),
  }),
);

builder.mutationField("splitTransaction", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: TransactionPayload,
    description: "Splits a transaction into 2 to 10 parts that add up to it to the cent, replacing earlier parts.",
    args: { id: t.arg.id({ required: true }), parts: t.arg({ type: [SplitPartInput], required: true }) },
    resolve: (_root, { id, parts }, { viewer }) =>
      runPayload<TransactionResult>(
        async () => ({
          error: null,
          transaction: await splitTransaction({ userId: viewer.userId, id: String(id), data: { parts: parts.map(withoutNulls) } }),
        }),
        (fields) => ({ ...fields, transaction: null }),
      ),
  }),
);

builder.mutationField("unsplitTransaction", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: TransactionPayload,
    description: "Removes a transaction's parts; it counts whole again in its own category.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { viewer }) =>
      runPayload<TransactionResult>(
        async () => ({ error: null, transaction: await unsplitTransaction({ userId: viewer.userId, id: String(id) }) }),
        (fields) => ({ ...fields, transaction: null }),
      ),
  }),
);

type CategoryResult = ErrorFields & { budgetCategory: BudgetCategoryRecord | null };
const BudgetCategoryPayload = payloadType<CategoryResult>("BudgetCategoryPayload", {
  errorField: "name or parentId.",
  fields: (t) => ({
    budgetCategory: t.field({ type: BudgetCategoryObjectType, nullable: true, resolve: (payload) => payload.budgetCategory }),
  }),
});

builder.mutationField("createBudgetCategory", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: BudgetCategoryPayload,
    description: "The member's own category, alone (kind EXPENSE unless given) or under a primary category (its kind and colour).",
    args: {
      name: t.arg.string({ required: true }),
      parentId: t.arg.id({ required: false }),
      kind: t.arg({ type: CategoryKindEnum, required: false }),
    },
    resolve: (_root, args, { viewer }) =>
      runPayload<CategoryResult>(
        async () => ({ error: null, budgetCategory: await createBudgetCategory({ userId: viewer.userId, data: withoutNulls(args) }) }),
        (fields) => ({ ...fields, budgetCategory: null }),
      ),
  }),
);
