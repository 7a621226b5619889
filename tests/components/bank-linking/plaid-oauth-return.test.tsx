import { act, render, screen, waitFor } from "@testing-library/react";
import { PlaidOAuthReturn } from "@/components/bank-linking/plaid-oauth-return";
import type { PlaidLinkFactory } from "@/components/bank-linking/load-plaid-link";
import { rememberPendingLink, takeLinkOutcome } from "@/components/bank-linking/pending-link";
import { GraphQLProvider } from "@/components/providers/graphql-provider";
import { fakeGraphQL } from "../../helpers/fake-graphql-fetch";

const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace }) }));

type LinkOptions = Parameters<PlaidLinkFactory["create"]>[0];

/** The provider's Link as the page would find it after its script loaded; records how it was opened. */
function fakeProviderLink() {
  const handler = { open: jest.fn(), destroy: jest.fn() };
  const created: LinkOptions[] = [];
  window.Plaid = {
    create: (options) => {
      created.push(options);
      return handler;
    },
  };
  return { handler, created };
}

const linked = {
  createPlaidAccounts: {
    __typename: "CreatePlaidAccountsPayload",
    error: null,
    institutionItem: { __typename: "InstitutionItem", id: "item-1", name: "Chase" },
  },
};

function renderReturn() {
  render(
    <GraphQLProvider>
      <PlaidOAuthReturn />
    </GraphQLProvider>,
  );
}

describe("/plaid-oauth return", () => {
  const originalFetch = global.fetch;
  beforeEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
    window.history.replaceState(null, "", "/plaid-oauth?oauth_state_id=state-123");
    replace.mockClear();
  });
  afterEach(() => {
    global.fetch = originalFetch;
    delete window.Plaid;
  });

  test("resumes the provider's Link with the URL the bank sent back, links the accounts and returns with the outcome", async () => {
    const sent = fakeGraphQL({ CreatePlaidAccounts: [{ data: linked }] });
    const { handler, created } = fakeProviderLink();
    rememberPendingLink({ linkToken: "link-production-abc", returnTo: "/onboarding" });
    renderReturn();

    await waitFor(() => expect(handler.open).toHaveBeenCalledTimes(1));
    expect(created[0]).toMatchObject({
      token: "link-production-abc",
      receivedRedirectUri: "http://localhost/plaid-oauth?oauth_state_id=state-123",
    });
    expect(screen.getByRole("heading", { name: "Connecting your bank" })).toBeInTheDocument();

    act(() => created[0]!.onSuccess("public-production-9", { institution: { name: "Chase", institution_id: "ins_56" } }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/onboarding"));
    expect(sent.filter((operation) => operation.operationName === "CreatePlaidAccounts")).toEqual([
      {
        operationName: "CreatePlaidAccounts",
        variables: { publicToken: "public-production-9", institutionData: { name: "Chase", institutionId: "ins_56" } },
      },
    ]);
    expect(takeLinkOutcome()).toEqual({ message: "Chase accounts added", theme: "success" });
    // The link is over: a second visit has nothing to resume.
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
  });

  test("leaving the provider's Link goes back without linking or telling anything", async () => {
    const sent = fakeGraphQL({});
    const { handler, created } = fakeProviderLink();
    rememberPendingLink({ linkToken: "link-production-abc", returnTo: "/accounts?tab=assets" });
    renderReturn();
    await waitFor(() => expect(handler.open).toHaveBeenCalled());

    act(() => created[0]!.onExit(null, {}));
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/accounts?tab=assets"));
    expect(sent).toEqual([]);
    expect(takeLinkOutcome()).toBeUndefined();
  });

  test("a failed link is told on the page the member returns to", async () => {
    fakeGraphQL({ CreatePlaidAccounts: [{ data: { createPlaidAccounts: { __typename: "CreatePlaidAccountsPayload", error: "Something failed", institutionItem: null } } }] });
    const { handler, created } = fakeProviderLink();
    rememberPendingLink({ linkToken: "link-production-abc", returnTo: "/accounts" });
    renderReturn();
    await waitFor(() => expect(handler.open).toHaveBeenCalled());

    act(() => created[0]!.onSuccess("public-production-9", { institution: { name: "Chase", institution_id: "ins_56" } }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/accounts"));
    expect(takeLinkOutcome()).toEqual({ message: "Error connecting to institution. Please try again later.", theme: "error" });
  });

  test.each([
    ["no link began in this browser", () => {}],
    ["the link began more than 4 hours ago", () => {
      window.localStorage.setItem(
        "mariner.bank-link.pending",
        JSON.stringify({ linkToken: "link-production-abc", returnTo: "/accounts", savedAt: Date.now() - 4 * 3_600_000 }),
      );
    }],
  ])("%s: says the connection can't be finished and links to accounts", async (_case, arrange) => {
    const { handler } = fakeProviderLink();
    arrange();
    renderReturn();
    expect(await screen.findByRole("heading", { name: "We couldn't finish connecting your bank" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to accounts" })).toHaveAttribute("href", "/accounts");
    expect(handler.open).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
  });

  test("only a same-site path is returned to", async () => {
    fakeGraphQL({});
    const { handler, created } = fakeProviderLink();
    rememberPendingLink({ linkToken: "link-production-abc", returnTo: "//evil.example/accounts" });
    renderReturn();
    await waitFor(() => expect(handler.open).toHaveBeenCalled());
    act(() => created[0]!.onExit(null, {}));
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/health"));
  });
});
