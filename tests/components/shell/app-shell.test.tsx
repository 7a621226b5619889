import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AdminPermission } from "@/components/shell/shell-user";
import { ACTIVE_ADMIN_PLAN_KEY, storeActiveAdminPlan } from "@/components/shell/use-admin-mode";
import { findToast, renderShell } from "./render-shell";
import { buildPlan, buildShellUser } from "./shell-user-factory";

// The role matrix is tested as if every screen were built; "screens not built yet" below checks what is hidden today.
let mockAllScreensBuilt = true;
jest.mock("@/components/shell/built-screens", () => {
  const actual = jest.requireActual<typeof import("@/components/shell/built-screens")>("@/components/shell/built-screens");
  return { hasScreen: (href: string) => mockAllScreensBuilt || actual.hasScreen(href) };
});


const mockPush = jest.fn();
const mockRefresh = jest.fn();
let mockPathname = "/health";
jest.mock("next/navigation", () => ({
  usePathname: () => mockPathname,
  useRouter: () => ({ push: mockPush, refresh: mockRefresh, replace: jest.fn(), back: jest.fn(), prefetch: jest.fn() }),
}));

beforeEach(() => {
  mockPathname = "/health";
  mockPush.mockReset();
  mockRefresh.mockReset();
  window.sessionStorage.clear();
});

const mainNav = () => screen.getAllByRole("navigation", { name: "Main" })[0]!;
const profileButton = () => screen.getByRole("button", { name: /profile menu for/i });

async function openProfileMenu() {
  const user = userEvent.setup();
  await user.click(profileButton());
  // The menu loads on first use.
  return { user, menu: await screen.findByRole("menu") };
}

describe("a plain member", () => {
  it("sees the top navigation, the profile menu and the page, but no admin menu", () => {
    renderShell(buildShellUser());
    const links = within(mainNav()).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["Overview", "/health"],
      ["Accounts", "/accounts"],
      ["Budget", "/budget"],
      ["Spend", "/spend"],
      ["Transactions", "/transactions"],
      ["Goals", "/goals"],
      ["Learn", "/learn"],
      ["Coaching", "/contact"],
    ]);
    expect(profileButton()).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Admin" })).not.toBeInTheDocument();
    expect(screen.getByRole("main")).toHaveAttribute("id", "main");
    expect(screen.getByRole("heading", { name: "Page content" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Skip to main content" })).toHaveAttribute("href", "#main");
  });

  it("opens the profile menu from the keyboard on first use with its first entry focused, and closes back to the button", async () => {
    renderShell(buildShellUser({ firstName: "Jane", lastName: "Doe" }));
    const user = userEvent.setup();
    profileButton().focus();
    await user.keyboard("{Enter}");

    const menu = await screen.findByRole("menu");
    expect(within(menu).getAllByRole("menuitem")[0]).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(profileButton()).toHaveFocus();
  });

  it("gets the profile menu entries in the spec's order, without the switch or investing entries", async () => {
    renderShell(buildShellUser({ firstName: "Jane", lastName: "Doe", plans: [buildPlan({ planName: "Acme Corp" })] }));
    const { menu } = await openProfileMenu();
    expect(menu).toHaveTextContent("Jane Doe");
    expect(menu).toHaveTextContent("Acme Corp");
    expect(within(menu).getAllByRole("menuitem").map((item) => item.textContent)).toEqual([
      "My Profile",
      "Update Account",
      "My Plan",
      "Give Feedback",
      "Report a Bug",
      "Sign Out",
    ]);
    expect(within(menu).getByRole("menuitem", { name: "My Profile" })).toHaveAttribute("href", "/profile");
    expect(within(menu).getByRole("menuitem", { name: "Update Account" })).toHaveAttribute("href", "/account-details");
    expect(within(menu).getByRole("menuitem", { name: "My Plan" })).toHaveAttribute("href", "/plan-details");
  });

  it("shows the email when there is no name, and 'Multiple Plans' or 'No Plan'", async () => {
    const { unmount } = renderShell(
      buildShellUser({ firstName: null, lastName: null, email: "solo@example.com", plans: [buildPlan(), buildPlan()] }),
    );
    let { menu } = await openProfileMenu();
    expect(menu).toHaveTextContent("solo@example.com");
    expect(menu).toHaveTextContent("Multiple Plans");
    unmount();

    renderShell(buildShellUser({ plans: [] }));
    ({ menu } = await openProfileMenu());
    expect(menu).toHaveTextContent("No Plan");
  });

  it("calls the feedback, bug report and sign-out callbacks", async () => {
    const { props } = renderShell(buildShellUser());
    let { user } = await openProfileMenu();
    await user.click(screen.getByRole("menuitem", { name: "Give Feedback" }));
    expect(props.onGiveFeedback).toHaveBeenCalledTimes(1);

    ({ user } = await openProfileMenu());
    await user.click(screen.getByRole("menuitem", { name: "Report a Bug" }));
    expect(props.onReportBug).toHaveBeenCalledTimes(1);

    ({ user } = await openProfileMenu());
    await user.click(screen.getByRole("menuitem", { name: "Sign Out" }));
    expect(props.onSignOut).toHaveBeenCalledTimes(1);
  });

  it("says so when signing out fails", async () => {
    renderShell(buildShellUser(), { onSignOut: jest.fn(async () => Promise.reject(new Error("offline"))) });
    const { user } = await openProfileMenu();
    await user.click(screen.getByRole("menuitem", { name: "Sign Out" }));
    expect(await findToast("Something went wrong. Please try reloading the page.")).toBeInTheDocument();
  });

  it("shows the initials without a photo, and the photo with its alt text when there is one", () => {
    const { unmount } = renderShell(buildShellUser({ firstName: "Jane", lastName: "Doe" }));
    expect(profileButton()).toHaveTextContent("JD");
    unmount();

    renderShell(buildShellUser({ firstName: "Jane", lastName: "Doe", googleAvatarUrl: "https://example.com/a.png" }));
    expect(profileButton()).toHaveAccessibleName("Profile menu for Jane Doe");
    expect(screen.getByAltText("Jane Doe")).toHaveAttribute("src", "https://example.com/a.png");
  });

  it("names the profile button with the initials it shows, then whose menu it is (WCAG 2.5.3 Label in Name)", () => {
    const { unmount } = renderShell(buildShellUser({ firstName: "Jane", lastName: "Doe" }));
    const button = profileButton();
    expect(button).toHaveAccessibleName("JD, profile menu for Jane Doe");
    // The visible text, as a whole word, is part of the name a speech-input user would say.
    const words = (button.getAttribute("aria-label") ?? "").toLowerCase().split(/[^a-z0-9@.]+/);
    expect(words).toContain(button.textContent!.trim().toLowerCase());
    unmount();

    renderShell(buildShellUser({ firstName: null, lastName: null, email: "solo@example.com" }));
    expect(profileButton()).toHaveAccessibleName("S, profile menu for solo@example.com");
    expect(profileButton()).toHaveTextContent("S");
  });
});

describe("screens not built yet", () => {
  beforeEach(() => {
    mockAllScreensBuilt = false;
  });
  afterEach(() => {
    mockAllScreensBuilt = true;
  });

  it("leave no entry in any menu: only links to screens that exist are rendered (and prefetched)", async () => {
    renderShell(buildShellUser({ isStaff: true, isInvestEligible: true }));
    const hrefs = within(mainNav())
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual(["/health", "/accounts", "/investing", "/budget", "/spend", "/transactions", "/goals", "/contact"]); // the money screens since issue 12, Coaching since issue 14, Invest since issue 15
    const { menu, user } = await openProfileMenu();
    expect(within(menu).queryAllByRole("menuitem").map((item) => item.textContent)).toEqual([
      "Update Account", // since issue 13
      "My Plan",
      "Documents", // since issue 15 (investing-eligible users)
      "Notifications", // since issue 13 (investing-eligible users)
      "Give Feedback",
      "Report a Bug",
      "Sign Out",
    ]);
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Admin" }));
    // The admin screens built so far: the plan-success dashboard and Customers (issue 14), feedback and bug reports.
    expect(
      within(screen.getByRole("navigation", { name: "Admin" }))
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/plan-success-dashboard", "/customers", "/admin/feedback"]);
    expect(screen.getByRole("textbox", { name: /Coach Mode/ })).toBeInTheDocument();
  });
});

describe("investing eligibility", () => {
  it("adds Invest to the navigation and Documents and Notifications to the profile menu", async () => {
    renderShell(buildShellUser({ isInvestEligible: true }));
    expect(within(mainNav()).getByRole("link", { name: "Invest" })).toHaveAttribute("href", "/investing");
    const { menu } = await openProfileMenu();
    expect(within(menu).getByRole("menuitem", { name: "Documents" })).toHaveAttribute("href", "/documents");
    expect(within(menu).getByRole("menuitem", { name: "Notifications" })).toHaveAttribute("href", "/notifications");
  });

  it("hides them from everyone else", async () => {
    renderShell(buildShellUser({ isInvestEligible: false }));
    expect(within(mainNav()).queryByRole("link", { name: "Invest" })).not.toBeInTheDocument();
    const { menu } = await openProfileMenu();
    expect(within(menu).queryByRole("menuitem", { name: "Documents" })).not.toBeInTheDocument();
    expect(within(menu).queryByRole("menuitem", { name: "Notifications" })).not.toBeInTheDocument();
  });
});

describe("the current route", () => {
  it("is marked with aria-current on its link only", () => {
    mockPathname = "/goals/42";
    renderShell(buildShellUser());
    expect(within(mainNav()).getByRole("link", { name: "Goals" })).toHaveAttribute("aria-current", "page");
    const marked = within(mainNav())
      .getAllByRole("link")
      .filter((link) => link.hasAttribute("aria-current"));
    expect(marked).toHaveLength(1);
  });
});

describe("a plan owner", () => {
  const owner = () =>
    buildShellUser({
      plans: [
        buildPlan({ planId: "acme", planName: "Acme Corp", adminPermission: "owner" }),
        buildPlan({ planId: "globex", planName: "Globex", adminPermission: "VIEWER" as AdminPermission }),
        buildPlan({ planId: "member", planName: "Member Only" }),
      ],
    });

  it("switches to the admin account: stores the plan, opens its dashboard, lists the plan entries", async () => {
    renderShell(owner());
    expect(screen.queryByRole("button", { name: "Admin" })).not.toBeInTheDocument();
    const { user } = await openProfileMenu();
    await user.click(screen.getByRole("menuitem", { name: "Switch to Admin Account" }));

    expect(window.sessionStorage.getItem(ACTIVE_ADMIN_PLAN_KEY)).toBe("acme");
    expect(mockPush).toHaveBeenCalledWith("/dashboard/acme");
    const entries = within(mainNav()).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")]);
    expect(entries).toEqual([
      ["Acme Corp", "/dashboard/acme"],
      ["Globex", "/dashboard/globex"],
    ]);
  });

  it("switches back to the employee account: clears the plan and goes to /health", async () => {
    storeActiveAdminPlan("acme");
    renderShell(owner());
    expect(within(mainNav()).getByRole("link", { name: "Acme Corp" })).toBeInTheDocument();

    const { user } = await openProfileMenu();
    expect(screen.queryByRole("menuitem", { name: "Switch to Admin Account" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("menuitem", { name: "Switch to Employee Account" }));

    expect(window.sessionStorage.getItem(ACTIVE_ADMIN_PLAN_KEY)).toBeNull();
    expect(mockPush).toHaveBeenCalledWith("/health");
    expect(within(mainNav()).getByRole("link", { name: "Overview" })).toBeInTheDocument();
  });

  it("sees a roster-sync banner linking to the plan's Admin Dashboard", () => {
    renderShell(
      buildShellUser({
        plans: [buildPlan({ planId: "acme", planName: "Acme Corp", adminPermission: "editor", isFinchSyncFailed: true })],
      }),
    );
    const banner = screen.getByRole("region", { name: "Plan notices" });
    expect(banner).toHaveTextContent("The employee roster sync for Acme Corp failed.");
    expect(within(banner).getByRole("link", { name: /Admin Dashboard/ })).toHaveAttribute("href", "/dashboard/acme");
  });

  it("falls back to the member links when the stored plan is no longer one of theirs", () => {
    storeActiveAdminPlan("stale");
    renderShell(buildShellUser());
    expect(within(mainNav()).getByRole("link", { name: "Overview" })).toBeInTheDocument();
  });
});

describe("staff", () => {
  it("see every admin-menu item and no plans banner", async () => {
    renderShell(
      buildShellUser({ isStaff: true, plans: [buildPlan({ adminPermission: "owner", isFinchSyncFailed: true })] }),
    );
    expect(screen.queryByRole("region", { name: "Plan notices" })).not.toBeInTheDocument();
    const user = userEvent.setup();
    const button = screen.getByRole("button", { name: "Admin" });
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");

    const adminNav = screen.getByRole("navigation", { name: "Admin" });
    expect(within(adminNav).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Admin Site", "/admin"],
      ["Plan Success Dashboard", "/plan-success-dashboard"],
      ["Customers", "/customers"],
      ["Feedback and Bug Reports", "/admin/feedback"],
    ]);
    expect(screen.getByRole("combobox", { name: "Select Plan" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Coach Mode/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Start" })).toBeInTheDocument();
  });

  it("close the admin menu with Escape, focus back on its button", async () => {
    renderShell(buildShellUser({ isStaff: true }));
    const user = userEvent.setup();
    const button = screen.getByRole("button", { name: "Admin" });
    await user.click(button);
    await user.tab();
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });
});

describe("an advisor", () => {
  it("sees plan search and the Plan Success Dashboard, not Customers, the admin site or Coach Mode", async () => {
    renderShell(buildShellUser({ isAdvisor: true }));
    await userEvent.setup().click(screen.getByRole("button", { name: "Admin" }));
    const adminNav = screen.getByRole("navigation", { name: "Admin" });
    expect(within(adminNav).getAllByRole("link").map((link) => link.textContent)).toEqual(["Plan Success Dashboard", "Create a Plan"]);
    expect(screen.getByRole("combobox", { name: "Select Plan" })).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: /Coach Mode/ })).not.toBeInTheDocument();
  });

  it("gets a dashboard entry per advisor plan in the admin view", () => {
    act(() => storeActiveAdminPlan("adv-1"));
    renderShell(
      buildShellUser({
        isAdvisor: true,
        plans: [buildPlan({ planId: "own", planName: "Own Plan", adminPermission: "owner" })],
        advisorPlans: [{ planId: "adv-1", planName: "Advised Plan" }],
      }),
    );
    expect(within(mainNav()).getAllByRole("link").map((link) => link.textContent)).toEqual(["Own Plan", "Advised Plan"]);
  });
});

describe("a plan-success manager", () => {
  it("sees only the Plan Success Dashboard", async () => {
    renderShell(buildShellUser({ isPlanSuccessManager: true }));
    await userEvent.setup().click(screen.getByRole("button", { name: "Admin" }));
    const adminNav = screen.getByRole("navigation", { name: "Admin" });
    expect(within(adminNav).getAllByRole("link").map((link) => link.textContent)).toEqual(["Plan Success Dashboard"]);
    expect(screen.queryByRole("combobox", { name: "Select Plan" })).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: /Coach Mode/ })).not.toBeInTheDocument();
  });
});

describe("the compact menu", () => {
  it("opens from its button, is operable by keyboard and closes with Escape", async () => {
    renderShell(buildShellUser());
    const user = userEvent.setup();
    const burger = screen.getByRole("button", { name: "Menu" });
    expect(burger).toHaveAttribute("aria-expanded", "false");
    burger.focus();
    await user.keyboard("{Enter}");
    expect(burger).toHaveAttribute("aria-expanded", "true");
    const panel = document.getElementById(burger.getAttribute("aria-controls")!)!;
    expect(panel).toBeVisible();
    await user.tab();
    expect(within(panel).getByRole("link", { name: "Overview" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(burger).toHaveAttribute("aria-expanded", "false");
    expect(burger).toHaveFocus();
    expect(panel).not.toBeVisible();
  });
});
