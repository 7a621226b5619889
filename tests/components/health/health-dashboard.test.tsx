import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HealthDashboard, isOverviewStale } from "@/components/health/health-dashboard";
import type { HealthOverviewData } from "@/components/health/health-types";
import { emptyMonthly } from "./fixtures";
import { mockGraphQLClient } from "./mock-graphql-client";

jest.mock("@/components/health/history-chart", () => ({ __esModule: true, default: () => <div data-testid="chart" /> }));

const initial = (overviewUpdatedAt: string | null): HealthOverviewData => ({
  hfhs: 50,
  overviewUpdatedAt,
  currentOverview: {
    totalLiquidSavings: 0,
    totalSavings: 0,
    assetWorth: 0,
    currentCreditScore: null,
    netWorthIncrementSinceLastUpdate: 0,
    totalSavingIncrementSinceLastUpdate: 0,
  },
});

const recalculated = {
  recalculateUserAttributes: {
    error: null,
    hfhs: 81,
    customer: {
      id: "c1",
      currentOverview: {
        totalLiquidSavings: 12_000,
        totalSavings: 40_000,
        assetWorth: 52_000,
        currentCreditScore: 760,
        netWorthIncrementSinceLastUpdate: 300,
        totalSavingIncrementSinceLastUpdate: 100,
      },
    },
  },
};

function setup(start: HealthOverviewData, answer: { data?: unknown } = { data: recalculated }) {
  const graphql = mockGraphQLClient({
    RecalculateUserAttributes: () => answer,
    MonthlyHistories: () => ({ data: emptyMonthly }),
  });
  render(<HealthDashboard initial={start} />, { wrapper: graphql.wrapper });
  return graphql;
}

const recalculations = (calls: Array<{ name: string }>) => calls.filter((call) => call.name === "RecalculateUserAttributes");

describe("HealthDashboard", () => {
  test("figures never computed: recalculates on arrival and shows the new score and overview", async () => {
    const { calls } = setup(initial(null));
    expect(await screen.findByText("$52,000")).toBeInTheDocument();
    expect(screen.getByRole("meter", { name: "Financial health score" })).toHaveAttribute("aria-valuenow", "81");
    expect(screen.getByText("760")).toBeInTheDocument();
    expect(recalculations(calls)).toHaveLength(1);
  });

  test("figures computed today: shown as stored, no recalculation until asked", async () => {
    const { calls } = setup(initial(new Date().toISOString()));
    await act(async () => {});
    expect(screen.getByRole("meter", { name: "Financial health score" })).toHaveAttribute("aria-valuenow", "50");
    expect(recalculations(calls)).toHaveLength(0);

    await userEvent.setup().click(screen.getByRole("button", { name: "Recalculate" }));
    expect(await screen.findByText("$52,000")).toBeInTheDocument();
    expect(recalculations(calls)).toHaveLength(1);
  });

  test("a failed recalculation keeps the figures and says so", async () => {
    setup(initial(null), { data: { recalculateUserAttributes: { error: "An unknown error occured.", hfhs: null, customer: null } } });
    expect(await screen.findByRole("alert")).toHaveTextContent("An unknown error occured.");
    expect(screen.getByRole("meter", { name: "Financial health score" })).toHaveAttribute("aria-valuenow", "50");
  });

  test("isOverviewStale: never computed or computed before today (UTC)", () => {
    const now = new Date("2026-03-10T12:00:00Z");
    expect(isOverviewStale(null, now)).toBe(true);
    expect(isOverviewStale("2026-03-09T23:59:59.000Z", now)).toBe(true);
    expect(isOverviewStale("2026-03-10T00:00:01.000Z", now)).toBe(false);
  });
});
