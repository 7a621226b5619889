import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CategoryRulesPage } from "@/components/transactions/category-rules-page";
import { ToastProvider } from "@/components/ui/toast";
import { cachedGraphQLClient } from "@/tests/helpers/cached-graphql-client";

// /transactions/rules: the member's rules (merchant → category, when made) and Delete behind a confirmation; Cancel
// keeps the rule, 'Delete rule' removes it from the list.

jest.setTimeout(30_000);

const rule = (id: string, merchantName: string, category: { id: string; name: string; parent: { id: string; name: string } | null }) => ({
  __typename: "CategoryRule",
  id,
  merchantName,
  createdAt: "2026-10-03T15:00:00.000Z",
  budgetCategory: { __typename: "BudgetCategory", ...category },
});

function renderRulesPage() {
  const food = { id: "food", name: "Food and drink" };
  let rules = [
    rule("r1", "Costco", { id: "groceries", name: "Groceries", parent: food }),
    rule("r2", "City Gym", { id: "gym", name: "Gyms and fitness", parent: null }),
  ];
  const graphql = cachedGraphQLClient((name, variables) => {
    if (name === "CategoryRules") return { categoryRules: rules };
    if (name !== "DeleteCategoryRule") return null;
    rules = rules.filter((row) => row.id !== variables.id);
    return { deleteCategoryRule: { __typename: "DeleteCategoryRulePayload", error: null, success: true } };
  });
  render(
    <ToastProvider>
      <CategoryRulesPage />
    </ToastProvider>,
    { wrapper: graphql.wrapper },
  );
  return { user: userEvent.setup({ delay: null }), calls: graphql.calls };
}

const deletes = (calls: ReturnType<typeof renderRulesPage>["calls"]) => calls.filter((call) => call.name === "DeleteCategoryRule");

test("each rule reads merchant → category with the day it was made", async () => {
  renderRulesPage();
  const list = await screen.findByRole("list", { name: "Your rules" });
  const items = within(list).getAllByRole("listitem");
  expect(items.map((item) => item.textContent)).toEqual([
    "Costco→ goes to Food and drink › GroceriesCreated Oct 3, 2026Delete",
    "City Gym→ goes to Gyms and fitnessCreated Oct 3, 2026Delete",
  ]);
});

test("Delete asks first; Cancel keeps the rule, 'Delete rule' removes it from the list", async () => {
  const { user, calls } = renderRulesPage();
  await user.click(await screen.findByRole("button", { name: "Delete rule for Costco" }));
  const dialog = screen.getByRole("alertdialog", { name: "Delete the rule for Costco?" });
  expect(dialog).toHaveTextContent("New Costco transactions will no longer go to Groceries on their own.");
  await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
  expect(screen.queryByRole("alertdialog")).toBeNull();
  expect(deletes(calls)).toEqual([]);

  await user.click(screen.getByRole("button", { name: "Delete rule for Costco" }));
  await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete rule" }));

  expect(await screen.findByText("Rule for Costco deleted")).toBeInTheDocument();
  expect(deletes(calls).map((call) => call.variables)).toEqual([{ id: "r1" }]);
  expect(await screen.findByRole("button", { name: "Delete rule for City Gym" })).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Delete rule for Costco" })).toBeNull();
  expect(screen.queryByRole("alertdialog")).toBeNull();
});
