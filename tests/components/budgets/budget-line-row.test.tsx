import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BudgetPage } from "@/components/budgets/budget-page";
import { ToastProvider } from "@/components/ui/toast";
import { cachedGraphQLClient } from "@/tests/helpers/cached-graphql-client";

// A /budget line. The 'Group' select: the choice is saved for the category and the line shows in its new group at
// once (the budget is fetched again through urql's cache, as in the app). The target editor by keyboard.

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));
jest.setTimeout(30_000);

const line = (id: string, name: string, group: string) => ({
  __typename: "BudgetLine",
  budget: { id: `budget-${id}`, target: 100, budgetCategory: { id, name, color: "#047857" }, financialGoal: null },
  group,
  rolloverMode: "OFF",
  carryIn: 0,
  available: 100,
  spent: 40,
  left: 60,
  percent: 40,
  state: "ON_TRACK",
  stateText: "On track",
  yearlyTarget: 1200,
});

function budget(gymGroup: string) {
  const lines = [line("groceries", "Groceries", "FLEXIBLE"), line("gym", "Gym", gymGroup)];
  return {
    __typename: "Budget",
    period: { start: "2026-11-01", end: "2026-11-30", kind: "MONTH", daysLeft: 5, isCurrent: true },
    previousPeriodStart: "2026-10-01",
    nextPeriodStart: "2026-12-01",
    periodsPerYear: 12,
    expectedIncome: 4000,
    planned: 200,
    spent: 80,
    leftToSpend: 120,
    safeToSpendToday: null,
    groups: ["BILLS", "FLEXIBLE", "NON_MONTHLY", "GOALS"].map((group) => {
      const inGroup = lines.filter((row) => row.group === group);
      return { group, planned: inGroup.length * 100, spent: inGroup.length * 40, left: inGroup.length * 60, lines: inGroup };
    }),
    unbudgeted: { spent: 0, categories: [] },
  };
}

/** /budget over a client with urql's document cache; moving Gym changes what the next budget query answers. */
function renderBudgetPage() {
  let gymGroup = "FLEXIBLE";
  const graphql = cachedGraphQLClient((name, variables) => {
    if (name === "Budget") return { budget: budget(gymGroup) };
    if (name !== "UpdateBudgetCategorySettings") return null;
    gymGroup = String(variables.group);
    return {
      updateBudgetCategorySettings: {
        __typename: "UpdateBudgetCategorySettingsPayload",
        error: null,
        settings: { __typename: "BudgetCategorySettings", budgetCategoryId: "gym", rolloverMode: "OFF", group: gymGroup },
      },
    };
  });
  render(
    <ToastProvider>
      <BudgetPage periodStart={null} />
    </ToastProvider>,
    { wrapper: graphql.wrapper },
  );
  return graphql.calls;
}

const groupSection = (title: string) => screen.getByRole("heading", { level: 2, name: title }).closest("section")!;

test("a line moved to another group is saved and shows under that group at once", async () => {
  const user = userEvent.setup({ delay: null });
  const calls = renderBudgetPage();
  const select = await screen.findByRole("combobox", { name: "Group for Gym" });
  expect(select).toHaveValue("FLEXIBLE");
  expect(within(select).getAllByRole("option").map((option) => option.textContent)).toEqual(["Bills", "Flexible", "Non-monthly"]);
  expect(screen.queryByRole("heading", { level: 2, name: "Bills" })).toBeNull();

  await user.selectOptions(select, "BILLS");

  expect(await screen.findByRole("heading", { level: 2, name: "Bills" })).toBeInTheDocument();
  expect(within(groupSection("Bills")).getByRole("link", { name: "Gym" })).toBeInTheDocument();
  expect(within(groupSection("Flexible")).queryByRole("link", { name: "Gym" })).toBeNull();
  expect(screen.getByRole("combobox", { name: "Group for Gym" })).toHaveValue("BILLS");
  const mutations = calls.filter((call) => call.name === "UpdateBudgetCategorySettings").map((call) => call.variables);
  expect(mutations).toEqual([{ budgetCategoryId: "gym", group: "BILLS" }]);
  expect(await screen.findByText("Gym moved to Bills")).toBeInTheDocument();
});

test("Escape leaves a target edit unsaved and puts focus back on 'Edit target'", async () => {
  const user = userEvent.setup({ delay: null });
  const calls = renderBudgetPage();
  const edit = await screen.findByRole("button", { name: "Edit target for Gym" });
  await user.click(edit);
  const field = screen.getByRole("textbox", { name: "Gym target" });
  expect(field).toHaveFocus();
  await user.clear(field);
  await user.type(field, "250");

  await user.keyboard("{Escape}");

  expect(screen.queryByRole("textbox", { name: "Gym target" })).toBeNull();
  expect(screen.getByRole("button", { name: "Edit target for Gym" })).toHaveFocus();
  expect(calls.filter((call) => call.name === "UpdateBudgetTarget")).toEqual([]);
});
