import { render, screen, within } from "@testing-library/react";
import { formatChange, OverviewFigures } from "@/components/health/overview-figures";

const overview = {
  totalLiquidSavings: 15_925.42,
  totalSavings: 77_055.97,
  assetWorth: 94_555,
  currentCreditScore: 712,
  netWorthIncrementSinceLastUpdate: 1_250,
  totalSavingIncrementSinceLastUpdate: -35.5,
};

function figure(label: string) {
  return within(screen.getByText(label).parentElement as HTMLElement);
}

describe("OverviewFigures", () => {
  test("shows each figure as money with .00 dropped, and the changes with their sign", () => {
    render(<OverviewFigures overview={overview} />);
    expect(screen.getByRole("heading", { name: "Your overview" })).toBeInTheDocument();
    expect(figure("Liquid savings").getByText("$15,925.42")).toBeInTheDocument();
    expect(figure("Asset worth").getByText("$94,555")).toBeInTheDocument();
    expect(figure("Total savings").getByText("$77,055.97")).toBeInTheDocument();
    expect(figure("Total savings").getByText(/-\$35.50/)).toBeInTheDocument();
    expect(figure("Net worth change since last update").getByText("+$1,250")).toBeInTheDocument();
    expect(figure("Credit score").getByText("712")).toBeInTheDocument();
  });

  test("a member without a credit score or changes sees that plainly", () => {
    render(
      <OverviewFigures
        overview={{ ...overview, currentCreditScore: null, netWorthIncrementSinceLastUpdate: 0, totalSavingIncrementSinceLastUpdate: 0 }}
      />,
    );
    expect(figure("Credit score").getByText("Not added")).toBeInTheDocument();
    expect(figure("Net worth change since last update").getByText("No change")).toBeInTheDocument();
  });

  test("formatChange", () => {
    expect(formatChange(1_000)).toBe("+$1,000");
    expect(formatChange(-0.5)).toBe("-$0.50");
    expect(formatChange(0)).toBe("No change");
  });
});
