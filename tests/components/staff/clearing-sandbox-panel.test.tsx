import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ClearingSandboxPanel } from "@/components/staff/clearing-sandbox-panel";
import { ToastProvider } from "@/components/ui/toast";

const mockRefresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: mockRefresh }) }));

const fetchMock = jest.fn();
const originalFetch = global.fetch;
afterAll(() => {
  global.fetch = originalFetch;
});
beforeEach(() => {
  mockRefresh.mockReset();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function answer(status: number, body: unknown) {
  // jsdom has no Response: the two fields the panel reads.
  fetchMock.mockResolvedValueOnce({ ok: status >= 200 && status < 300, status, json: async () => body });
}

describe("ClearingSandboxPanel", () => {
  test("forces the chosen outcome as JSON, says the new state and refreshes the page", async () => {
    answer(200, { ok: true, state: "ACTION_REQUIRED", syncQueued: true });
    render(
      <ToastProvider>
        <ClearingSandboxPanel clearingAccountId="acct-1" />
      </ToastProvider>,
    );
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Outcome"), "ACTION_REQUIRED");
    await user.click(screen.getByRole("button", { name: "Force outcome" }));
    expect(await screen.findByText(/now ACTION_REQUIRED/)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/dev/clearing-firm");
    expect(init.headers).toEqual({ "content-type": "application/json" });
    expect(JSON.parse(init.body as string)).toEqual({ accountId: "acct-1", action: "force", outcome: "ACTION_REQUIRED" });
    expect(mockRefresh).toHaveBeenCalled();
  });

  test("a refusal is shown and nothing is refreshed", async () => {
    answer(409, { error: "The application is not submitted: its agreements are not all affirmed." });
    render(
      <ToastProvider>
        <ClearingSandboxPanel clearingAccountId="acct-1" />
      </ToastProvider>,
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Complete review now" }));
    expect(await screen.findByText(/not submitted/)).toBeInTheDocument();
    expect(mockRefresh).not.toHaveBeenCalled();
  });
});
