import { formatMoney } from "@/lib/format/format-money";
import { addGoalChecklistItem } from "@/lib/goals/add-goal-checklist-item";
import { fromCents } from "@/lib/goals/cents";
import { completeFinancialGoal } from "@/lib/goals/complete-financial-goal";
import { createFinancialGoal } from "@/lib/goals/create-financial-goal";
import { deleteFinancialGoal } from "@/lib/goals/delete-financial-goal";
import { deleteGoalChecklistItem } from "@/lib/goals/delete-goal-checklist-item";
import type { EmergencyFundSuggestion } from "@/lib/goals/emergency-fund-suggestion";
import { getFinancialGoal } from "@/lib/goals/get-financial-goal";
import { GOAL_KINDS } from "@/lib/goals/goal-kinds";
import { goalStatusText } from "@/lib/goals/goal-progress";
import { listFinancialGoals } from "@/lib/goals/list-financial-goals";
import type { AllowableQuantifiableView, GoalQuantifiableView, GoalView } from "@/lib/goals/load-goals";
import { projectGoal } from "@/lib/goals/project-goal";
import { reopenFinancialGoal } from "@/lib/goals/reopen-financial-goal";
import { setGoalQuantifiables } from "@/lib/goals/set-goal-quantifiables";
import { suggestEmergencyFundTarget } from "@/lib/goals/suggest-emergency-fund-target";
import { updateFinancialGoal } from "@/lib/goals/update-financial-goal";
import { updateGoalChecklistItem } from "@/lib/goals/update-goal-checklist-item";
import { builder } from "@/lib/graphql/builder";
import { payloadType, runPayload, type ErrorFields } from "@/lib/graphql/payload";

// Financial goals (001 §3 Financial goal, §7 financialGoals): the spec's fields, our progress figures, and the goal
// operations (names ours). Always the signed-in member's own goals (the coached customer in coach mode, who may read
// and write them as the account operations allow); another member's id answers "Goal not found.".

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const money = (cents: number | null) => (cents === null ? null : fromCents(cents));

const GoalKindEnum = builder.enumType("GoalKind", {
  description: "What a goal is for; stored in `category`.",
  values: GOAL_KINDS,
});

const GoalCompletenessBehaviorEnum = builder.enumType("GoalCompletenessBehavior", {
  description:
    "How a goal completes: REACH_TARGET_VALUE when its accounts reach endValue, PAY_OFF_BALANCE when its debt " +
    "(completableTemplateObjectId) is paid off, MANUAL when the member marks it complete.",
  values: ["REACH_TARGET_VALUE", "PAY_OFF_BALANCE", "MANUAL"] as const,
});

const GoalStatusEnum = builder.enumType("GoalStatus", {
  values: ["ON_TRACK", "BEHIND", "NO_DATE", "PAUSED", "COMPLETE"] as const,
});

const FinancialAccountKindEnum = builder.enumType("FinancialAccountKind", {
  values: ["ASSET", "CREDIT_CARD", "LOAN"] as const,
});

const GoalQuantifiableType = builder.objectRef<GoalQuantifiableView>("GoalQuantifiable").implement({
  description: "An account counted towards a goal (001 §3 quantifiables).",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    value: t.field({ type: "Decimal", description: "The account's balance now.", resolve: (link) => link.value }),
    institutionName: t.exposeString("institutionName", { nullable: true }),
    accountId: t.exposeID("accountId"),
    accountKind: t.field({ type: FinancialAccountKindEnum, resolve: (link) => link.accountKind }),
    earmarkAmount: t.field({
      type: "Decimal",
      nullable: true,
      description: "The part of the account set aside for this goal; null: the whole balance.",
      resolve: (link) => link.earmarkAmount,
    }),
    countedValue: t.field({
      type: "Decimal",
      description: "What counts towards the goal (earmarks above the balance are scaled down pro rata).",
      resolve: (link) => link.countedValue,
    }),
  }),
});

const AllowableQuantifiableType = builder.objectRef<AllowableQuantifiableView>("AllowableQuantifiable").implement({
  description: "An account the member could link to the goal (001 §3 allowableQuantifiables).",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The account's id (pass it as accountId)." }),
    name: t.exposeString("name"),
    value: t.field({ type: "Decimal", resolve: (account) => account.value }),
    institutionName: t.exposeString("institutionName", { nullable: true }),
    kind: t.field({ type: FinancialAccountKindEnum, resolve: (account) => account.kind }),
    liquid: t.exposeBoolean("liquid"),
  }),
});

const GoalCurrentBudgetType = builder.objectRef<NonNullable<GoalView["currentBudget"]>>("GoalCurrentBudget").implement({
  description: "The goal's budget line in the current period (001 §3 currentBudget).",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    target: t.field({ type: "Decimal", resolve: (budget) => budget.target }),
  }),
});

const GoalBudgetCategoryType = builder.objectRef<NonNullable<GoalView["budgetCategory"]>>("GoalBudgetCategory").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name"), color: t.exposeString("color") }),
});

type ChecklistItem = GoalView["checklistItems"][number];
const GoalChecklistItemType = builder.objectRef<ChecklistItem>("GoalChecklistItem").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    label: t.exposeString("label"),
    done: t.boolean({ resolve: (item) => item.doneAt !== null }),
    doneAt: t.field({ type: "DateTime", nullable: true, resolve: (item) => item.doneAt }),
  }),
});

type ProjectionPoint = { date: string; projectedCents: number; targetCents: number };
const GoalProjectionPointType = builder.objectRef<ProjectionPoint>("GoalProjectionPoint").implement({
  fields: (t) => ({
    date: t.exposeString("date", { description: "YYYY-MM-DD." }),
    projected: t.field({ type: "Decimal", resolve: (point) => fromCents(point.projectedCents) }),
    target: t.field({ type: "Decimal", resolve: (point) => fromCents(point.targetCents) }),
  }),
});

const GoalProgressType = builder.objectRef<GoalView>("GoalProgress").implement({
  description: "Where the goal stands today.",
  fields: (t) => ({
    currentValue: t.field({
      type: "Decimal",
      description: "Saving goals: what the linked accounts count; pay-down goals: the debt's balance.",
      resolve: (goal) => fromCents(goal.progress.currentCents),
    }),
    baselineValue: t.field({
      type: "Decimal",
      description: "What progress counts from (0 with includeExistingBalance, else startingValue).",
      resolve: (goal) => fromCents(goal.progress.baselineCents),
    }),
    remaining: t.field({ type: "Decimal", resolve: (goal) => fromCents(goal.progress.remainingCents) }),
    percent: t.int({ description: "0 to 100; at most 99 until the goal is complete.", resolve: (goal) => goal.progress.percent }),
    monthlyNeeded: t.field({
      type: "Decimal",
      nullable: true,
      description: "What to put in each month to finish by the target date (null without one).",
      resolve: (goal) => money(goal.progress.monthlyNeededCents),
    }),
    averageMonthlyContribution: t.field({
      type: "Decimal",
      nullable: true,
      description: "The pace: the last 90 days' average a month (the planned monthly amount until there is a month of history).",
      resolve: (goal) => money(goal.progress.paceCents),
    }),
    status: t.field({ type: GoalStatusEnum, resolve: (goal) => goal.progress.status }),
    statusText: t.string({ description: "The status in words.", resolve: (goal) => goalStatusText(goal.progress, formatMoney) }),
    catchUpAmount: t.field({
      type: "Decimal",
      nullable: true,
      description: "BEHIND: the extra a month that would put it back on track.",
      resolve: (goal) => money(goal.progress.catchUpCents),
    }),
    projectedFinishDate: t.string({
      nullable: true,
      description: "YYYY-MM-DD at the current pace; null when the pace does not get there.",
      resolve: (goal) => projection(goal).finishDate,
    }),
    projection: t.field({
      type: [GoalProjectionPointType],
      description: "Monthly points from today at the current pace, with the target line.",
      resolve: (goal) => projection(goal).points,
    }),
  }),
});

function projection(goal: GoalView) {
  return projectGoal({
    progress: goal.progress,
    payDown: goal.kind === "PAY_DOWN_DEBT" || goal.completenessBehavior === "PAY_OFF_BALANCE",
    targetDate: goal.targetDate,
    today: goal.today,
  });
}

export const FinancialGoalType = builder.objectRef<GoalView>("FinancialGoal").implement({
  description: "A financial goal (001 §3).",
  fields: (t) => ({
    id: t.exposeID("id"),
    sortOrder: t.exposeInt("sortOrder"),
    category: t.exposeString("category", { description: "The goal's kind (GoalKind) as stored." }),
    kind: t.field({ type: GoalKindEnum, resolve: (goal) => goal.kind }),
    name: t.exposeString("name"),
    shortDescription: t.exposeString("shortDescription", { nullable: true }),
    longDescription: t.exposeString("longDescription", { nullable: true }),
    targetDate: t.string({ nullable: true, description: "YYYY-MM-DD.", resolve: (goal) => (goal.targetDate ? isoDate(goal.targetDate) : null) }),
    endValue: t.field({ type: "Decimal", nullable: true, description: "The target (a pay-down goal's is 0).", resolve: (goal) => goal.endValue }),
    completedAt: t.field({ type: "DateTime", nullable: true, resolve: (goal) => goal.completedAt }),
    completenessBehavior: t.field({ type: GoalCompletenessBehaviorEnum, resolve: (goal) => goal.completenessBehavior }),
    completableTemplateObjectId: t.exposeID("completableTemplateObjectId", {
      nullable: true,
      description: "PAY_OFF_BALANCE: the loan or card to pay off.",
    }),
    createdAt: t.field({ type: "DateTime", resolve: (goal) => goal.createdAt }),
    updatedAt: t.field({ type: "DateTime", resolve: (goal) => goal.updatedAt }),
    startingValue: t.field({
      type: "Decimal",
      nullable: true,
      description: "The linked accounts' counted value when they were linked (a pay-down goal: the debt's balance then).",
      resolve: (goal) => goal.startingValue,
    }),
    monthlyProgress: t.field({
      type: "Decimal",
      nullable: true,
      description: "The monthly amount the member plans to put in; it is the goal's budget line.",
      resolve: (goal) => goal.monthlyProgress,
    }),
    currentBudget: t.field({ type: GoalCurrentBudgetType, nullable: true, resolve: (goal) => goal.currentBudget }),
    includeExistingBalance: t.exposeBoolean("includeExistingBalance", {
      description: "true: the accounts' whole balance counts; false: only what they gain after being linked.",
    }),
    quantifiables: t.field({ type: [GoalQuantifiableType], resolve: (goal) => goal.quantifiables }),
    allowableQuantifiables: t.field({ type: [AllowableQuantifiableType], resolve: (goal) => goal.allowableQuantifiables }),
    budgetCategory: t.field({ type: GoalBudgetCategoryType, nullable: true, resolve: (goal) => goal.budgetCategory }),
    pausedAt: t.field({ type: "DateTime", nullable: true, resolve: (goal) => goal.pausedAt }),
    emergencyFundMonths: t.exposeInt("emergencyFundMonths", { nullable: true }),
    checklistItems: t.field({ type: [GoalChecklistItemType], resolve: (goal) => goal.checklistItems }),
    progress: t.field({ type: GoalProgressType, resolve: (goal) => goal }),
  }),
});

const EmergencyFundOptionType = builder.objectRef<EmergencyFundSuggestion["options"][number]>("EmergencyFundOption").implement({
  fields: (t) => ({
    months: t.exposeInt("months"),
    amount: t.field({ type: "Decimal", resolve: (option) => fromCents(option.amountCents) }),
  }),
});

const EmergencyFundSuggestionType = builder.objectRef<EmergencyFundSuggestion>("EmergencyFundSuggestion").implement({
  fields: (t) => ({
    monthlyEssentials: t.field({ type: "Decimal", resolve: (s) => fromCents(s.monthlyEssentialsCents) }),
    source: t.string({
      description: "SPENDING (the last 3 complete months' essential spending), EXPENSES (the member's entered expenses) or NONE.",
      resolve: (s) => s.source,
    }),
    suggested: t.field({ type: "Decimal", description: "Three months of essentials.", resolve: (s) => fromCents(s.suggestedCents) }),
    options: t.field({ type: [EmergencyFundOptionType], resolve: (s) => s.options }),
  }),
});

// Inputs: nullable fields, so the server answers bad input with its own messages.

const GoalQuantifiableInput = builder.inputType("GoalQuantifiableInput", {
  fields: (t) => ({
    accountId: t.id({ required: true, description: "One of the goal's allowableQuantifiables." }),
    earmarkAmount: t.field({ type: "Decimal", required: false, description: "Set aside for this goal; absent: the whole balance." }),
  }),
});

const FinancialGoalInput = builder.inputType("FinancialGoalInput", {
  description: "A goal's fields; on update, what is left out stays as it is and null clears.",
  fields: (t) => ({
    category: t.field({ type: GoalKindEnum, required: false, description: "Required to create; a goal keeps its kind." }),
    name: t.string({ required: false }),
    shortDescription: t.string({ required: false }),
    longDescription: t.string({ required: false }),
    targetDate: t.string({ required: false, description: "YYYY-MM-DD, not in the past." }),
    endValue: t.field({ type: "Decimal", required: false, description: "Above 0, at most 1,000,000,000." }),
    monthlyProgress: t.field({ type: "Decimal", required: false }),
    includeExistingBalance: t.boolean({ required: false }),
    emergencyFundMonths: t.int({ required: false, description: "EMERGENCY_FUND: 1, 3 or 6." }),
    completableTemplateObjectId: t.id({ required: false, description: "PAY_DOWN_DEBT: the loan or card to pay off." }),
    paused: t.boolean({ required: false }),
    quantifiables: t.field({ type: [GoalQuantifiableInput], required: false, description: "Replaces the linked accounts." }),
    checklistItems: t.stringList({ required: false, description: "CHECKLIST, on create: its first steps." }),
  }),
});

const GoalChecklistItemInput = builder.inputType("GoalChecklistItemInput", {
  fields: (t) => ({ label: t.string({ required: false }), done: t.boolean({ required: false }) }),
});

type GoalResult = ErrorFields & { financialGoal: GoalView | null };

const FinancialGoalPayload = payloadType<GoalResult>("FinancialGoalPayload", {
  errorField: "The input field the error is about (e.g. endValue, targetDate, quantifiables.0.accountId).",
  fields: (t) => ({
    financialGoal: t.field({ type: FinancialGoalType, nullable: true, resolve: (payload) => payload.financialGoal }),
  }),
});

type DeleteResult = ErrorFields & { deletedId: string | null };
const DeleteFinancialGoalPayload = payloadType<DeleteResult>("DeleteFinancialGoalPayload", {
  errorField: true,
  fields: (t) => ({ deletedId: t.id({ nullable: true, resolve: (payload) => payload.deletedId }) }),
});

function goalPayload(call: () => Promise<GoalView>): Promise<GoalResult> {
  return runPayload<GoalResult>(
    async () => ({ error: null, financialGoal: await call() }),
    (fields) => ({ ...fields, financialGoal: null }),
  );
}

/** Fields an update clears with null; for the others null means "not given". ID inputs arrive as strings. */
const NULLABLE_FIELDS = new Set(["shortDescription", "longDescription", "targetDate", "endValue", "monthlyProgress", "emergencyFundMonths"]);
function goalInput(input: Record<string, unknown>) {
  const given = Object.entries(input).filter(([key, value]) => value !== null || NULLABLE_FIELDS.has(key));
  const fields = Object.fromEntries(given);
  if (fields.completableTemplateObjectId != null) fields.completableTemplateObjectId = String(fields.completableTemplateObjectId);
  if (Array.isArray(fields.quantifiables)) {
    fields.quantifiables = (fields.quantifiables as Array<{ accountId: string | number; earmarkAmount?: number | null }>).map((link) => ({
      accountId: String(link.accountId),
      earmarkAmount: link.earmarkAmount,
    }));
  }
  return fields;
}

builder.queryField("financialGoals", (t) =>
  t.withAuth({ can: "own-data:read" }).field({
    type: [FinancialGoalType],
    description: "The member's goals (001 §7): completed ones with completed true, open ones with false, all without.",
    args: { completed: t.arg.boolean({ required: false }) },
    resolve: (_root, { completed }, { viewer }) => listFinancialGoals({ userId: viewer.userId, completed }),
  }),
);

builder.queryField("financialGoal", (t) =>
  t.withAuth({ can: "own-data:read" }).field({
    type: FinancialGoalType,
    nullable: true,
    description: "One of the member's goals; null when there is none with that id.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { viewer }) => getFinancialGoal({ userId: viewer.userId, id: String(id) }),
  }),
);

builder.queryField("emergencyFundSuggestion", (t) =>
  t.withAuth({ can: "own-data:read" }).field({
    type: EmergencyFundSuggestionType,
    description: "Emergency-fund targets from the member's essential spending (1, 3 and 6 months).",
    resolve: (_root, _args, { viewer }) => suggestEmergencyFundTarget({ userId: viewer.userId }),
  }),
);

builder.mutationField("createFinancialGoal", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: FinancialGoalPayload,
    description: "A new goal of a kind (`input.category`); everything else may follow on updateFinancialGoal.",
    args: { input: t.arg({ type: FinancialGoalInput, required: true }) },
    resolve: (_root, { input }, { viewer }) =>
      goalPayload(() => createFinancialGoal({ userId: viewer.userId, input: goalInput(input) })),
  }),
);

builder.mutationField("updateFinancialGoal", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: FinancialGoalPayload,
    description: "Changes the fields given (and the linked accounts when `quantifiables` is given); all or nothing.",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: FinancialGoalInput, required: true }) },
    resolve: (_root, { id, input }, { viewer }) => {
      const { category: _kind, checklistItems: _items, ...fields } = input;
      return goalPayload(() => updateFinancialGoal({ userId: viewer.userId, id: String(id), input: goalInput(fields) }));
    },
  }),
);

builder.mutationField("deleteFinancialGoal", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: DeleteFinancialGoalPayload,
    description: "Removes a goal, its links and steps and its budget line from this period on.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { viewer }) =>
      runPayload<DeleteResult>(
        async () => ({ error: null, deletedId: await deleteFinancialGoal({ userId: viewer.userId, id: String(id) }) }),
        (fields) => ({ ...fields, deletedId: null }),
      ),
  }),
);

builder.mutationField("completeFinancialGoal", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: FinancialGoalPayload,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { viewer }) => goalPayload(() => completeFinancialGoal({ userId: viewer.userId, id: String(id) })),
  }),
);

builder.mutationField("reopenFinancialGoal", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: FinancialGoalPayload,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { viewer }) => goalPayload(() => reopenFinancialGoal({ userId: viewer.userId, id: String(id) })),
  }),
);

builder.mutationField("setGoalQuantifiables", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: FinancialGoalPayload,
    description: "Makes the goal's linked accounts exactly these (each from allowableQuantifiables, optionally earmarked).",
    args: {
      id: t.arg.id({ required: true }),
      quantifiables: t.arg({ type: [GoalQuantifiableInput], required: true }),
    },
    resolve: (_root, { id, quantifiables }, { viewer }) =>
      goalPayload(() =>
        setGoalQuantifiables({
          userId: viewer.userId,
          id: String(id),
          quantifiables: quantifiables.map((link) => ({ accountId: String(link.accountId), earmarkAmount: link.earmarkAmount })),
        }),
      ),
  }),
);

builder.mutationField("addGoalChecklistItem", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: FinancialGoalPayload,
    args: { goalId: t.arg.id({ required: true }), label: t.arg.string({ required: false }) },
    resolve: (_root, { goalId, label }, { viewer }) =>
      goalPayload(() => addGoalChecklistItem({ userId: viewer.userId, goalId: String(goalId), input: { label: label ?? "" } })),
  }),
);

builder.mutationField("updateGoalChecklistItem", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: FinancialGoalPayload,
    description: "Renames a checklist step or ticks it (done: true) or unticks it.",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: GoalChecklistItemInput, required: true }) },
    resolve: (_root, { id, input }, { viewer }) =>
      goalPayload(() =>
        updateGoalChecklistItem({
          userId: viewer.userId,
          id: String(id),
          input: { label: input.label ?? undefined, done: input.done ?? undefined },
        }),
      ),
  }),
);

builder.mutationField("deleteGoalChecklistItem", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: FinancialGoalPayload,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { viewer }) => goalPayload(() => deleteGoalChecklistItem({ userId: viewer.userId, id: String(id) })),
  }),
);
