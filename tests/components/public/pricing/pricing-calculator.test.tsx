import { fireEvent, render, screen, within } from "@testing-library/react";
import { PricingCalculator } from "@/components/public/pricing/pricing-calculator";

function setEmployees(value: string) {
  fireEvent.change(screen.getByLabelText("Number of employees"), { target: { value } });
}

const platformPrice = () => screen.getByTestId("price-financial-wellness-platform").textContent;
const coachingPrice = () => screen.getByTestId("price-financial-wellness-coaching").textContent;

describe("PricingCalculator, full layout (/pricing)", () => {
  it("shows the two plan cards with name, description, illustration, price and period", () => {
    render(<PricingCalculator layout="full" />);
    const cards = screen.getAllByRole("listitem");

    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole("heading", { name: "Financial Wellness Platform" })).toBeInTheDocument();
    expect(within(cards[1]!).getByRole("heading", { name: "Financial Wellness Coaching" })).toBeInTheDocument();
    for (const card of cards) expect(within(card).getByRole("img")).toHaveAttribute("alt");
    // 100 employees by default: Emerging business.
    expect(screen.getByTestId("pricing-tier")).toHaveTextContent("Emerging business");
    expect(platformPrice()).toBe("$2,500/yrper year");
    expect(coachingPrice()).toBe("$700/moper month");
    expect(screen.getByText("$7 per employee per month, billed annually ($8 billed monthly)")).toBeInTheDocument();
  });

  it.each([
    ["1", "Small business", "$2,500", "$8"],
    ["49", "Small business", "$2,500", "$392"],
    ["50", "Emerging business", "$2,500", "$350"],
    ["149", "Emerging business", "$2,500", "$1,043"],
    ["150", "Medium-sized business", "$5,000", "$900"],
    ["999", "Medium-sized business", "$5,000", "$5,994"],
    ["1000", "Large business", "$10,000", "$5,000"],
  ])("%s employees: %s, platform %s a year, coaching %s a month", (count, tier, platform, coaching) => {
    render(<PricingCalculator layout="full" />);
    setEmployees(count);

    expect(screen.getByTestId("pricing-tier")).toHaveTextContent(tier);
    expect(platformPrice()).toMatch(new RegExp(`^\\${platform}/yr`));
    expect(coachingPrice()).toMatch(new RegExp(`^\\${coaching}/mo`));
  });

  it.each([
    ["0", "Custom"],
    ["1001", "Enterprise"],
  ])("%s employees asks for a custom quote on both plans, with a way to book the demo", (count, tier) => {
    render(<PricingCalculator layout="full" />);
    setEmployees(count);

    expect(screen.getByTestId("pricing-tier")).toHaveTextContent(tier);
    expect(platformPrice()).toContain("Schedule a demo for a custom quote");
    expect(coachingPrice()).toContain("Schedule a demo for a custom quote");
    expect(screen.getAllByRole("link", { name: "Schedule a demo" })[0]).toHaveAttribute("href", "/get-started");
  });

  it("explains a negative or fractional count instead of pricing it, and never shows NaN", () => {
    const { container } = render(<PricingCalculator layout="full" />);
    const input = screen.getByLabelText("Number of employees");

    for (const value of ["-3", "12.5"]) {
      setEmployees(value);
      expect(input).toHaveAttribute("aria-invalid", "true");
      expect(input).toHaveAccessibleDescription("Enter a whole number of employees, 0 or more.");
      expect(screen.queryByTestId("pricing-tier")).not.toBeInTheDocument();
    }
    setEmployees("");
    expect(input).toHaveAccessibleDescription("Enter your number of employees to see prices.");
    expect(container).not.toHaveTextContent("NaN");

    setEmployees("75");
    expect(input).toHaveAttribute("aria-invalid", "false");
    expect(screen.getByTestId("pricing-tier")).toHaveTextContent("Emerging business");
  });

  it("is a number field with a minimum of 0", () => {
    render(<PricingCalculator layout="full" />);
    const input = screen.getByLabelText("Number of employees");

    expect(input).toHaveAttribute("type", "number");
    expect(input).toHaveAttribute("min", "0");
  });
});

describe("PricingCalculator, full layout started from 'Pricing details' (/pricing?employees=...)", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("starts from the count in the address", () => {
    window.history.replaceState(null, "", "/pricing?employees=250");
    render(<PricingCalculator layout="full" />);

    expect(screen.getByLabelText("Number of employees")).toHaveValue(250);
    expect(screen.getByTestId("pricing-tier")).toHaveTextContent("Medium-sized business");
    expect(coachingPrice()).toMatch(/^\$1,500\/mo/);
  });

  it.each(["abc", "-5", "12.5", "1e3", ""])("ignores employees=%s and keeps the default of 100", (value) => {
    window.history.replaceState(null, "", `/pricing?employees=${value}`);
    render(<PricingCalculator layout="full" />);

    expect(screen.getByLabelText("Number of employees")).toHaveValue(100);
    expect(screen.getByTestId("pricing-tier")).toHaveTextContent("Emerging business");
  });
});

describe("PricingCalculator, condensed layout (landing page)", () => {
  it("prices both plans in one row and links to 'Pricing details' with the typed count", () => {
    render(<PricingCalculator layout="condensed" />);
    setEmployees("150");

    expect(screen.getByTestId("pricing-tier")).toHaveTextContent("Medium-sized business");
    expect(platformPrice()).toMatch(/^\$5,000\/yr/);
    expect(coachingPrice()).toMatch(/^\$900\/mo/);
    expect(screen.getByRole("link", { name: "Pricing details" })).toHaveAttribute("href", "/pricing?employees=150");
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
  });

  it("keeps the link's address in step with the field, and drops a count that is not one", () => {
    render(<PricingCalculator layout="condensed" />);
    const link = screen.getByRole("link", { name: "Pricing details" });
    expect(link).toHaveAttribute("href", "/pricing?employees=100");

    setEmployees("2400");
    expect(link).toHaveAttribute("href", "/pricing?employees=2400");
    setEmployees("-3");
    expect(link).toHaveAttribute("href", "/pricing");
    setEmployees("");
    expect(link).toHaveAttribute("href", "/pricing");
  });

  it("does not read the address itself: the landing page's count starts at the default", () => {
    window.history.replaceState(null, "", "/?employees=600");
    render(<PricingCalculator layout="condensed" />);
    expect(screen.getByLabelText("Number of employees")).toHaveValue(100);
    window.history.replaceState(null, "", "/");
  });
});
