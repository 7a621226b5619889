import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CombinedError } from "@urql/core";
import { useQuery } from "urql";
import { GraphQLProvider } from "@/components/providers/graphql-provider";
import { isSessionExpiredError } from "@/components/providers/session-expiry-exchange";
import { SessionExpiryProvider } from "@/components/providers/session-expiry-provider";
import { ACTIVE_ADMIN_PLAN_KEY } from "@/components/shell/use-admin-mode";

const EXPIRED_TEXT =
  "Your session has expired due to inactivity. You will automatically be logged out in 5 seconds. Please log back in to continue.";

type Body = { data?: unknown; errors?: Array<{ message: string }> };

/** A fetch that answers GraphQL operations with `answer` and the log-out mutation with success. */
function fakeFetch(answer: Body) {
  return jest.fn(async (_url: string, init?: { body?: string }) => {
    const body: Body = String(init?.body ?? "").includes("logOut") ? { data: { logOut: { loggedOut: true } } } : answer;
    return {
      ok: true,
      status: 200,
      statusText: "OK",
      headers: { get: (name: string) => (name.toLowerCase() === "content-type" ? "application/json" : null) },
      text: async () => JSON.stringify(body),
    };
  });
}

function Profile() {
  const [result] = useQuery<{ authenticationInfo: { email: string } }>({ query: "query { authenticationInfo { email } }" });
  if (result.fetching) return <p>Loading</p>;
  return <p>{result.data?.authenticationInfo.email ?? `Failed: ${result.error?.message ?? ""}`}</p>;
}

function renderSignedIn(navigate: (url: string) => void) {
  return render(
    <SessionExpiryProvider navigate={navigate}>
      <GraphQLProvider>
        <Profile />
      </GraphQLProvider>
    </SessionExpiryProvider>,
  );
}

const SIGN_IN_AGAIN: Body = { data: null, errors: [{ message: "Please sign in and try again." }] };

describe("session expiry (spec 001 §2, §4)", () => {
  const originalFetch = global.fetch;

  beforeEach(() => {
    jest.useFakeTimers();
    document.cookie = "signedin=true; path=/";
    window.history.replaceState(null, "", "/goals/12?tab=edit");
  });

  afterEach(() => {
    jest.useRealTimers();
    global.fetch = originalFetch;
    window.sessionStorage.clear();
  });

  test("an operation answering 'Please sign in and try again.' clears the hint cookie, opens the modal and logs out after 5 s", async () => {
    const fetchMock = fakeFetch(SIGN_IN_AGAIN);
    global.fetch = fetchMock as unknown as typeof fetch;
    const navigate = jest.fn();
    renderSignedIn(navigate);

    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveAccessibleDescription(EXPIRED_TEXT);
    expect(screen.getByRole("button", { name: "Log back in" })).toBeInTheDocument();
    expect(document.cookie).not.toContain("signedin=true");

    act(() => jest.advanceTimersByTime(4_900));
    expect(navigate).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(100));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/log-in?next=%2Fgoals%2F12%3Ftab%3Dedit"));
    // The (HttpOnly) session cookie is cleared by the server's logOut.
    expect(fetchMock.mock.calls.some(([, init]) => String(init?.body).includes("logOut"))).toBe(true);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  test("'Log back in' logs out at once", async () => {
    global.fetch = fakeFetch(SIGN_IN_AGAIN) as unknown as typeof fetch;
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const navigate = jest.fn();
    renderSignedIn(navigate);

    await user.click(await screen.findByRole("button", { name: "Log back in" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/log-in?next=%2Fgoals%2F12%3Ftab%3Dedit"));
    await act(async () => jest.advanceTimersByTime(10_000));
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  test("dismissing cancels the automatic log-out and resets the client's session state", async () => {
    global.fetch = fakeFetch(SIGN_IN_AGAIN) as unknown as typeof fetch;
    window.sessionStorage.setItem(ACTIVE_ADMIN_PLAN_KEY, "plan-1");
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const navigate = jest.fn();
    renderSignedIn(navigate);

    await screen.findByRole("alertdialog");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await act(async () => jest.advanceTimersByTime(10_000));
    expect(navigate).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(ACTIVE_ADMIN_PLAN_KEY)).toBeNull();
  });

  test("other errors and successful answers leave the session alone", async () => {
    global.fetch = fakeFetch({ data: null, errors: [{ message: "Unexpected error." }] }) as unknown as typeof fetch;
    renderSignedIn(jest.fn());
    expect(await screen.findByText(/Failed:/)).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(document.cookie).toContain("signedin=true");
  });

  test("outside the signed-in area the answer is left to the screen", async () => {
    global.fetch = fakeFetch(SIGN_IN_AGAIN) as unknown as typeof fetch;
    render(
      <GraphQLProvider>
        <Profile />
      </GraphQLProvider>,
    );
    expect(await screen.findByText(/Please sign in and try again/)).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });
});

describe("isSessionExpiredError", () => {
  test.each([
    ["Please sign in and try again.", true],
    ["Your session ended. Please sign in and try again.", true],
    ["You do not have permission to do that.", false],
  ])("%p -> %p", (message, expected) => {
    expect(isSessionExpiredError(new CombinedError({ graphQLErrors: [{ message }] }))).toBe(expected);
  });

  test("a network error is not a session expiry", () => {
    expect(isSessionExpiredError(new CombinedError({ networkError: new Error("Failed to fetch") }))).toBe(false);
  });
});
