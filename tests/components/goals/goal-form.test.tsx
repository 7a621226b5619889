import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GoalForm } from "@/components/goals/goal-form";
import { ToastProvider } from "@/components/ui/toast";
import { cachedGraphQLClient } from "@/tests/helpers/cached-graphql-client";

// The details form of a pay-down goal: its stored target is 0 (the debt itself is the target) and it has no target
// field, so nothing hidden may stop the save.

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));

const payDownGoal = {
  __typename: "FinancialGoal",
  id: "goal-1",
  kind: "PAY_DOWN_DEBT",
  name: "Pay off Plaid Credit Card",
  targetDate: null,
  endValue: 0,
  monthlyProgress: 100,
  includeExistingBalance: true,
  emergencyFundMonths: null,
  completableTemplateObjectId: "card-1",
  quantifiables: [],
  allowableQuantifiables: [{ id: "card-1", name: "Plaid Credit Card", value: 1284.37, kind: "CREDIT_CARD" }],
  progress: { currentValue: 0, baselineValue: 0 },
};

test("a goal made from a payoff plan saves with its debt and monthly amount", async () => {
  const user = userEvent.setup();
  const onSaved = jest.fn();
  const graphql = cachedGraphQLClient((name, variables) =>
    name === "UpdateFinancialGoal"
      ? { updateFinancialGoal: { __typename: "FinancialGoalPayload", error: null, errorField: null, financialGoal: { ...payDownGoal, ...(variables.input as object) } } }
      : null,
  );
  render(
    <ToastProvider>
      <GoalForm goal={payDownGoal as never} submitLabel="Save and continue" onSaved={onSaved} />
    </ToastProvider>,
    { wrapper: graphql.wrapper },
  );
  await user.click(screen.getByRole("button", { name: "Save and continue" }));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(graphql.calls.find((call) => call.name === "UpdateFinancialGoal")?.variables).toMatchObject({
    id: "goal-1",
    input: { name: "Pay off Plaid Credit Card", completableTemplateObjectId: "card-1", monthlyProgress: 100 },
  });
});
