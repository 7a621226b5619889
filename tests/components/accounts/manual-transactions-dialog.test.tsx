import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ManualTransactionsDialog } from "@/components/accounts/manual-transactions-dialog";
import { ToastProvider } from "@/components/ui/toast";
import { mockGraphQLClient } from "../health/mock-graphql-client";

// The 'Add transaction' form on a manual account: the member may pick one of their categories (grouped by primary,
// as on /transactions), and the choice goes to the server with the transaction; without one nothing is sent.

const food = { id: "food", name: "Food and drink", color: "#C2410C", kind: "EXPENSE", parent: null };
const CATEGORIES = [
  food,
  { id: "groceries", name: "Groceries", color: "#C2410C", kind: "EXPENSE", parent: { id: "food", name: "Food and drink" } },
  { id: "allotment", name: "Allotment", color: "#047857", kind: "EXPENSE", parent: null },
];

jest.setTimeout(30_000);

function setup() {
  const created = { error: null, errorField: null, transaction: { id: "t1" } };
  const graphql = mockGraphQLClient({
    ManualTransactions: () => ({ data: { manualTransactions: [] } }),
    CategoryOptions: () => ({ data: { budgetCategories: CATEGORIES } }),
    CreateManualTransaction: () => ({ data: { createManualTransaction: created } }),
  });
  render(
    <ToastProvider>
      <ManualTransactionsDialog account={{ id: "cash", name: "Cash envelope" }} onClose={() => undefined} />
    </ToastProvider>,
    { wrapper: graphql.wrapper },
  );
  return { user: userEvent.setup({ delay: null }), calls: graphql.calls };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole("textbox", { name: /Description/ }), "Farmers market");
  await user.type(screen.getByRole("textbox", { name: /Amount/ }), "23.50");
}

const createInputs = (calls: ReturnType<typeof setup>["calls"]) =>
  calls.filter((call) => call.name === "CreateManualTransaction").map((call) => call.variables.input);

test("the category picker lists the member's categories by primary, and the chosen one is saved", async () => {
  const { user, calls } = setup();
  const picker = await screen.findByRole("combobox", { name: "Category (optional)" });
  const groups = within(picker).getAllByRole("group");
  expect(groups.map((group) => group.getAttribute("label"))).toEqual(["Food and drink", "Other categories"]);
  expect(within(groups[0]!).getAllByRole("option").map((option) => option.textContent)).toEqual(["Food and drink (general)", "Groceries"]);

  await fillRequired(user);
  await user.selectOptions(picker, "groceries");
  await user.click(screen.getByRole("button", { name: "Add transaction" }));

  expect(await screen.findByText("Farmers market added")).toBeInTheDocument();
  expect(createInputs(calls)).toEqual([expect.objectContaining({ accountId: "cash", name: "Farmers market", amount: 23.5, budgetCategoryId: "groceries" })]);
  expect(picker).toHaveValue("");
});

test("without a choice the transaction is sent with no category, for the rules to categorize", async () => {
  const { user, calls } = setup();
  await screen.findByRole("option", { name: "Groceries" });
  await fillRequired(user);
  await user.click(screen.getByRole("button", { name: "Add transaction" }));
  expect(await screen.findByText("Farmers market added")).toBeInTheDocument();
  expect(createInputs(calls)).toEqual([expect.objectContaining({ budgetCategoryId: null })]);
});
