import { render, screen, within } from "@testing-library/react";
import { CustomerQuotes } from "@/components/public/landing/customer-quotes";
import { coachingQuotes, landingQuotes, quoteQualifier } from "@/lib/content/quotes";

describe("CustomerQuotes", () => {
  it("shows the landing quotes by default, each with the speaker's name, title and company", () => {
    render(<CustomerQuotes />);
    const figures = screen.getAllByRole("figure");

    expect(screen.getByRole("heading", { level: 2, name: "What employers say" })).toBeInTheDocument();
    expect(figures).toHaveLength(landingQuotes.length);
    landingQuotes.forEach((quote, index) => {
      const figure = figures[index]!;
      expect(figure).toHaveTextContent(quote.quote);
      expect(figure).toHaveTextContent(quote.name);
      expect(figure).toHaveTextContent(`${quote.title}, ${quote.company}`);
    });
  });

  it("renders a given list under a given heading", () => {
    render(<CustomerQuotes quotes={coachingQuotes} heading="What employers say about coaching" intro="Intro." />);
    const region = screen.getByRole("region", { name: "What employers say about coaching" });

    expect(within(region).getAllByRole("figure")).toHaveLength(3);
    for (const quote of coachingQuotes) expect(region).toHaveTextContent(quote.name);
  });

  it("qualifies the quotes under them, or by a footnote marker when the page has footnotes", () => {
    const { unmount } = render(<CustomerQuotes />);
    expect(screen.getByText(quoteQualifier)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /^Footnote/ })).not.toBeInTheDocument();
    unmount();

    render(<CustomerQuotes footnote={2} />);
    expect(screen.queryByText(quoteQualifier)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Footnote 2" })).toHaveAttribute("href", "#footnote-2");
  });
});
