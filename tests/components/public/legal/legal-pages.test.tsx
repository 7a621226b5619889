import { render, screen, within } from "@testing-library/react";
import CaliforniaPrivacyNoticePage, { metadata as ccpaMetadata } from "@/app/(public)/ccpa/page";
import PrivacyPage, { metadata as privacyMetadata } from "@/app/(public)/privacy/page";
import {
  deletionRequestWindowMonths,
  maxDeletionRequests,
  responseDeadlineDays,
  responseExtensionDays,
} from "@/lib/content/legal/california-privacy-notice";
import { siteConfig } from "@/lib/site-config";

/** Every h2 section's heading must be reachable from the table of contents, and every contents link must land. */
function expectContentsMatchSections() {
  const contents = screen.getByRole("navigation", { name: "On this page" });
  const links = within(contents).getAllByRole("link");
  const sections = screen
    .getAllByRole("heading", { level: 2 })
    .filter((heading) => heading.textContent !== "On this page");

  expect(links.map((link) => link.textContent)).toEqual(sections.map((heading) => heading.textContent));
  for (const link of links) {
    const target = document.getElementById(link.getAttribute("href")!.slice(1));
    expect(target).toBeInTheDocument();
    expect(within(target!).getAllByRole("heading")[0]).toHaveTextContent(link.textContent!);
  }
}

describe("Privacy Policy page", () => {
  beforeEach(() => render(<PrivacyPage />));

  it("has one h1, the 'Last updated' date and a table of contents that matches its sections", () => {
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual([
      "Privacy Policy",
    ]);
    expect(screen.getByText("November 21, 2026")).toHaveAttribute("dateTime", "2026-11-21");
    expect(screen.getByRole("region", { name: "Privacy Policy" })).toHaveTextContent("Last updated November 21, 2026");
    expectContentsMatchSections();
  });

  it("covers what a workplace financial-wellness privacy policy must", () => {
    const headings = screen.getAllByRole("heading").map((heading) => heading.textContent);
    for (const heading of [
      "Information we collect",
      "Account information",
      "Profile information",
      "Linked-account data through Plaid",
      "How we use information",
      "What your employer sees",
      "Coaches",
      "How we share information",
      "We do not sell personal information",
      "How we protect information",
      "How long we keep information",
      "Children's privacy",
      "Your choices",
      "California residents",
      "Contact us",
    ]) {
      expect(headings).toContain(heading);
    }
  });

  it("explains the Plaid data, links Plaid's privacy policy and says how to disconnect", () => {
    const plaid = screen.getByRole("region", { name: "Linked-account data through Plaid" });

    expect(plaid).toHaveTextContent(/Plaid/);
    expect(within(plaid).getByRole("link", { name: "Plaid End User Privacy Policy" })).toHaveAttribute(
      "href",
      "https://plaid.com/legal/#end-user-privacy-policy",
    );
    expect(plaid).toHaveTextContent(/disconnect a linked account at any time/);
  });

  it("keeps individual finances from employers and links the California notice", () => {
    expect(screen.getByRole("region", { name: "What your employer sees" })).toHaveTextContent(
      /only aggregated, de-identified results.*never show your employer your individual finances/,
    );
    expect(
      within(screen.getByRole("region", { name: "California residents" })).getByRole("link", {
        name: "California Privacy Policy Notice",
      }),
    ).toHaveAttribute("href", "/ccpa");
  });

  it("gives the contact email and postal address", () => {
    const contact = screen.getByRole("region", { name: "Contact us" });

    expect(within(contact).getByRole("link", { name: siteConfig.infoEmail })).toHaveAttribute(
      "href",
      `mailto:${siteConfig.infoEmail}`,
    );
    expect(contact).toHaveTextContent(siteConfig.postalAddress);
  });

  it("declares its registry title and canonical URL", () => {
    expect(privacyMetadata.title).toBe("Privacy Policy");
    expect(privacyMetadata.alternates?.canonical).toBe("/privacy");
  });
});

describe("California Privacy Policy Notice page", () => {
  beforeEach(() => render(<CaliforniaPrivacyNoticePage />));

  it("has one h1 and a table of contents that matches its sections", () => {
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual([
      "California Privacy Policy Notice",
    ]);
    expectContentsMatchSections();
  });

  it("states the spec's figures: two deletion requests per twelve months, 45 days, up to 90 more", () => {
    expect([maxDeletionRequests, deletionRequestWindowMonths, responseDeadlineDays, responseExtensionDays]).toEqual([
      2, 12, 45, 90,
    ]);
    const rights = screen.getByRole("region", { name: "Your rights" });
    expect(rights).toHaveTextContent("request to delete up to two times in a twelve-month period");

    const timing = screen.getByRole("region", { name: "When we respond" });
    expect(timing).toHaveTextContent("within 45 days");
    expect(timing).toHaveTextContent("extend that period by up to 90 days");
    expect(timing).toHaveTextContent(/tell you why/);
  });

  it("lists every right, and says we do not sell or share", () => {
    const rights = within(screen.getByRole("region", { name: "Your rights" }))
      .getAllByRole("term")
      .map((term) => term.textContent);

    expect(rights).toEqual([
      "Right to know",
      "Right to delete",
      "Right to correct",
      "Right to opt out of sale or sharing",
      "Right to limit the use of sensitive personal information",
      "Right to non-discrimination",
    ]);
    expect(screen.getByRole("region", { name: "We do not sell or share personal information" })).toHaveTextContent(
      "We do not sell personal information",
    );
  });

  it("says how to submit a request (email and phone), how it is verified and how agents may act", () => {
    const submit = screen.getByRole("region", { name: "How to submit a request" });

    expect(within(submit).getByRole("link", { name: siteConfig.infoEmail })).toHaveAttribute(
      "href",
      `mailto:${siteConfig.infoEmail}`,
    );
    expect(within(submit).getByRole("link", { name: siteConfig.phone })).toHaveAttribute("href", "tel:+15125550142");
    expect(screen.getByRole("region", { name: "How we verify your request" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Authorized agents" })).toHaveTextContent(/authorized agent/);
  });

  it("links back to the Privacy Policy", () => {
    expect(screen.getAllByRole("link", { name: "Privacy Policy" })[0]).toHaveAttribute("href", "/privacy");
  });

  it("declares its registry title and canonical URL", () => {
    expect(ccpaMetadata.title).toBe("California Privacy Policy Notice");
    expect(ccpaMetadata.alternates?.canonical).toBe("/ccpa");
  });
});
