import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";

// The goal operations as the goal screens send them, shared by the goal tests.

export const GOAL_FIELDS = `
  id sortOrder category kind name shortDescription longDescription targetDate endValue completedAt completenessBehavior
  completableTemplateObjectId createdAt updatedAt startingValue monthlyProgress includeExistingBalance pausedAt
  emergencyFundMonths
  currentBudget { id name target }
  quantifiables { id name value institutionName accountId accountKind earmarkAmount countedValue }
  allowableQuantifiables { id name value institutionName kind }
  budgetCategory { id name color }
  checklistItems { id label done }
  progress {
    currentValue baselineValue remaining percent monthlyNeeded averageMonthlyContribution status statusText
    catchUpAmount projectedFinishDate projection { date projected target }
  }`;

const PAYLOAD = `error errorField financialGoal { ${GOAL_FIELDS} }`;

export const GOAL_OPERATIONS = {
  createFinancialGoal: `mutation($input: FinancialGoalInput!) { createFinancialGoal(input: $input) { ${PAYLOAD} } }`,
  updateFinancialGoal: `mutation($id: ID!, $input: FinancialGoalInput!) { updateFinancialGoal(id: $id, input: $input) { ${PAYLOAD} } }`,
  setGoalQuantifiables: `mutation($id: ID!, $quantifiables: [GoalQuantifiableInput!]!) {
    setGoalQuantifiables(id: $id, quantifiables: $quantifiables) { ${PAYLOAD} } }`,
  completeFinancialGoal: `mutation($id: ID!) { completeFinancialGoal(id: $id) { ${PAYLOAD} } }`,
  reopenFinancialGoal: `mutation($id: ID!) { reopenFinancialGoal(id: $id) { ${PAYLOAD} } }`,
  addGoalChecklistItem: `mutation($goalId: ID!, $label: String) { addGoalChecklistItem(goalId: $goalId, label: $label) { ${PAYLOAD} } }`,
  updateGoalChecklistItem: `mutation($id: ID!, $input: GoalChecklistItemInput!) { updateGoalChecklistItem(id: $id, input: $input) { ${PAYLOAD} } }`,
  deleteGoalChecklistItem: `mutation($id: ID!) { deleteGoalChecklistItem(id: $id) { ${PAYLOAD} } }`,
} as const;

export type GoalOperation = keyof typeof GOAL_OPERATIONS;

export type Goal = Record<string, unknown> & {
  id: string;
  name: string;
  progress: Record<string, unknown> & { percent: number; status: string; statusText: string };
  quantifiables: Array<Record<string, unknown>>;
  allowableQuantifiables: Array<{ id: string; name: string }>;
  currentBudget: { id: string; name: string; target: number } | null;
  checklistItems: Array<{ id: string; label: string; done: boolean }>;
  completedAt: string | null;
};
export type GoalPayload = { error: string | null; errorField: string | null; financialGoal: Goal | null };

export async function goalOp(operation: GoalOperation, variables: Record<string, unknown>, cookie: string): Promise<GoalPayload> {
  const { body } = await executeGraphQL<Record<string, GoalPayload>>({ query: GOAL_OPERATIONS[operation], variables, cookie });
  if (body.errors) throw new Error(`${operation}: ${body.errors.map((error) => error.message).join("; ")}`);
  return body.data![operation]!;
}

export async function listGoals(cookie: string, completed?: boolean): Promise<Goal[]> {
  const { body } = await executeGraphQL<{ financialGoals: Goal[] }>({
    query: `query($completed: Boolean) { financialGoals(completed: $completed) { ${GOAL_FIELDS} } }`,
    variables: { completed },
    cookie,
  });
  if (body.errors) throw new Error(body.errors.map((error) => error.message).join("; "));
  return body.data!.financialGoals;
}

export async function readGoal(cookie: string, id: string): Promise<Goal | null> {
  const { body } = await executeGraphQL<{ financialGoal: Goal | null }>({
    query: `query($id: ID!) { financialGoal(id: $id) { ${GOAL_FIELDS} } }`,
    variables: { id },
    cookie,
  });
  if (body.errors) throw new Error(body.errors.map((error) => error.message).join("; "));
  return body.data!.financialGoal;
}

export const cookieFor = async (userId: string) => (await sessionCookieFor(userId)).cookie;
