import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LinkBankButton } from "@/components/bank-linking/link-bank-button";
import { PLAID_LINK_SCRIPT, type PlaidLinkFactory } from "@/components/bank-linking/load-plaid-link";
import { readPendingLink, rememberLinkOutcome } from "@/components/bank-linking/pending-link";
import { SANDBOX_ROUTE } from "@/components/bank-linking/sandbox-link-dialog";
import { GraphQLProvider } from "@/components/providers/graphql-provider";
import { ToastProvider } from "@/components/ui/toast";

type Json = Record<string, unknown>;
type Calls = { graphql: Json[]; sandbox: Json[] };

const PLATYPUS_ACCOUNTS = [
  { accountKey: "checking", name: "Plaid Checking", mask: "0000", subtype: "checking" },
  { accountKey: "savings", name: "Plaid Saving", mask: "1111", subtype: "savings" },
];

function jsonResponse(status: number, body: unknown) {
  return {
    ok: status < 400,
    status,
    statusText: "",
    headers: { get: (name: string) => (name.toLowerCase() === "content-type" ? "application/json" : null) },
    text: async () => JSON.stringify(body),
    json: async () => body,
  };
}

/** The GraphQL endpoint and the sandbox route, as the browser would reach them. */
function fakeServer({ token, createError = null }: { token: string; createError?: string | null }): Calls {
  const calls: Calls = { graphql: [], sandbox: [] };
  global.fetch = jest.fn(async (url: string, init?: { body?: string }) => {
    const body = JSON.parse(String(init?.body ?? "{}")) as Json;
    if (url === SANDBOX_ROUTE) {
      calls.sandbox.push(body);
      if (body.password !== "pass_good") {
        return jsonResponse(400, { error: "The username or password provided were not correct." });
      }
      return jsonResponse(200, body.accountKeys ? { publicToken: "public-local-abc" } : { accounts: PLATYPUS_ACCOUNTS });
    }
    calls.graphql.push(body);
    if (String(body.query).includes("linkToken")) return jsonResponse(200, { data: { linkToken: { __typename: "LinkToken", token } } });
    return jsonResponse(200, {
      data: {
        createPlaidAccounts: {
          __typename: "CreatePlaidAccountsPayload",
          error: createError,
          institutionItem: createError ? null : { __typename: "InstitutionItem", id: "item-1", name: "First Platypus Bank" },
        },
      },
    });
  }) as unknown as typeof fetch;
  return calls;
}

function renderButton(onLinked = jest.fn()) {
  render(
    <ToastProvider>
      <GraphQLProvider>
        <LinkBankButton onLinked={onLinked} />
      </GraphQLProvider>
    </ToastProvider>,
  );
  return onLinked;
}

describe("LinkBankButton", () => {
  const originalFetch = global.fetch;
  afterEach(() => {
    global.fetch = originalFetch;
    delete window.Plaid;
    document.head.querySelectorAll("script").forEach((script) => script.remove());
  });

  test("with a sandbox token: choose a bank, fail and then pass the sign-in, choose accounts, accounts added", async () => {
    const calls = fakeServer({ token: "link-local-xyz" });
    const user = userEvent.setup();
    const onLinked = renderButton();

    await user.click(screen.getByRole("button", { name: "Link an account" }));
    expect(await screen.findByRole("dialog", { name: "Select your bank" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "First Platypus Bank" }));

    await user.type(screen.getByLabelText("Username"), "user_good");
    await user.type(screen.getByLabelText("Password"), "wrong");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The username or password provided were not correct.");

    await user.clear(screen.getByLabelText("Password"));
    await user.type(screen.getByLabelText("Password"), "pass_good");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("dialog", { name: "Select accounts" })).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "Plaid Saving •••• 1111" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));

    expect(await screen.findByText("First Platypus Bank accounts added")).toBeInTheDocument();
    expect(onLinked).toHaveBeenCalledTimes(1);
    expect(calls.sandbox.at(-1)).toMatchObject({
      linkToken: "link-local-xyz",
      institutionId: "ins_109508",
      username: "user_good",
      accountKeys: ["checking"],
    });
    expect(calls.graphql.at(-1)?.variables).toEqual({
      publicToken: "public-local-abc",
      institutionData: { institutionId: "ins_109508", name: "First Platypus Bank" },
    });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(document.querySelector(`script[src="${PLAID_LINK_SCRIPT}"]`)).toBeNull();
  });

  test("focus goes back to the button when the sandbox dialog is closed, and after the accounts are added", async () => {
    fakeServer({ token: "link-local-xyz" });
    const user = userEvent.setup();
    renderButton();
    const button = screen.getByRole("button", { name: "Link an account" });

    await user.click(button);
    await screen.findByRole("dialog", { name: "Select your bank" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());

    await user.click(button);
    await user.click(await screen.findByRole("button", { name: "Close" }));
    await waitFor(() => expect(button).toHaveFocus());

    await user.click(button);
    await user.click(await screen.findByRole("button", { name: "First Platypus Bank" }));
    await user.type(screen.getByLabelText("Username"), "user_good");
    await user.type(screen.getByLabelText("Password"), "pass_good");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await user.click(await screen.findByRole("button", { name: "Continue" }));
    expect(await screen.findByText("First Platypus Bank accounts added")).toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());
  });

  test("an institution linked before: the long message naming it", async () => {
    fakeServer({ token: "link-local-xyz", createError: "Accounts already added for this institution." });
    const user = userEvent.setup();
    const onLinked = renderButton();

    await user.click(screen.getByRole("button", { name: "Link an account" }));
    await user.click(await screen.findByRole("button", { name: "First Platypus Bank" }));
    await user.type(screen.getByLabelText("Username"), "user_good");
    await user.type(screen.getByLabelText("Password"), "pass_good");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await user.click(await screen.findByRole("button", { name: "Continue" }));

    expect(
      await screen.findByText(
        "Accounts already added for this institution. Please remove all accounts associated with First Platypus Bank if you wish to re-link.",
      ),
    ).toBeInTheDocument();
    expect(onLinked).not.toHaveBeenCalled();
  });

  test("with a provider token: opens the provider's Link and sends what it returns", async () => {
    const calls = fakeServer({ token: "link-sandbox-123" });
    const handler = { open: jest.fn(), destroy: jest.fn() };
    let options: Parameters<PlaidLinkFactory["create"]>[0] | undefined;
    window.Plaid = {
      create: (given) => {
        options = given;
        return handler;
      },
    };
    const user = userEvent.setup();
    const onLinked = renderButton();

    await user.click(screen.getByRole("button", { name: "Link an account" }));
    await waitFor(() => expect(handler.open).toHaveBeenCalled());
    expect(options?.token).toBe("link-sandbox-123");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    act(() => options!.onSuccess("public-sandbox-9", { institution: { name: "Chase", institution_id: "ins_3" } }));
    expect(await screen.findByText("First Platypus Bank accounts added")).toBeInTheDocument();
    expect(calls.graphql.at(-1)?.variables).toEqual({
      publicToken: "public-sandbox-9",
      institutionData: { name: "Chase", institutionId: "ins_3" },
    });
    expect(onLinked).toHaveBeenCalled();
  });

  test("the link is remembered while it is open (for a bank that sends the page away) and forgotten after", async () => {
    fakeServer({ token: "link-local-xyz" });
    window.history.replaceState(null, "", "/onboarding?step=6");
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole("button", { name: "Link an account" }));
    await screen.findByRole("dialog", { name: "Select your bank" });
    expect(readPendingLink()).toEqual({ linkToken: "link-local-xyz", returnTo: "/onboarding?step=6" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(readPendingLink()).toBeUndefined();
  });

  test("an outcome brought back from /plaid-oauth is told once, on arrival", async () => {
    rememberLinkOutcome({ message: "Chase accounts added", theme: "success" });
    renderButton();
    expect(await screen.findByText("Chase accounts added")).toBeInTheDocument();
    expect(window.sessionStorage.length).toBe(0);
  });

  test("no link token: the generic message", async () => {
    global.fetch = jest.fn(async () => jsonResponse(200, { data: null, errors: [{ message: "Error connecting to institution. Please try again later." }] })) as unknown as typeof fetch;
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole("button", { name: "Link an account" }));
    expect(await screen.findByText("Error connecting to institution. Please try again later.")).toBeInTheDocument();
  });
});
