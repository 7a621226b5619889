import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CashFlowSection } from "@/components/spend/cash-flow-section";

// The cash-flow chart's table alternative (the shared chart/table toggle): one button away, and back again.

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));

const months = [
  { month: "2026-10", income: 4000, spending: 3100.5, net: 899.5, incomeHref: "/transactions?type=INCOME", spendingHref: "/transactions?type=EXPENSE" },
];

test("'Show as table' shows the same figures as a table; 'Show as chart' brings the chart back", async () => {
  const user = userEvent.setup({ delay: null });
  render(<CashFlowSection months={months} />);
  expect(screen.queryByRole("table")).toBeNull();

  await user.click(screen.getByRole("button", { name: "Show as table" }));
  const table = screen.getByRole("table", { name: "Income and spending by month" });
  expect(table).toHaveTextContent("$3,100.50");
  expect(screen.getByRole("link", { name: "$4,000 income: see the transactions" })).toHaveAttribute("href", "/transactions?type=INCOME");

  await user.click(screen.getByRole("button", { name: "Show as chart" }));
  expect(screen.queryByRole("table")).toBeNull();
});
