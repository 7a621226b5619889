import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { findToast, renderShell } from "./render-shell";
import { buildShellUser } from "./shell-user-factory";

const mockPush = jest.fn();
const mockRefresh = jest.fn();
jest.mock("next/navigation", () => ({
  usePathname: () => "/health",
  useRouter: () => ({ push: mockPush, refresh: mockRefresh, replace: jest.fn(), back: jest.fn(), prefetch: jest.fn() }),
}));

const mockOpenAsNewViewer = jest.fn();
jest.mock("@/components/shell/open-as-new-viewer", () => ({
  openAsNewViewer: (...args: unknown[]) => mockOpenAsNewViewer(...args),
}));

beforeEach(() => {
  mockOpenAsNewViewer.mockReset();
  mockPush.mockReset();
  mockRefresh.mockReset();
  window.sessionStorage.clear();
});

const coached = () =>
  buildShellUser({
    email: "customer@example.com",
    isCoachMode: true,
    coachedUser: { id: "cust-7", email: "customer@example.com" },
  });

describe("Coach Mode profile menu", () => {
  it("offers Report a Bug but not Give Feedback: the survey is the customer's own opinion", async () => {
    renderShell(coached());
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: /profile menu/ }));
    const items = within(screen.getByRole("menu")).getAllByRole("menuitem").map((item) => item.textContent);
    expect(items).toContain("Report a Bug");
    expect(items).not.toContain("Give Feedback");
  });
});

describe("Coach Mode banner", () => {
  it("is absent outside Coach Mode", () => {
    renderShell(buildShellUser());
    expect(screen.queryByRole("region", { name: "Coach Mode" })).not.toBeInTheDocument();
  });

  it("names the customer and links to their page", () => {
    renderShell(coached());
    const banner = screen.getByRole("region", { name: "Coach Mode" });
    expect(banner).toHaveTextContent("You are currently in Coach Mode as customer@example.com");
    expect(within(banner).getByRole("link", { name: "customer@example.com" })).toHaveAttribute("href", "/customers/cust-7");
  });

  it("exits: loads the customer page as a new document, carrying the confirmation", async () => {
    const { props } = renderShell(coached());
    await userEvent.setup().click(screen.getByRole("button", { name: "Exit Coach Mode" }));
    expect(props.onExitCoachMode).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(mockOpenAsNewViewer).toHaveBeenCalledWith("/customers/cust-7", {
        theme: "success",
        message: "You have now exited Coach Mode",
      }),
    );
    // No client-side navigation that could reuse the customer's cached data.
    expect(mockPush).not.toHaveBeenCalled();
  });

  it("shows the server's error and stays in Coach Mode", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    renderShell(coached(), { onExitCoachMode: jest.fn(async () => ({ error: "Coach session not found" })) });
    await userEvent.setup().click(screen.getByRole("button", { name: "Exit Coach Mode" }));
    expect(await findToast("Coach session not found")).toBeInTheDocument();
    expect(mockOpenAsNewViewer).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalled();
  });

  it.each([
    ["an empty error", jest.fn(async () => ({ error: "" }))],
    ["a failed request", jest.fn(async () => Promise.reject(new Error("Network down")))],
  ])("falls back to 'Unable to log out of Coach Mode' on %s", async (_, onExitCoachMode) => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    renderShell(coached(), { onExitCoachMode });
    await userEvent.setup().click(screen.getByRole("button", { name: "Exit Coach Mode" }));
    expect(await findToast("Unable to log out of Coach Mode")).toBeInTheDocument();
    expect(mockOpenAsNewViewer).not.toHaveBeenCalled();
  });
});

describe("starting Coach Mode (staff)", () => {
  async function startCoachMode(email: string, onStartCoachMode: jest.Mock) {
    renderShell(buildShellUser({ isStaff: true }), { onStartCoachMode });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Admin" }));
    await user.type(screen.getByRole("textbox", { name: /Coach Mode/ }), email);
    await user.click(screen.getByRole("button", { name: "Start" }));
  }

  it("loads the customer's overview as a new document, announcing the customer now viewed", async () => {
    const onStartCoachMode = jest.fn(async () => ({ error: null }));
    await startCoachMode(" sue@example.com ", onStartCoachMode);
    expect(onStartCoachMode).toHaveBeenCalledWith("sue@example.com");
    await waitFor(() =>
      expect(mockOpenAsNewViewer).toHaveBeenCalledWith("/health", {
        theme: "success",
        message: "You are now viewing sue@example.com",
      }),
    );
    expect(mockPush).not.toHaveBeenCalled();
    // The admin panel closes, so it does not cover the Coach Mode banner and its exit.
    expect(screen.getByRole("button", { name: "Admin" })).toHaveAttribute("aria-expanded", "false");
  });

  it("says it could not log into the customer on an error", async () => {
    const onStartCoachMode = jest.fn(async () => ({ error: "No such user" }));
    await startCoachMode("nobody@example.com", onStartCoachMode);
    expect(await findToast("You were unable to log into nobody@example.com")).toBeInTheDocument();
    expect(mockOpenAsNewViewer).not.toHaveBeenCalled();
    expect(screen.getByRole("textbox", { name: /Coach Mode/ })).toHaveValue("nobody@example.com");
  });

  it("does nothing without an email", async () => {
    const onStartCoachMode = jest.fn(async () => ({ error: null }));
    renderShell(buildShellUser({ isStaff: true }), { onStartCoachMode });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Admin" }));
    await user.click(screen.getByRole("button", { name: "Start" }));
    await waitFor(() => expect(onStartCoachMode).not.toHaveBeenCalled());
  });
});

describe("Coach Mode by consent (staff)", () => {
  const refusal = "You were unable to log into sue@example.com. The member has not given you access. Ask them for access first.";

  async function refused(overrides: Parameters<typeof renderShell>[1] = {}) {
    const onStartCoachMode = jest.fn(async () => ({ error: refusal }));
    const result = renderShell(buildShellUser({ isStaff: true }), { onStartCoachMode, ...overrides });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Admin" }));
    await user.type(screen.getByRole("textbox", { name: /Coach Mode/ }), "sue@example.com");
    await user.click(screen.getByRole("button", { name: "Start" }));
    expect(await findToast(refusal)).toBeInTheDocument();
    return { ...result, user, onStartCoachMode };
  }

  it("after a refusal, asks the member for access with a reason", async () => {
    const onRequestCoachAccess = jest.fn(async () => ({ error: null }));
    const { user } = await refused({ onRequestCoachAccess });
    await user.type(screen.getByRole("textbox", { name: /Reason \(the member sees it\)/ }), "Budget review before our call");
    await user.click(screen.getByRole("button", { name: "Ask for access" }));
    expect(onRequestCoachAccess).toHaveBeenCalledWith("sue@example.com", "Budget review before our call");
    expect(await findToast("Request sent to sue@example.com")).toBeInTheDocument();
    expect(mockOpenAsNewViewer).not.toHaveBeenCalled();
  });

  it("emergency access opens the member at once with the written reason", async () => {
    const onEmergencyCoachAccess = jest.fn(async () => ({ error: null }));
    const { user, onStartCoachMode } = await refused({ onRequestCoachAccess: jest.fn(), onEmergencyCoachAccess });
    onStartCoachMode.mockResolvedValueOnce({ error: null } as never);
    await user.click(screen.getByText("Emergency access without asking"));
    const reason = "Member locked out on the phone; checking a suspected fraudulent connection.";
    await user.type(screen.getByRole("textbox", { name: /Emergency reason/ }), reason);
    await user.click(screen.getByRole("button", { name: "Open now (emergency)" }));
    expect(onEmergencyCoachAccess).toHaveBeenCalledWith("sue@example.com", reason);
    await waitFor(() =>
      expect(mockOpenAsNewViewer).toHaveBeenCalledWith("/health", { theme: "success", message: "You are now viewing sue@example.com" }),
    );
  });

  it("shows the server's reason for a refused request", async () => {
    const onRequestCoachAccess = jest.fn(async () => ({ error: "Please write at least 10 characters about why you need access." }));
    const { user } = await refused({ onRequestCoachAccess });
    await user.click(screen.getByRole("button", { name: "Ask for access" }));
    expect(await findToast("Please write at least 10 characters")).toBeInTheDocument();
  });
});

describe("Coach Mode banner: the member's consent", () => {
  it("says whether changes are allowed and how long is left", () => {
    const endsAt = new Date(Date.now() + 37 * 60_000 - 1000).toISOString();
    renderShell(buildShellUser({ ...coached(), coachAccess: { endsAt, canEdit: false } }));
    const banner = screen.getByRole("region", { name: "Coach Mode" });
    expect(banner).toHaveTextContent("You are currently in Coach Mode as customer@example.com");
    expect(banner).toHaveTextContent("View only");
    expect(banner).toHaveTextContent("(37 min left)");
  });
});
