import { render, screen, within } from "@testing-library/react";
import PartnersPage, { metadata } from "@/app/(public)/partners/page";
import { partners } from "@/lib/content/partners";

describe("Partners page", () => {
  it("has one h1 and says who partners are", () => {
    render(<PartnersPage />);

    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const kinds = screen.getByRole("region", { name: "Who we partner with" });
    expect(within(kinds).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Benefit brokers",
      "Advisors",
      "Associations",
      "PEOs",
    ]);
  });

  it("lists the four partner benefits, each with an explanation", () => {
    render(<PartnersPage />);
    const benefits = screen.getByRole("region", { name: "Why partners choose Mariner" });

    expect(within(benefits).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Retain more clients",
      "An innovative addition",
      "Aligned",
      "Industry expertise",
    ]);
    for (const item of within(benefits).getAllByRole("listitem")) {
      expect(item.querySelector("p")?.textContent?.length).toBeGreaterThan(40);
    }
  });

  it("links to all ten partner pages by name, each with its logo", () => {
    render(<PartnersPage />);
    const directory = screen.getByRole("region", { name: "Our partners" });
    const links = within(directory).getAllByRole("link");

    expect(links).toHaveLength(10);
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
      partners.map((partner) => [partner.name, `/partners/${partner.slug}`]),
    );
    for (const link of links) {
      const logo = link.querySelector("img");
      expect(logo).toHaveAttribute("alt", "");
      expect(logo?.getAttribute("src")).toMatch(/^\/images\/partners\/[a-z-]+\.svg$/);
    }
  });

  it("offers Request a Demo and the contact email", () => {
    render(<PartnersPage />);
    const contact = screen.getByRole("region", { name: "Let's work together" });

    expect(within(contact).getByRole("link", { name: "Request a Demo" })).toHaveAttribute("href", "/get-started");
    expect(within(contact).getByRole("link", { name: "info@marinerwellness.com" })).toHaveAttribute(
      "href",
      "mailto:info@marinerwellness.com",
    );
  });

  it("declares its title, description and canonical URL", () => {
    expect(metadata.title).toBe("Partners");
    expect(metadata.description).toMatch(/Benefit brokers, advisors and associations/);
    expect(metadata.alternates?.canonical).toBe("/partners");
  });
});
