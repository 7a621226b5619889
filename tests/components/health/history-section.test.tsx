import { CombinedError } from "@urql/core";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HistorySection } from "@/components/health/history-section";
import { dailyData, emptyMonthly, monthlyData } from "./fixtures";
import { mockGraphQLClient } from "./mock-graphql-client";

jest.mock("@/components/health/history-chart", () => ({
  __esModule: true,
  default: ({ entries }: { entries: unknown[] }) => <div data-testid="chart">{entries.length} points</div>,
}));

function setup(monthly = monthlyData) {
  const graphql = mockGraphQLClient({
    MonthlyHistories: () => ({ data: monthly }),
    DailyHistoriesByMonth: ({ date }) => ({ data: dailyData(String(date).slice(0, 7)) }),
  });
  render(<HistorySection />, { wrapper: graphql.wrapper });
  return { ...graphql, user: userEvent.setup() };
}

const tableRows = () =>
  within(screen.getByRole("table")).getAllByRole("row").slice(1).map((row) => row.textContent);

describe("HistorySection", () => {
  test("shows net worth by month with a summary and the same figures as a table", async () => {
    setup();
    expect(await screen.findByText("Net worth went from $50,000 in November 2025 to $55,250.50 in January 2026.")).toBeInTheDocument();
    expect(screen.getByTestId("chart")).toHaveTextContent("3 points");
    expect(screen.getByRole("table", { name: "Net worth by month" })).toBeInTheDocument();
    expect(tableRows()).toEqual(["November 2025$50,000", "December 2025$52,500", "January 2026$55,250.50"]);
  });

  test("switches between net worth, assets and liabilities", async () => {
    const { user } = setup();
    await screen.findByTestId("chart");
    await user.click(screen.getByRole("radio", { name: "Liabilities" }));
    expect(screen.getByRole("table", { name: "Liabilities by month" })).toBeInTheDocument();
    expect(tableRows()[2]).toBe("January 2026$27,749.50");
    await user.click(screen.getByRole("radio", { name: "Assets" }));
    expect(tableRows()[0]).toBe("November 2025$80,000");
  });

  test("the daily view lists every recorded day of the chosen month, newest month first", async () => {
    const { user, calls } = setup();
    await screen.findByTestId("chart");
    await user.click(screen.getByRole("radio", { name: "Daily" }));
    const month = screen.getByRole("combobox", { name: "Month" });
    expect(within(month).getAllByRole("option").map((option) => option.textContent)).toEqual([
      "January 2026",
      "December 2025",
      "November 2025",
    ]);
    expect(await screen.findByText("Nothing was recorded for net worth in January 2026.")).toBeInTheDocument();

    await user.selectOptions(month, "2025-12");
    expect(await screen.findByRole("table", { name: "Net worth by day, December 2025" })).toBeInTheDocument();
    expect(tableRows()).toEqual(["December 1, 2025$52,000", "December 2, 2025$52,100"]);
    expect(calls.filter((call) => call.name === "DailyHistoriesByMonth").map((call) => call.variables.date)).toEqual(
      expect.arrayContaining(["2026-01-01", "2025-12-01"]),
    );
  });

  test("with one recorded value: the figure and its date as a statement, no chart, the table still there", async () => {
    const one = { id: "n1", date: "2026-11-23", value: 33_245 };
    const { user } = setup({
      monthlyNetWorthHistories: [one],
      monthlyAssetWorthHistories: [{ ...one, id: "a1", value: 40_000 }],
      monthlyLiabilityHistories: [{ ...one, id: "l1", value: 6_755 }],
    });
    const statement = await screen.findByText("Net worth on November 23, 2026:");
    expect(statement.closest("p")).toHaveTextContent(/^Net worth on November 23, 2026: \$33,245$/);
    expect(screen.getByText("The chart appears once a second month is recorded.")).toBeInTheDocument();
    expect(screen.queryByTestId("chart")).not.toBeInTheDocument();
    await user.click(screen.getByText("Show the figures as a table"));
    expect(screen.getByRole("table", { name: "Net worth by month" })).toBeVisible();
    expect(tableRows()).toEqual(["November 2026$33,245"]);

    await user.click(screen.getByRole("radio", { name: "Liabilities" }));
    expect(screen.getByText("Liabilities on November 23, 2026:").closest("p")).toHaveTextContent("$6,755");
  });

  test("with no history yet: an empty state that points to adding an account", async () => {
    setup(emptyMonthly);
    expect(await screen.findByText("No history yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add an account" })).toHaveAttribute("href", "/accounts");
    expect(screen.queryByTestId("chart")).not.toBeInTheDocument();
  });

  test("says so when the history cannot be loaded", async () => {
    const graphql = mockGraphQLClient({ MonthlyHistories: () => ({ error: new CombinedError({ networkError: new Error("offline") }) }) });
    render(<HistorySection />, { wrapper: graphql.wrapper });
    expect(await screen.findByText("We could not load your history. Please try reloading the page.")).toBeInTheDocument();
  });
});
