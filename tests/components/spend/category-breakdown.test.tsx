import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CategoryBreakdown } from "@/components/spend/category-breakdown";
import type { CategoryView } from "@/components/spend/spend-types";

jest.mock("@/components/spend/category-chart", () => ({ __esModule: true, default: () => null }));

const line = (id: string, name: string, amount: number, previous: number, average: number, subcategories: CategoryView[] = []): CategoryView => ({
  category: { id, name, color: "#123456" },
  amount,
  previousAmount: previous,
  threePeriodAverage: average,
  share: null,
  href: `/transactions?category=${id}&from=2025-03-01&to=2025-03-31`,
  subcategories,
});

const food = line("food", "Food and drink", 160, 60, 60, [
  line("groceries", "Groceries", 130, 60, 50),
  line("restaurants", "Restaurants", 30, 0, 10),
]);

describe("CategoryBreakdown", () => {
  test("every row links to its filtered transactions and says how it compares, in words", () => {
    render(<CategoryBreakdown categories={[food, line("fun", "Entertainment", 15.5, 20, 10)]} periodLabel="Mar 1 – 31, 2025" />);
    expect(screen.getByRole("link", { name: "Food and drink: see its transactions" })).toHaveAttribute(
      "href",
      "/transactions?category=food&from=2025-03-01&to=2025-03-31",
    );
    expect(screen.getByText(/\$100 more than last period \(\$60\) · 3-period average \$60/)).toBeInTheDocument();
    expect(screen.getByText(/\$4\.50 less than last period \(\$20\)/)).toBeInTheDocument();
  });

  test("a primary category opens to its subcategories, each with its own link", async () => {
    render(<CategoryBreakdown categories={[food]} periodLabel="March" />);
    const toggle = screen.getByRole("button", { name: "Show 2 subcategories of Food and drink" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Groceries: see its transactions" })).not.toBeInTheDocument();

    await userEvent.setup().click(toggle);

    expect(screen.getByRole("button", { name: "Hide 2 subcategories of Food and drink" })).toHaveAttribute("aria-expanded", "true");
    const table = screen.getByRole("table", { name: /Spending by category, March/ });
    expect(within(table).getByRole("link", { name: "Groceries: see its transactions" })).toHaveAttribute(
      "href",
      "/transactions?category=groceries&from=2025-03-01&to=2025-03-31",
    );
  });
});
