import { render, screen, within } from "@testing-library/react";
import LandingPage, { metadata } from "@/app/(public)/page";
import PublicLayout from "@/app/(public)/layout";

describe("Landing page", () => {
  it("has one h1 and the spec's sections in order", () => {
    render(<LandingPage />);

    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Employees want help with money. We make it easy to give.", // stats
      "Explore the platform",
      "See the results, not just the sign-ups",
      "Chosen by employers who put their people first", // current clients
      "Different on purpose",
      "Two plans. Pick the one that fits.",
      "Priced by the size of your team", // condensed pricing calculator
      "Get started in three steps",
      "What employers say", // customer quotes
      "Footnotes",
    ]);
  });

  it("offers 'Request a Demo' and 'See pricing' in the hero, and 'Pricing details' by the condensed calculator", () => {
    render(<LandingPage />);
    const hero = screen.getByRole("region", { name: /Financial wellness your employees will actually use/ });

    expect(within(hero).getByRole("link", { name: "Request a Demo" })).toHaveAttribute("href", "/get-started");
    expect(within(hero).getByRole("link", { name: "See pricing" })).toHaveAttribute("href", "/pricing");
    expect(screen.getByRole("link", { name: "Pricing details" })).toHaveAttribute("href", "/pricing?employees=100");
    expect(screen.getByTestId("pricing-calculator-condensed")).toBeInTheDocument();
  });

  it("states only the spec's figures", () => {
    const { container } = render(<LandingPage />);
    // Text node by text node: the page's whole textContent runs a footnote marker into the next figure.
    const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
    const percentages = new Set<string>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of node.textContent?.match(/\d+(?:\.\d+)?%/g) ?? []) percentages.add(match);
    }

    expect(percentages).toEqual(new Set(["80%", "52%"]));
    expect(container).toHaveTextContent("Since 2015");
    expect(container).toHaveTextContent("Under 10 minutes");
  });

  it("gives every image its size and an alt attribute", () => {
    const { container } = render(<LandingPage />);
    const images = Array.from(container.querySelectorAll("img"));

    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image).toHaveAttribute("alt");
      expect(image).toHaveAttribute("width");
      expect(image).toHaveAttribute("height");
      expect(image.getAttribute("src")).toMatch(/^\/images\/.+\.svg$/);
    }
  });

  it("links every footnote marker to a footnote that exists", () => {
    render(<LandingPage />);
    const markers = screen.getAllByRole("link", { name: /^Footnote \d+$/ });

    expect(markers.length).toBeGreaterThan(0);
    for (const marker of markers) {
      const target = marker.getAttribute("href")!.slice(1);
      expect(document.getElementById(target)).toBeInTheDocument();
    }
  });

  it("declares its title, description and canonical URL", () => {
    expect(metadata.title).toEqual({ absolute: "Mariner: financial wellness benefits for employers" });
    expect(metadata.description).toMatch(/under 10 minutes/);
    expect(metadata.alternates?.canonical).toBe("/");
  });
});

describe("Public layout", () => {
  it("puts a skip link first, then the navigation, main content and footer", () => {
    render(
      <PublicLayout>
        <p>Page content</p>
      </PublicLayout>,
    );

    const skip = screen.getAllByRole("link")[0]!;
    expect(skip).toHaveTextContent("Skip to main content");
    expect(skip).toHaveAttribute("href", "#main");

    const main = screen.getByRole("main");
    expect(main).toHaveAttribute("id", "main");
    expect(main).toHaveTextContent("Page content");
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });
});
