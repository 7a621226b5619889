import { fireEvent, render, screen, within } from "@testing-library/react";
import { FeatureComparison } from "@/components/public/pricing/feature-comparison";

const visibleSet = (audience: "employees" | "employers") => screen.getByTestId(`features-${audience}`);

describe("FeatureComparison (/pricing)", () => {
  it("starts on the employee features with the first group open, in two plan columns", () => {
    render(<FeatureComparison />);

    expect(screen.getByRole("button", { name: "For employees" })).toHaveAttribute("aria-pressed", "true");
    expect(visibleSet("employees")).toBeVisible();
    expect(visibleSet("employers")).not.toBeVisible();
    const groups = within(visibleSet("employees")).getAllByRole("button");
    expect(groups.map((button) => button.getAttribute("aria-expanded"))).toEqual(["true", "false", "false", "false"]);
    const table = within(visibleSet("employees")).getByRole("table", { name: /Education/ });
    expect(within(table).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
      "Feature",
      "Financial Wellness Platform",
      "Financial Wellness Coaching",
    ]);
  });

  it("opens the clicked group, and clicking the open group collapses back to the first", () => {
    render(<FeatureComparison />);
    const set = visibleSet("employees");
    const coaching = within(set).getByRole("button", { name: "Coaching" });

    fireEvent.click(coaching);
    expect(coaching).toHaveAttribute("aria-expanded", "true");
    expect(within(set).getByRole("button", { name: "Education" })).toHaveAttribute("aria-expanded", "false");
    const row = within(set).getByRole("row", { name: /Unlimited 1-on-1 coaching/ });
    expect(within(row).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["–Not included", "Included"]);

    fireEvent.click(coaching);
    expect(coaching).toHaveAttribute("aria-expanded", "false");
    expect(within(set).getByRole("button", { name: "Education" })).toHaveAttribute("aria-expanded", "true");
  });

  it("switches to the employer feature set with the toggle", () => {
    render(<FeatureComparison />);

    fireEvent.click(screen.getByRole("button", { name: "For employers" }));

    expect(screen.getByRole("button", { name: "For employers" })).toHaveAttribute("aria-pressed", "true");
    expect(visibleSet("employers")).toBeVisible();
    expect(visibleSet("employees")).not.toBeVisible();
    expect(within(visibleSet("employers")).getByRole("row", { name: /Adoption reporting/ })).toBeVisible();
  });
});
