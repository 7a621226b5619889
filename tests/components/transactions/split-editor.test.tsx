import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SplitEditor, type SplitSubmission } from "@/components/transactions/split-editor";
import type { CategoryOption } from "@/components/transactions/transaction-operations";

// The split editor: a running 'Left to assign' to the cent, the parts sent in the transaction's sign, and the
// server's message shown when it refuses.

const food = { id: "food", name: "Food and drink", color: "#C2410C", kind: "EXPENSE", parent: null } as const;
const CATEGORIES: CategoryOption[] = [
  food,
  { id: "groceries", name: "Groceries", color: "#C2410C", kind: "EXPENSE", parent: { id: "food", name: "Food and drink" } },
  { id: "restaurants", name: "Restaurants", color: "#C2410C", kind: "EXPENSE", parent: { id: "food", name: "Food and drink" } },
];

function setup(amount: number, onSubmit = jest.fn<Promise<string | null>, [SplitSubmission]>(async () => null)) {
  const user = userEvent.setup({ delay: null });
  render(<SplitEditor amount={amount} categories={CATEGORIES} onSubmit={onSubmit} onCancel={() => undefined} />);
  return { user, onSubmit };
}

const remainder = () => screen.getByTestId("split-remainder");

// Typing into several fields is slow on a busy machine; each test still checks what a person would see.
jest.setTimeout(30_000);

test("the remainder follows each amount to the cent, including 0.1 + 0.2", async () => {
  const { user } = setup(0.3);
  expect(remainder()).toHaveTextContent("Left to assign $0.30");
  await user.type(screen.getByRole("textbox", { name: "Part 1 amount" }), "0.1");
  expect(remainder()).toHaveTextContent("Left to assign $0.20");
  await user.type(screen.getByRole("textbox", { name: "Part 2 amount" }), "0.25");
  expect(remainder()).toHaveTextContent("Over by $0.05");
  await user.clear(screen.getByRole("textbox", { name: "Part 2 amount" }));
  await user.type(screen.getByRole("textbox", { name: "Part 2 amount" }), "0.2");
  expect(remainder()).toHaveTextContent("All assigned.");
});

test("parts that do not add up are refused in the editor, without a call", async () => {
  const { user, onSubmit } = setup(45);
  await user.type(screen.getByRole("textbox", { name: "Part 1 amount" }), "40");
  await user.type(screen.getByRole("textbox", { name: "Part 2 amount" }), "2.10");
  await user.selectOptions(screen.getByRole("combobox", { name: "Part 1 category" }), "groceries");
  await user.selectOptions(screen.getByRole("combobox", { name: "Part 2 category" }), "restaurants");
  await user.click(screen.getByRole("button", { name: "Save split" }));
  expect(screen.getByRole("alert")).toHaveTextContent("The parts add up to $42.10; they must add up to $45.00 ($2.90 short).");
  expect(onSubmit).not.toHaveBeenCalled();
});

test("a refund's parts go out as money in; a part added takes what is left; the server's message is shown", async () => {
  const onSubmit = jest.fn<Promise<string | null>, [SplitSubmission]>(async () => "Choose a category from the list.");
  const { user } = setup(-20, onSubmit);
  await user.type(screen.getByRole("textbox", { name: "Part 1 amount" }), "12.5");
  await user.type(screen.getByRole("textbox", { name: "Part 2 amount" }), "5");
  await user.click(screen.getByRole("button", { name: "Add a part" }));
  expect(screen.getByRole("textbox", { name: "Part 3 amount" })).toHaveValue("2.50");
  for (const part of [1, 2, 3]) {
    await user.selectOptions(screen.getByRole("combobox", { name: `Part ${part} category` }), "groceries");
  }
  await user.type(screen.getByRole("textbox", { name: "Part 3 notes (optional)" }), "snacks");
  await user.click(screen.getByRole("button", { name: "Save split" }));
  expect(onSubmit).toHaveBeenCalledWith([
    { amount: -12.5, budgetCategoryId: "groceries", notes: null },
    { amount: -5, budgetCategoryId: "groceries", notes: null },
    { amount: -2.5, budgetCategoryId: "groceries", notes: "snacks" },
  ]);
  expect(await screen.findByRole("alert")).toHaveTextContent("Choose a category from the list.");

  await user.click(screen.getByRole("button", { name: "Remove part 3" }));
  expect(screen.queryByRole("textbox", { name: "Part 3 amount" })).toBeNull();
  expect(remainder()).toHaveTextContent("Left to assign $2.50");
});

test("the category search narrows the options and keeps the chosen one", async () => {
  const { user } = setup(10);
  const search = screen.getAllByRole("searchbox", { name: "Search categories for part 1 category" })[0]!;
  await user.type(search, "rest");
  const select = screen.getByRole("combobox", { name: "Part 1 category" });
  expect(within(select).getAllByRole("option").map((option) => option.textContent)).toEqual(["Choose a category", "Restaurants"]);
});
