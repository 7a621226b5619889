import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HealthScoreCard, scoreBand } from "@/components/health/health-score-card";
import { HEALTH_FACTORS } from "@/lib/financial-health/compute-health-score";

describe("HealthScoreCard", () => {
  test("shows the score as text and as a labelled meter, with a plain word for its range", () => {
    render(<HealthScoreCard score={72} updatedAt="2026-01-15T10:00:00.000Z" updating={false} onRecalculate={jest.fn()} />);
    const meter = screen.getByRole("meter", { name: "Financial health score" });
    expect(meter).toHaveAttribute("aria-valuenow", "72");
    expect(meter).toHaveAttribute("aria-valuetext", "72 out of 100, Strong");
    expect(screen.getByText(/Updated January 15, 2026/)).toBeInTheDocument();
  });

  test("explains every factor with its weight and what happens without data", () => {
    render(<HealthScoreCard score={50} updatedAt={null} updating={false} onRecalculate={jest.fn()} />);
    expect(screen.getByRole("heading", { name: "What moves your score" })).toBeInTheDocument();
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(HEALTH_FACTORS.length);
    // 24 % since issue 12 added the savings rate (the old factors kept their proportions).
    expect(items[0]).toHaveTextContent("Savings buffer (24% of the score)");
    expect(items.map((item) => item.textContent)).toContainEqual(expect.stringContaining("Savings rate (20% of the score)"));
    expect(screen.getByText(/With nothing added your score is 50/)).toBeInTheDocument();
    expect(screen.getByText("Not calculated yet")).toBeInTheDocument();
  });

  test("Recalculate asks for a new score and is busy while it runs", async () => {
    const onRecalculate = jest.fn();
    const { rerender } = render(<HealthScoreCard score={50} updatedAt={null} updating={false} onRecalculate={onRecalculate} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Recalculate" }));
    expect(onRecalculate).toHaveBeenCalledTimes(1);
    rerender(<HealthScoreCard score={50} updatedAt={null} updating onRecalculate={onRecalculate} />);
    expect(screen.getByRole("button", { name: /Recalculate/ })).toHaveAttribute("aria-disabled", "true");
  });

  test.each([
    [0, "Needs attention"],
    [39, "Needs attention"],
    [40, "Fair"],
    [69, "Fair"],
    [70, "Strong"],
    [100, "Strong"],
  ])("score %p is %p", (score, band) => {
    expect(scoreBand(score)).toBe(band);
  });
});
