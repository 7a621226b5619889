import { render, screen, within } from "@testing-library/react";
import CoachingPage, { metadata } from "@/app/(public)/financial-wellness-coaching/page";
import { expectFootnoteMarkersResolve, expectImagesSizedWithAlt } from "@/tests/helpers/public-page-expectations";

function region(name: string | RegExp) {
  return screen.getByRole("region", { name });
}

function percentagesIn(container: HTMLElement): Set<string> {
  // Text node by text node: a footnote marker would otherwise run into the next figure.
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  const found = new Set<string>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const match of node.textContent?.match(/\d+(?:\.\d+)?%/g) ?? []) found.add(match);
  }
  return found;
}

describe("/financial-wellness-coaching", () => {
  it("leads with 1-on-1 coaching from licensed professionals and says it is not advice right there", () => {
    render(<CoachingPage />);
    const [h1, ...others] = screen.getAllByRole("heading", { level: 1 });
    const hero = region("1-on-1 coaching from licensed professionals");

    expect(others).toHaveLength(0);
    expect(h1).toHaveTextContent("1-on-1 coaching from licensed professionals");
    expect(hero).toHaveTextContent(/unlimited/i);
    expect(hero).toHaveTextContent(/email, phone or video/);
    expect(hero).toHaveTextContent("Coaching is educational. It is not investment, tax or legal advice.");
  });

  it("keeps headings in order without skipping a level", () => {
    render(<CoachingPage />);

    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "A coach whenever they need one",
      "What employees talk to a coach about",
      "Employees are asking for this",
      "We launch it with you and stay with you",
      "What employers say about coaching",
      "Bring a coach to every employee",
      "Footnotes",
    ]);
  });

  it("offers coaching by email, phone and video, and links to the platform", () => {
    render(<CoachingPage />);
    const channels = region("A coach whenever they need one");

    expect(within(channels).getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Email",
      "Phone",
      "Video",
    ]);
    expect(within(channels).getByRole("link", { name: "See what is in the platform" })).toHaveAttribute(
      "href",
      "/financial-wellness-platform",
    );
  });

  it("lists six coaching themes", () => {
    render(<CoachingPage />);
    const themes = within(region("What employees talk to a coach about")).getAllByRole("heading", { level: 3 });

    expect(themes.map((theme) => theme.textContent)).toEqual([
      "Budgeting and cash flow",
      "Paying down debt",
      "Saving for emergencies and goals",
      "Understanding and building credit",
      "Retirement and investing basics",
      "Major life moments",
    ]);
  });

  it("lists four launch and support features", () => {
    render(<CoachingPage />);
    const features = within(region("We launch it with you and stay with you")).getAllByRole("heading", { level: 3 });

    expect(features.map((feature) => feature.textContent)).toEqual([
      "A launch plan",
      "Communication templates",
      "Technical support",
      "Customer success",
    ]);
  });

  it("shows the two survey statistics, footnoted as survey figures rather than product results", () => {
    const { container } = render(<CoachingPage />);
    const stats = region("Employees are asking for this");

    expect(within(stats).getAllByRole("listitem")).toHaveLength(2);
    expect(stats).toHaveTextContent("80%");
    expect(stats).toHaveTextContent("52%");
    const markers = within(stats).getAllByRole("link", { name: /^Footnote \d$/ });
    expect(markers).toHaveLength(2);
    for (const marker of markers) {
      const note = document.getElementById(marker.getAttribute("href")!.slice(1));
      expect(note).toHaveTextContent(/survey responses/);
      expect(note).toHaveTextContent(/not results of using Mariner/);
    }
    expect(percentagesIn(container)).toEqual(new Set(["80%", "52%"]));
  });

  it("quotes three employers by name, title and company", () => {
    render(<CoachingPage />);
    const quotes = within(region("What employers say about coaching")).getAllByRole("figure");

    expect(quotes).toHaveLength(3);
    for (const quote of quotes) {
      const caption = quote.querySelector("figcaption")!;
      expect(caption.children).toHaveLength(2);
      expect(caption.children[0]!.textContent).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
      expect(caption.children[1]!.textContent).toMatch(/^.+, .+$/);
    }
  });

  it("offers 'Request a Demo' and 'See pricing' at the top and the bottom", () => {
    render(<CoachingPage />);

    for (const band of [region("1-on-1 coaching from licensed professionals"), region("Bring a coach to every employee")]) {
      expect(within(band).getByRole("link", { name: "Request a Demo" })).toHaveAttribute("href", "/get-started");
      expect(within(band).getByRole("link", { name: "See pricing" })).toHaveAttribute("href", "/pricing");
    }
  });

  it("gives every image a size and an alt attribute, and every footnote marker a footnote", () => {
    const { container } = render(<CoachingPage />);

    expectImagesSizedWithAlt(container);
    expectFootnoteMarkersResolve();
  });

  it("declares its title, description and canonical URL", () => {
    expect(metadata.title).toBe("Financial Wellness Coaching");
    expect(metadata.description).toMatch(/licensed coaches/);
    expect(metadata.alternates?.canonical).toBe("/financial-wellness-coaching");
  });
});
