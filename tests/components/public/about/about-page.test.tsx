import { render, screen, within } from "@testing-library/react";
import AboutUsPage, { metadata } from "@/app/(public)/about-us/page";
import { mission } from "@/lib/content/company";

const coreValues = [
  "Listen and empathize",
  "Trust",
  "Work toward justice",
  "Be inclusive",
  "Work with integrity and universal principles",
  "Seek joy and improvement",
];

describe("About us page", () => {
  it("has one h1 and bands for the story, values, press and hiring", () => {
    render(<AboutUsPage />);

    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Our story",
      "What we value",
      "In the press",
      "Help us build it",
    ]);
  });

  it("states the mission and the founding year", () => {
    render(<AboutUsPage />);

    expect(screen.getByText(mission)).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Our story" })).toHaveTextContent(/started in 2015/);
    expect(screen.getByText("Since 2015")).toBeInTheDocument();
  });

  it("names the six core values, each with an explanation", () => {
    render(<AboutUsPage />);
    const values = screen.getByRole("region", { name: "What we value" });

    expect(within(values).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(
      coreValues,
    );
    for (const item of within(values).getAllByRole("listitem")) {
      expect(item.querySelector("p")?.textContent?.length).toBeGreaterThan(40);
    }
  });

  it("shows four press logos with alt text and a press contact", () => {
    render(<AboutUsPage />);
    const pressBand = screen.getByRole("region", { name: "In the press" });
    const logos = within(pressBand).getAllByRole("img");

    expect(logos).toHaveLength(4);
    for (const logo of logos) {
      expect(logo).toHaveAttribute("alt", expect.stringMatching(/\S+ logo$/));
      expect(logo).toHaveAttribute("width", "200");
      expect(logo).toHaveAttribute("height", "56");
      expect(logo.getAttribute("src")).toMatch(/^\/images\/about\/[a-z-]+\.svg$/);
    }
    expect(within(pressBand).getByRole("link", { name: "info@marinerwellness.com" })).toHaveAttribute(
      "href",
      "mailto:info@marinerwellness.com",
    );
  });

  it("invites people to the jobs page", () => {
    render(<AboutUsPage />);
    const hiring = screen.getByRole("region", { name: "Help us build it" });

    expect(within(hiring).getByRole("link", { name: "See open roles" })).toHaveAttribute("href", "/jobs");
  });

  it("states no figures beyond the spec's", () => {
    const { container } = render(<AboutUsPage />);

    expect(container.textContent).not.toMatch(/\d+(?:\.\d+)?%/);
    const numbers = new Set(container.textContent?.match(/\d+/g));
    expect(numbers).toEqual(new Set(["2015", "10", "1"])); // founded, setup minutes, "1-on-1"
  });

  it("declares its title, description and canonical URL", () => {
    expect(metadata.title).toBe("About us");
    expect(metadata.description).toMatch(/Since 2015/);
    expect(metadata.alternates?.canonical).toBe("/about-us");
  });
});
