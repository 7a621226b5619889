import { render, screen } from "@testing-library/react";
import { SiteFooter } from "@/components/public/site-footer";
import { siteConfig } from "@/lib/site-config";

describe("SiteFooter", () => {
  beforeEach(() => render(<SiteFooter />));

  it("shows the contact email, phone and postal address", () => {
    expect(screen.getByRole("link", { name: siteConfig.infoEmail })).toHaveAttribute(
      "href",
      `mailto:${siteConfig.infoEmail}`,
    );
    expect(screen.getByRole("link", { name: siteConfig.phone })).toHaveAttribute("href", "tel:+15125550142");
    expect(screen.getByText(siteConfig.postalAddress)).toBeInTheDocument();
  });

  it("links the Terms of Use PDF, the Privacy Policy and the California notice", () => {
    expect(screen.getByRole("link", { name: "Terms of Use (PDF)" })).toHaveAttribute(
      "href",
      "/legal/terms-of-use.pdf",
    );
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    expect(screen.getByRole("link", { name: "California Privacy Policy Notice" })).toHaveAttribute("href", "/ccpa");
  });

  it("states the mission, the disclaimers and the copyright", () => {
    expect(screen.getByText(/Our mission is/)).toBeInTheDocument();
    expect(screen.getByText(/Mariner is an affiliate of a registered investment adviser/)).toBeInTheDocument();
    expect(screen.getByText(/not investment, tax or legal advice/)).toBeInTheDocument();
    expect(screen.getByText(/Linking a bank or other financial account is optional/)).toBeInTheDocument();
    expect(screen.getByText(`© ${new Date().getFullYear()} Mariner. All rights reserved.`)).toBeInTheDocument();
  });

  it("links home from the logo", () => {
    expect(screen.getByRole("link", { name: "Mariner home" })).toHaveAttribute("href", "/");
  });
});
