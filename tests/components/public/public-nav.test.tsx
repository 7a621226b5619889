import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PublicNav } from "@/components/public/public-nav";

/** The desktop bar; while the mobile panel is closed (hidden) it is the only "Main" navigation in the tree. */
function desktopNav() {
  return screen.getByRole("navigation", { name: "Main" });
}

describe("PublicNav, desktop", () => {
  it("links the logo home and shows every entry with its href", async () => {
    const user = userEvent.setup();
    render(<PublicNav />);

    expect(screen.getByRole("link", { name: "Mariner home" })).toHaveAttribute("href", "/");

    const nav = within(desktopNav());
    expect(nav.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing");
    expect(nav.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/log-in");
    expect(nav.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/sign-up");
    expect(nav.getByRole("link", { name: "Request a Demo" })).toHaveAttribute("href", "/get-started");

    const platform = nav.getByRole("button", { name: "Platform" });
    expect(platform).toHaveAttribute("aria-expanded", "false");
    expect(nav.queryByRole("link", { name: "Financial Wellness Platform" })).not.toBeInTheDocument();

    await user.click(platform);
    expect(platform).toHaveAttribute("aria-expanded", "true");
    expect(document.getElementById(platform.getAttribute("aria-controls")!)).toBeVisible();
    expect(nav.getByRole("link", { name: "Financial Wellness Platform" })).toHaveAttribute(
      "href",
      "/financial-wellness-platform",
    );
    expect(nav.getByRole("link", { name: "Financial Wellness Coaching" })).toHaveAttribute(
      "href",
      "/financial-wellness-coaching",
    );

    const resources = nav.getByRole("button", { name: "Resources" });
    await user.click(resources);
    expect(platform).toHaveAttribute("aria-expanded", "false");
    expect(resources).toHaveAttribute("aria-expanded", "true");
    expect(nav.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/about-us");
    expect(nav.getByRole("link", { name: "Partners" })).toHaveAttribute("href", "/partners");
  });

  it("reads a menu link's description after its name", async () => {
    const user = userEvent.setup();
    render(<PublicNav />);
    await user.click(within(desktopNav()).getByRole("button", { name: "Platform" }));

    expect(screen.getByRole("link", { name: "Financial Wellness Coaching" })).toHaveAccessibleDescription(
      /unlimited 1-on-1/,
    );
  });

  it("closes a menu with Escape and returns focus to its button", async () => {
    const user = userEvent.setup();
    render(<PublicNav />);
    const resources = within(desktopNav()).getByRole("button", { name: "Resources" });

    await user.click(resources);
    await user.tab();
    expect(screen.getByRole("link", { name: "About Us" })).toHaveFocus();
    await user.keyboard("{Escape}");

    expect(resources).toHaveAttribute("aria-expanded", "false");
    expect(resources).toHaveFocus();
    expect(screen.queryByRole("link", { name: "About Us" })).not.toBeInTheDocument();
  });

  it("closes a menu on a click outside it and when focus tabs away", async () => {
    const user = userEvent.setup();
    render(<PublicNav />);
    const nav = within(desktopNav());
    const platform = nav.getByRole("button", { name: "Platform" });

    await user.click(platform);
    await user.click(document.body);
    expect(platform).toHaveAttribute("aria-expanded", "false");

    await user.click(platform);
    await user.tab(); // Financial Wellness Platform
    await user.tab(); // Financial Wellness Coaching
    await user.tab(); // Pricing, outside the menu
    expect(nav.getByRole("link", { name: "Pricing" })).toHaveFocus();
    expect(platform).toHaveAttribute("aria-expanded", "false");
  });
});
