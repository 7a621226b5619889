import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PublicNav } from "@/components/public/public-nav";

function renderNav() {
  const user = userEvent.setup();
  render(
    <>
      <PublicNav />
      <button type="button">After the header</button>
    </>,
  );
  const burger = screen.getByRole("button", { name: "Menu" });
  const panel = document.getElementById(burger.getAttribute("aria-controls")!)!;
  return { user, burger, panel, inPanel: within(panel) };
}

describe("PublicNav, mobile menu", () => {
  it("points the burger at a hidden panel while closed", () => {
    const { burger, panel } = renderNav();

    expect(burger).toHaveAttribute("aria-expanded", "false");
    expect(panel).toHaveAttribute("id", "mobile-nav-panel");
    expect(panel).not.toBeVisible();
  });

  it("walks closed → open → platform → Back → resources → Back → closed by click", async () => {
    const { user, burger, panel, inPanel } = renderNav();

    await user.click(burger);
    expect(burger).toHaveAttribute("aria-expanded", "true");
    expect(panel).toBeVisible();
    expect(inPanel.getByRole("button", { name: "Platform" })).toHaveFocus();
    expect(inPanel.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing");
    expect(inPanel.getByRole("button", { name: "Resources" })).toBeInTheDocument();
    expect(inPanel.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/log-in");
    expect(inPanel.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/sign-up");
    expect(inPanel.getByRole("link", { name: "Request a Demo" })).toHaveAttribute("href", "/get-started");

    await user.click(inPanel.getByRole("button", { name: "Platform" }));
    expect(inPanel.getByRole("button", { name: "Back" })).toHaveFocus();
    expect(inPanel.getByRole("list", { name: "Platform" })).toBeInTheDocument();
    expect(inPanel.getByRole("link", { name: "Financial Wellness Platform" })).toHaveAttribute(
      "href",
      "/financial-wellness-platform",
    );
    expect(inPanel.getByRole("link", { name: "Financial Wellness Coaching" })).toHaveAttribute(
      "href",
      "/financial-wellness-coaching",
    );
    expect(inPanel.queryByRole("link", { name: "Pricing" })).not.toBeInTheDocument();

    await user.click(inPanel.getByRole("button", { name: "Back" }));
    expect(inPanel.getByRole("button", { name: "Platform" })).toHaveFocus();
    expect(inPanel.getByRole("link", { name: "Pricing" })).toBeInTheDocument();

    await user.click(inPanel.getByRole("button", { name: "Resources" }));
    expect(inPanel.getByRole("button", { name: "Back" })).toHaveFocus();
    expect(inPanel.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/about-us");
    expect(inPanel.getByRole("link", { name: "Partners" })).toHaveAttribute("href", "/partners");

    await user.click(inPanel.getByRole("button", { name: "Back" }));
    expect(inPanel.getByRole("button", { name: "Resources" })).toHaveFocus();

    await user.click(burger);
    expect(burger).toHaveAttribute("aria-expanded", "false");
    expect(panel).not.toBeVisible();
  });

  it("walks the same states by keyboard", async () => {
    const { user, burger, panel, inPanel } = renderNav();

    burger.focus();
    await user.keyboard("{Enter}");
    expect(panel).toBeVisible();
    expect(inPanel.getByRole("button", { name: "Platform" })).toHaveFocus();

    await user.keyboard("{Enter}");
    expect(inPanel.getByRole("button", { name: "Back" })).toHaveFocus();
    expect(inPanel.getByRole("link", { name: "Financial Wellness Platform" })).toBeInTheDocument();

    await user.keyboard("{Enter}");
    expect(inPanel.getByRole("button", { name: "Platform" })).toHaveFocus();

    await user.tab(); // Pricing
    await user.tab(); // Resources
    expect(inPanel.getByRole("button", { name: "Resources" })).toHaveFocus();
    await user.keyboard(" ");
    expect(inPanel.getByRole("button", { name: "Back" })).toHaveFocus();
    expect(inPanel.getByRole("link", { name: "Partners" })).toBeInTheDocument();

    await user.keyboard("{Enter}");
    expect(inPanel.getByRole("button", { name: "Resources" })).toHaveFocus();

    await user.tab({ shift: true }); // Pricing
    await user.tab({ shift: true }); // Platform
    await user.tab({ shift: true }); // the burger, still inside the menu's container
    expect(burger).toHaveFocus();
    expect(panel).toBeVisible();
    await user.keyboard("{Enter}");
    expect(burger).toHaveAttribute("aria-expanded", "false");
    expect(panel).not.toBeVisible();
  });

  it("closes with Escape from any state and returns focus to the burger", async () => {
    const { user, burger, panel, inPanel } = renderNav();

    await user.click(burger);
    await user.keyboard("{Escape}");
    expect(panel).not.toBeVisible();
    expect(burger).toHaveFocus();

    await user.click(burger);
    await user.click(inPanel.getByRole("button", { name: "Resources" }));
    await user.keyboard("{Escape}");
    expect(burger).toHaveAttribute("aria-expanded", "false");
    expect(burger).toHaveFocus();

    // Reopening starts from the top level, not the sub-menu left behind.
    await user.click(burger);
    expect(inPanel.getByRole("button", { name: "Platform" })).toHaveFocus();
  });

  it("closes on a click outside, when focus tabs out of the panel, and when a link is followed", async () => {
    const { user, burger, panel, inPanel } = renderNav();

    await user.click(burger);
    await user.click(document.body);
    expect(panel).not.toBeVisible();

    await user.click(burger);
    inPanel.getByRole("link", { name: "Request a Demo" }).focus();
    await user.tab();
    expect(screen.getByRole("button", { name: "After the header" })).toHaveFocus();
    expect(panel).not.toBeVisible();

    // jsdom cannot navigate; cancelling after the link's own handler leaves the close to be observed.
    const cancelNavigation = (event: MouseEvent) => event.preventDefault();
    document.addEventListener("click", cancelNavigation);
    await user.click(burger);
    await user.click(inPanel.getByRole("button", { name: "Platform" }));
    await user.click(inPanel.getByRole("link", { name: "Financial Wellness Coaching" }));
    expect(burger).toHaveAttribute("aria-expanded", "false");
    document.removeEventListener("click", cancelNavigation);
  });
});
