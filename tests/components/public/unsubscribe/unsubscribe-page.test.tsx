import { render, screen } from "@testing-library/react";
import UnsubscribePage, { metadata } from "@/app/unsubscribe/page";
import { siteConfig } from "@/lib/site-config";

function visit(search: string) {
  window.history.replaceState({}, "", `/unsubscribe${search}`);
  return render(<UnsubscribePage />);
}

describe("Unsubscribe page", () => {
  afterEach(() => window.history.replaceState({}, "", "/"));

  it("shows the logo, one h1 and a link home, without the public navigation or footer", () => {
    visit("");

    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual([
      "Email preferences",
    ]);
    expect(screen.getByRole("link", { name: `${siteConfig.name} home` })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: `Go to the ${siteConfig.name} home page` })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("banner")).not.toBeInTheDocument();
    expect(screen.queryByRole("contentinfo")).not.toBeInTheDocument();
  });

  it("with a token, links to the preferences page with the token encoded", () => {
    visit("?token=abc%2B1%2F2%3D");

    expect(screen.getByRole("link", { name: "Manage email preferences" })).toHaveAttribute(
      "href",
      "/notifications?token=abc%2B1%2F2%3D",
    );
    expect(screen.queryByText(/unsubscribe link at the bottom/)).not.toBeInTheDocument();
  });

  it("without a token, explains the other ways to unsubscribe", () => {
    visit("?token=");

    expect(screen.queryByRole("link", { name: "Manage email preferences" })).not.toBeInTheDocument();
    expect(screen.getByText(/unsubscribe link at the bottom of any email/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/log-in?next=%2Fnotifications");
    expect(screen.getByText(/and open Notifications/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: siteConfig.infoEmail })).toHaveAttribute(
      "href",
      `mailto:${siteConfig.infoEmail}`,
    );
  });

  it("is noindex with its registry title and canonical URL on the production host", () => {
    expect(metadata.title).toBe("Email preferences");
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.alternates?.canonical).toBe("/unsubscribe");
    expect(String(metadata.metadataBase)).toBe(`https://${siteConfig.host}/`);
  });
});
