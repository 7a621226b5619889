import { render, screen, within } from "@testing-library/react";
import PlatformPage, { metadata } from "@/app/(public)/financial-wellness-platform/page";
import { expectFootnoteMarkersResolve, expectImagesSizedWithAlt } from "@/tests/helpers/public-page-expectations";

function region(name: string | RegExp) {
  return screen.getByRole("region", { name });
}

describe("/financial-wellness-platform", () => {
  it("has one h1 and its bands in order, headings never skipping a level", () => {
    render(<PlatformPage />);

    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "What your employees get",
      "What you get as the employer",
      "Set up in minutes, not months",
      "Want a person to talk to? Add coaching.",
      "See the platform for yourself",
      "Footnotes",
    ]);
  });

  it("lists the four employee tools", () => {
    render(<PlatformPage />);
    const employees = region("What your employees get");

    expect(within(employees).getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Personalized education content",
      "Budgeting tool",
      "Goal setting and tracking",
      "Financial health summary",
    ]);
  });

  it("shows employers the dashboard's four measures and the three support services", () => {
    render(<PlatformPage />);
    const employers = region("What you get as the employer");

    expect(within(employers).getByRole("heading", { level: 3, name: "Administrator dashboard" })).toBeInTheDocument();
    for (const measure of ["Adoption", "Engagement", "Results", "Employee satisfaction"]) {
      expect(within(employers).getByText(measure, { selector: "dt" })).toBeInTheDocument();
    }
    for (const service of ["Communication and marketing templates", "Technical support", "Customer success support"]) {
      expect(within(employers).getByRole("heading", { level: 3, name: service })).toBeInTheDocument();
    }
  });

  it("states setup in under 10 minutes with its footnote", () => {
    render(<PlatformPage />);
    const setup = region("Set up in minutes, not months");

    expect(setup).toHaveTextContent("Under 10 minutes");
    const marker = within(setup).getByRole("link", { name: /^Footnote \d$/ });
    expect(document.getElementById(marker.getAttribute("href")!.slice(1))).toHaveTextContent(/Setup time/);
  });

  it("compares the platform with coaching and links to the coaching page", () => {
    render(<PlatformPage />);
    const comparison = region("Want a person to talk to? Add coaching.");

    expect(within(comparison).getByRole("heading", { level: 3, name: "Financial Wellness Platform" })).toBeVisible();
    expect(within(comparison).getByRole("heading", { level: 3, name: "Financial Wellness Coaching" })).toBeVisible();
    expect(within(comparison).getByRole("link", { name: "Explore Financial Wellness Coaching" })).toHaveAttribute(
      "href",
      "/financial-wellness-coaching",
    );
  });

  it("offers 'Request a Demo' and 'See pricing' at the top and the bottom", () => {
    render(<PlatformPage />);

    for (const band of [region(/take charge of their money/), region("See the platform for yourself")]) {
      expect(within(band).getByRole("link", { name: "Request a Demo" })).toHaveAttribute("href", "/get-started");
      expect(within(band).getByRole("link", { name: "See pricing" })).toHaveAttribute("href", "/pricing");
    }
  });

  it("gives every image a size and an alt attribute, and every footnote marker a footnote", () => {
    const { container } = render(<PlatformPage />);

    expectImagesSizedWithAlt(container);
    expectFootnoteMarkersResolve();
  });

  it("declares its title, description and canonical URL", () => {
    expect(metadata.title).toBe("Financial Wellness Platform");
    expect(metadata.description).toMatch(/budgeting tool/);
    expect(metadata.alternates?.canonical).toBe("/financial-wellness-platform");
  });
});
