import type { BudgetRecord } from "@/lib/budgets/budget-record";
import { createBudget } from "@/lib/budgets/create-budget";
import { deleteBudget } from "@/lib/budgets/delete-budget";
import { updateBudget } from "@/lib/budgets/update-budget";
import type { CustomerRecord } from "@/lib/customers/get-customer-record";
import { builder } from "@/lib/graphql/builder";
import { payloadType, runPayload, type ErrorFields } from "@/lib/graphql/payload";
import { CustomerType } from "@/lib/graphql/customers/customer-type";
import {
  CreditScoreInput,
  CreditScoreObjectType,
  ExpenseObjectType,
  IncomeInput,
  IncomeObjectType,
} from "@/lib/graphql/accounts/financial-account-types";
import { bulkCreateOrUpdatePriorities } from "@/lib/onboarding/bulk-create-or-update-priorities";
import { listPriorities, type PriorityRecord } from "@/lib/onboarding/list-priorities";
import { listPriorityTemplates, type PriorityTemplateRecord } from "@/lib/onboarding/list-priority-templates";
import { updateCustomerPersonalInfo } from "@/lib/onboarding/update-customer-personal-info";
import { updateFinancialInfo, type FinancialInfoResult } from "@/lib/onboarding/update-financial-info";

// Onboarding data (spec 000 §2.10, §4.9, §7; 002 §7 priorities) and budgets (000 §7, 001 §7): priorities, personal
// information with the family, financial information, budget lines. Always the signed-in member's own rows (the
// coached customer in coach mode). Inputs take fields nullable so the server answers with its own messages.

const SAVE_ERRORS = {
  errorDescription: "The message to show when nothing was saved.",
  errorField: "The input field the error is about (a path such as spouseData.birthYear).",
} as const;

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

// Priorities

const PriorityTemplateType = builder.objectRef<PriorityTemplateRecord>("PriorityTemplate").implement({
  description: "A priority offered in onboarding step 3 (nine show before 'Show more').",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    slug: t.exposeString("slug"),
    imageUrl: t.exposeString("imageUrl"),
    sortOrder: t.exposeInt("sortOrder"),
    category: t.exposeString("category"),
    shortDescription: t.exposeString("shortDescription"),
    longDescription: t.exposeString("longDescription"),
  }),
});

const PriorityType = builder.objectRef<PriorityRecord>("Priority").implement({
  description: "A priority the member chose (002 §3 Priority).",
  fields: (t) => ({
    id: t.exposeID("id"),
    slug: t.exposeString("slug"),
    name: t.exposeString("name"),
    category: t.exposeString("category"),
    shortDescription: t.exposeString("shortDescription"),
    longDescription: t.exposeString("longDescription"),
    imageUrl: t.exposeString("imageUrl"),
    sortOrder: t.exposeInt("sortOrder"),
  }),
});

const PriorityInput = builder.inputType("PriorityInput", {
  fields: (t) => ({ priorityTemplateSlug: t.string({ required: false }) }),
});

type PrioritiesResult = ErrorFields & { priorities: PriorityRecord[] | null };

const BulkCreateOrUpdatePrioritiesPayload = payloadType<PrioritiesResult>("BulkCreateOrUpdatePrioritiesPayload", {
  ...SAVE_ERRORS,
  fields: (t) => ({
    priorities: t.field({ type: [PriorityType], nullable: true, resolve: (payload) => payload.priorities }),
  }),
});

builder.queryField("priorityTemplates", (t) =>
  t.withAuth({ can: "own-data:read" }).field({
    type: [PriorityTemplateType],
    description: "The priorities offered in onboarding step 3, in display order.",
    resolve: () => listPriorityTemplates(),
  }),
);

builder.queryField("priorities", (t) =>
  t.withAuth({ can: "own-data:read" }).field({
    type: [PriorityType],
    description: "The member's chosen priorities, in the order chosen.",
    resolve: (_root, _args, { viewer }) => {
      return listPriorities({ userId: viewer.userId });
    },
  }),
);

builder.mutationField("bulkCreateOrUpdatePriorities", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: BulkCreateOrUpdatePrioritiesPayload,
    description: "Makes the member's priorities exactly the templates sent (at least one), in that order.",
    args: { prioritiesData: t.arg({ type: [PriorityInput], required: false }) },
    resolve: (_root, { prioritiesData }, { viewer }) => {
      return runPayload<PrioritiesResult>(
        async () => ({
          error: null,
          priorities: await bulkCreateOrUpdatePriorities({ userId: viewer.userId, input: { prioritiesData: prioritiesData ?? [] } }),
        }),
        (fields) => ({ ...fields, priorities: null }),
      );
    },
  }),
);

// Personal information

const SpouseDataInput = builder.inputType("SpouseDataInput", {
  fields: (t) => ({
    firstName: t.string({ required: false }),
    birthYear: t.int({ required: false, description: "Saved as a birthday in that year." }),
    email: t.string({ required: false }),
  }),
});

const ChildDataInput = builder.inputType("ChildDataInput", {
  fields: (t) => ({
    id: t.id({ required: false, description: "An existing child (familyMembers id); absent for a new one." }),
    firstName: t.string({ required: false }),
    birthYear: t.int({ required: false, description: "Saved as a birthday in that year." }),
    gender: t.string({ required: false, description: "'N/A' for a new child when not given." }),
    isDeleted: t.boolean({ required: false, description: "Marks an existing child deleted; a new one is skipped." }),
  }),
});

type CustomerResult = ErrorFields & { customer: CustomerRecord | null };

const UpdateCustomerPersonalInfoPayload = payloadType<CustomerResult>("UpdateCustomerPersonalInfoPayload", {
  ...SAVE_ERRORS,
  fields: (t) => ({
    customer: t.field({ type: CustomerType, nullable: true, resolve: (payload) => payload.customer }),
  }),
});

builder.mutationField("updateCustomerPersonalInfo", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: UpdateCustomerPersonalInfoPayload,
    description:
      "Saves the personal information and situation steps. An omitted field is left as it is; null or empty clears birthday, gender, race and zip code.",
    args: {
      birthday: t.arg.string({ required: false, description: "YYYY-MM-DD or MM/DD/YYYY." }),
      children: t.arg.int({ required: false, description: "Number of children, 0 to 20." }),
      firstName: t.arg.string({ required: false }),
      lastName: t.arg.string({ required: false }),
      gender: t.arg.string({ required: false }),
      race: t.arg.string({ required: false }),
      maritalStatus: t.arg.string({
        required: false,
        description: "SINGLE, MARRIED, CIVIL_UNION, DOMESTIC_PARTNERSHIP, DIVORCED, SEPARATED or WIDOWED.",
      }),
      zipCode: t.arg.string({ required: false }),
      spouseData: t.arg({ type: SpouseDataInput, required: false }),
      childrenData: t.arg({ type: [ChildDataInput], required: false }),
    },
    resolve: (_root, args, { viewer }) => {
      return runPayload<CustomerResult>(
        async () => ({ error: null, customer: await updateCustomerPersonalInfo({ userId: viewer.userId, input: args }) }),
        (fields) => ({ ...fields, customer: null }),
      );
    },
  }),
);

// Financial information

const ExpenseInput = builder.inputType("ExpenseInput", {
  fields: (t) => ({
    name: t.string({ required: false, description: "'Housing' when not given." }),
    value: t.field({ type: "Decimal", required: false, description: "Per interval; 0 or more." }),
    interval: t.int({ required: false, description: "0 weekly, 1 every two weeks, 2 monthly (the default), 3 yearly." }),
    category: t.string({ required: false, description: "'HOME' when not given." }),
    variation: t.string({ required: false, description: "FIXED (the default) or VARIABLE." }),
  }),
});

type FinancialInfoPayloadShape = ErrorFields & Partial<FinancialInfoResult>;

const UpdateFinancialInfoPayload = payloadType<FinancialInfoPayloadShape>("UpdateFinancialInfoPayload", {
  ...SAVE_ERRORS,
  fields: (t) => ({
    creditScore: t.field({ type: CreditScoreObjectType, nullable: true, resolve: (payload) => payload.creditScore ?? null }),
    incomes: t.field({
      type: [IncomeObjectType],
      nullable: true,
      description: "The incomes saved, in the order sent.",
      resolve: (payload) => payload.incomes ?? null,
    }),
    expense: t.field({ type: ExpenseObjectType, nullable: true, resolve: (payload) => payload.expense ?? null }),
  }),
});

builder.mutationField("updateFinancialInfo", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: UpdateFinancialInfoPayload,
    description:
      "Saves the credit score, incomes and the housing expense (each optional), all or nothing. Without ids each is matched by name.",
    args: {
      creditScoreData: t.arg({ type: CreditScoreInput, required: false }),
      incomesData: t.arg({ type: [IncomeInput], required: false }),
      expenseData: t.arg({ type: ExpenseInput, required: false }),
    },
    resolve: (_root, args, { viewer }) => {
      return runPayload<FinancialInfoPayloadShape>(
        async () => ({ error: null, ...(await updateFinancialInfo({ userId: viewer.userId, input: args })) }),
        (fields) => fields,
      );
    },
  }),
);

// Budgets

const BudgetCategoryTypeEnum = builder.enumType("BudgetCategoryType", {
  values: ["ESSENTIAL", "DISCRETIONARY", "SAVINGS", "DEBT", "INCOME"] as const,
});

export const BudgetCategoryObjectType = builder
  .objectRef<BudgetRecord["budgetCategory"]>("BudgetCategory")
  .implement({
    fields: (t) => ({
      id: t.exposeID("id"),
      name: t.exposeString("name"),
      color: t.exposeString("color"),
      categoryType: t.field({ type: BudgetCategoryTypeEnum, resolve: (category) => category.categoryType }),
    }),
  });

const BudgetFinancialGoalType = builder
  .objectRef<NonNullable<BudgetRecord["financialGoal"]>>("BudgetFinancialGoal")
  .implement({
    description: "The goal a budget line belongs to, if any.",
    fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name"), category: t.exposeString("category") }),
  });

export const BudgetObjectType = builder.objectRef<BudgetRecord>("Budget").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    target: t.field({ type: "Decimal", resolve: (budget) => budget.target }),
    monthYear: t.string({ description: "First day of the month, YYYY-MM-DD.", resolve: (budget) => isoDate(budget.monthYear) }),
    sortOrder: t.exposeInt("sortOrder"),
    isCustom: t.exposeBoolean("isCustom"),
    budgetCategory: t.field({ type: BudgetCategoryObjectType, resolve: (budget) => budget.budgetCategory }),
    financialGoal: t.field({ type: BudgetFinancialGoalType, nullable: true, resolve: (budget) => budget.financialGoal }),
  }),
});

const BudgetInput = builder.inputType("BudgetInput", {
  fields: (t) => ({
    target: t.field({ type: "Decimal", required: false, description: "0 or more." }),
    budgetCategoryName: t.string({ required: false, description: "e.g. 'Rent/Mortgage'." }),
    monthYear: t.string({ required: false, description: "YYYY-MM or YYYY-MM-DD; this month when not given." }),
  }),
});

type BudgetResult = ErrorFields & { budget: BudgetRecord | null };

const BudgetPayload = payloadType<BudgetResult>("BudgetPayload", {
  ...SAVE_ERRORS,
  fields: (t) => ({
    budget: t.field({ type: BudgetObjectType, nullable: true, resolve: (payload) => payload.budget }),
  }),
});

const DeleteBudgetPayload = payloadType<ErrorFields>("DeleteBudgetPayload", {
  errorDescription: SAVE_ERRORS.errorDescription,
  fields: () => ({}),
});

const budgetPayload = (write: () => Promise<BudgetRecord>) =>
  runPayload<BudgetResult>(async () => ({ error: null, budget: await write() }), (fields) => ({ ...fields, budget: null }));

builder.mutationField("createBudget", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: BudgetPayload,
    description: "A budget line for a category and month; when one exists already it is returned unchanged.",
    args: { budgetData: t.arg({ type: BudgetInput, required: true }) },
    resolve: (_root, { budgetData }, { viewer }) => {
      return budgetPayload(() => createBudget({ userId: viewer.userId, input: budgetData }));
    },
  }),
);

builder.mutationField("updateBudget", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: BudgetPayload,
    args: { id: t.arg.id({ required: true }), target: t.arg({ type: "Decimal", required: false }) },
    resolve: (_root, { id, target }, { viewer }) => {
      return budgetPayload(() => updateBudget({ userId: viewer.userId, input: { id: String(id), target } }));
    },
  }),
);

builder.mutationField("deleteBudget", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: DeleteBudgetPayload,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { viewer }) => {
      return runPayload<ErrorFields>(
        async () => {
          await deleteBudget({ userId: viewer.userId, id: String(id) });
          return { error: null };
        },
        (fields) => fields,
      );
    },
  }),
);
