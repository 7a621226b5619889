// The goal screens' GraphQL operations (001 §7 financialGoals; the goal mutations are ours).
import { graphql, type ResultOf } from "@/lib/graphql/client/graphql";

export const GOAL_FIELDS = graphql(`fragment GoalFields on FinancialGoal {
  id kind category name shortDescription longDescription targetDate endValue completedAt completenessBehavior
  completableTemplateObjectId startingValue monthlyProgress includeExistingBalance pausedAt emergencyFundMonths
  currentBudget { id name target }
  quantifiables { id accountId accountKind name value institutionName earmarkAmount countedValue }
  allowableQuantifiables { id kind name value institutionName liquid }
  checklistItems { id label done }
  progress {
    currentValue baselineValue remaining percent monthlyNeeded averageMonthlyContribution status statusText catchUpAmount
    projectedFinishDate
  }
}`);

export const FINANCIAL_GOALS = graphql(
  `query FinancialGoals {
  financialGoals { ...GoalFields }
}`,
  [GOAL_FIELDS],
);

export const FINANCIAL_GOAL = graphql(
  `query FinancialGoal($id: ID!) {
  financialGoal(id: $id) {
    ...GoalFields
    progress { projection { date projected target } }
  }
}`,
  [GOAL_FIELDS],
);

export const EMERGENCY_FUND_SUGGESTION = graphql(`query EmergencyFundSuggestion {
  emergencyFundSuggestion { monthlyEssentials source suggested options { months amount } }
}`);

export const CREATE_FINANCIAL_GOAL = graphql(
  `mutation CreateFinancialGoal($input: FinancialGoalInput!) {
  createFinancialGoal(input: $input) { error errorField financialGoal { ...GoalFields } }
}`,
  [GOAL_FIELDS],
);

export const UPDATE_FINANCIAL_GOAL = graphql(
  `mutation UpdateFinancialGoal($id: ID!, $input: FinancialGoalInput!) {
  updateFinancialGoal(id: $id, input: $input) { error errorField financialGoal { ...GoalFields } }
}`,
  [GOAL_FIELDS],
);

export const DELETE_FINANCIAL_GOAL = graphql(`mutation DeleteFinancialGoal($id: ID!) {
  deleteFinancialGoal(id: $id) { error deletedId }
}`);

export const COMPLETE_FINANCIAL_GOAL = graphql(
  `mutation CompleteFinancialGoal($id: ID!) {
  completeFinancialGoal(id: $id) { error financialGoal { ...GoalFields } }
}`,
  [GOAL_FIELDS],
);

export const REOPEN_FINANCIAL_GOAL = graphql(
  `mutation ReopenFinancialGoal($id: ID!) {
  reopenFinancialGoal(id: $id) { error financialGoal { ...GoalFields } }
}`,
  [GOAL_FIELDS],
);

export const ADD_GOAL_CHECKLIST_ITEM = graphql(
  `mutation AddGoalChecklistItem($goalId: ID!, $label: String) {
  addGoalChecklistItem(goalId: $goalId, label: $label) { error financialGoal { ...GoalFields } }
}`,
  [GOAL_FIELDS],
);

export const UPDATE_GOAL_CHECKLIST_ITEM = graphql(
  `mutation UpdateGoalChecklistItem($id: ID!, $input: GoalChecklistItemInput!) {
  updateGoalChecklistItem(id: $id, input: $input) { error financialGoal { ...GoalFields } }
}`,
  [GOAL_FIELDS],
);

export const DELETE_GOAL_CHECKLIST_ITEM = graphql(
  `mutation DeleteGoalChecklistItem($id: ID!) {
  deleteGoalChecklistItem(id: $id) { error financialGoal { ...GoalFields } }
}`,
  [GOAL_FIELDS],
);

export type Goal = ResultOf<typeof GOAL_FIELDS>;
export type GoalWithProjection = NonNullable<ResultOf<typeof FINANCIAL_GOAL>["financialGoal"]>;
export type EmergencyFundSuggestionData = ResultOf<typeof EMERGENCY_FUND_SUGGESTION>["emergencyFundSuggestion"];
/** Every goal list and figure is fetched again after a goal write. */
export const GOAL_TYPENAMES = ["FinancialGoal", "Budget"];
