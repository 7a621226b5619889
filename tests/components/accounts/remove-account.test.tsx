import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderAccountsPage } from "./render-accounts-page";

// Removing an account or a linked bank from /accounts (issue 10): the confirmation says what happens, the mutation
// names the row, the lists refetch, and focus lands on the list's heading once the row is gone.

const bank = { id: "item-1", name: "First Platypus Bank", isLatestSyncFailed: false, isLatestLiabilitiesSyncFailed: false };
const linked = { nickname: null, mask: "0000", provider: "PLAID", institutionItem: bank };
const manual = { nickname: null, mask: null, provider: "MANUAL", institutionItem: null };

const ROWS = {
  checking: { id: "a1", name: "Plaid Checking", value: 2000, liquid: true, assetType: "CHECKING", subtype: "checking", ...linked },
  rainy: { id: "a2", name: "Rainy day", value: 800, liquid: true, assetType: "SAVING", subtype: "savings", ...manual },
  card: { id: "c1", name: "Plaid Credit Card", value: 500, apr: 12.5, cardLimit: 5000, ...linked },
  salary: { id: "i1", name: "Salary", gross: 60000, interval: 3 },
  score: { id: "s1", name: "Experian", value: 720 },
};
type RowName = keyof typeof ROWS;

/** The lists with the named rows left out, as the server answers after a removal. */
function accounts(removed: RowName[] = []) {
  const keep = <T,>(name: RowName, row: T) => (removed.includes(name) ? [] : [row]);
  return {
    financialAccounts: {
      assets: [...keep("checking", ROWS.checking), ...keep("rainy", ROWS.rainy)],
      creditCards: keep("card", ROWS.card),
      loans: [],
      incomes: keep("salary", ROWS.salary),
      creditScores: keep("score", ROWS.score),
    },
  };
}

const setup = renderAccountsPage;

const region = (name: string) => screen.getByRole("region", { name });
const listLoads = (graphql: ReturnType<typeof setup>) => graphql.calls.filter((call) => call.name === "FinancialAccounts").length;

describe("removing from /accounts", () => {
  test("a manual asset: the dialog says what happens, Remove deletes it, the lists refetch, focus goes to the heading", async () => {
    let removed: RowName[] = [];
    const graphql = setup({
      FinancialAccounts: () => ({ data: accounts(removed) }),
      DeleteAsset: () => {
        removed = ["rainy"];
        return { data: { deleteAsset: { error: null, didDelete: true } } };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Remove Rainy day" }));

    const dialog = screen.getByRole("alertdialog", { name: "Remove Rainy day?" });
    expect(dialog).toHaveAccessibleDescription(
      "Rainy day will be deleted. Your net worth history up to yesterday stays as it was; from today it no longer counts in your totals.",
    );
    // Cancel, the safe choice, has focus; Cancel removes nothing.
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(graphql.calls.some((call) => call.name === "DeleteAsset")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Remove Rainy day" }));
    const loadsBefore = listLoads(graphql);
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Remove" }));

    expect(await screen.findByText("Rainy day removed")).toBeInTheDocument();
    expect(graphql.calls.find((call) => call.name === "DeleteAsset")?.variables).toEqual({ id: "a2" });
    await waitFor(() => expect(within(region("Assets")).queryByText("Rainy day")).not.toBeInTheDocument());
    expect(listLoads(graphql)).toBeGreaterThan(loadsBefore);
    expect(within(region("Assets")).getByText("$2,000", { selector: "p:not(.tabular-nums)" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("heading", { name: "Assets" })).toHaveFocus());
  });

  test("a linked bank: listed with its accounts; removing it unlinks it and deletes its accounts", async () => {
    let removed: RowName[] = [];
    const graphql = setup({
      FinancialAccounts: () => ({ data: accounts(removed) }),
      DeleteInstitutionItem: () => {
        removed = ["checking", "card"];
        return { data: { deleteInstitutionItem: { error: null, didDelete: true } } };
      },
    });
    const user = userEvent.setup();
    const banks = await screen.findByRole("region", { name: "Linked banks" });
    expect(within(banks).getByText("Plaid Checking, Plaid Credit Card")).toBeInTheDocument();

    await user.click(within(banks).getByRole("button", { name: "Remove First Platypus Bank" }));
    const dialog = screen.getByRole("alertdialog", { name: "Remove First Platypus Bank?" });
    expect(dialog).toHaveAccessibleDescription(
      "First Platypus Bank will be unlinked, and its 2 accounts (Plaid Checking and Plaid Credit Card) will be deleted " +
        "with their transactions. Your net worth history up to yesterday stays as it was; from today they no longer " +
        "count in your totals. You can link First Platypus Bank again later.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));

    expect(await screen.findByText("First Platypus Bank removed")).toBeInTheDocument();
    expect(graphql.calls.find((call) => call.name === "DeleteInstitutionItem")?.variables).toEqual({ id: "item-1" });
    await waitFor(() => expect(screen.queryByRole("region", { name: "Linked banks" })).not.toBeInTheDocument());
    expect(within(region("Credit cards")).getByText("No credit cards yet.")).toBeInTheDocument();
    expect(screen.getByTestId("net-worth")).toHaveTextContent("$800");
    // The bank's list went too: focus goes to the add button.
    await waitFor(() => expect(screen.getByRole("button", { name: "Add an account" })).toHaveFocus());
  });

  test("a linked account says whether its bank stays linked, or goes with it as its last account", async () => {
    setup({ FinancialAccounts: () => ({ data: accounts() }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Remove Plaid Checking" }));
    expect(screen.getByRole("alertdialog", { name: "Remove Plaid Checking?" })).toHaveAccessibleDescription(
      "Plaid Checking will be deleted with its transactions. Your net worth history up to yesterday stays as it was; " +
        "from today it no longer counts in your totals. Your other First Platypus Bank accounts stay linked; to get " +
        "Plaid Checking back, remove First Platypus Bank and link it again.",
    );
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(within(region("Assets")).getByText("Plaid Checking")).toBeInTheDocument();
  });

  test("the bank's last account: the bank is unlinked too", async () => {
    setup({ FinancialAccounts: () => ({ data: accounts(["checking"]) }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Remove Plaid Credit Card" }));
    expect(screen.getByRole("alertdialog", { name: "Remove Plaid Credit Card?" })).toHaveAccessibleDescription(
      "Plaid Credit Card is your last First Platypus Bank account, so First Platypus Bank will be unlinked too. " +
        "Plaid Credit Card will be deleted with its transactions. Your net worth history up to yesterday stays as it " +
        "was; from today it no longer counts in your totals. You can link First Platypus Bank again later.",
    );
  });

  test("incomes and credit scores can be removed, each with its own words", async () => {
    let removed: RowName[] = [];
    const graphql = setup({
      FinancialAccounts: () => ({ data: accounts(removed) }),
      DeleteIncome: () => {
        removed = [...removed, "salary"];
        return { data: { deleteIncome: { error: null, didDelete: true } } };
      },
      DeleteCreditScore: () => {
        removed = [...removed, "score"];
        return { data: { deleteCreditScore: { error: null, didDelete: true } } };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Remove Salary" }));
    let dialog = screen.getByRole("alertdialog", { name: "Remove Salary?" });
    expect(dialog).toHaveAccessibleDescription("Salary will be deleted and no longer count towards your financial health score.");
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await within(region("Incomes")).findByText("No incomes yet.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Remove Experian" }));
    dialog = screen.getByRole("alertdialog", { name: "Remove Experian?" });
    expect(dialog).toHaveAccessibleDescription(
      "Experian will be deleted and your financial health score worked out again without it.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await within(region("Credit scores")).findByText("No credit scores yet.")).toBeInTheDocument();
    expect(graphql.calls.filter((call) => call.name.startsWith("Delete")).map((call) => call.name)).toEqual([
      "DeleteIncome",
      "DeleteCreditScore",
    ]);
  });

  test("a refusal shows the server's message and the row stays", async () => {
    setup({
      FinancialAccounts: () => ({ data: accounts() }),
      DeleteInstitutionItem: () => ({
        data: {
          deleteInstitutionItem: {
            error: "We couldn't unlink First Platypus Bank right now, so nothing was removed. Please try again later.",
            didDelete: false,
          },
        },
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Remove First Platypus Bank" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Remove" }));

    expect(
      await screen.findByText("We couldn't unlink First Platypus Bank right now, so nothing was removed. Please try again later."),
    ).toBeInTheDocument();
    expect(screen.queryByText("First Platypus Bank removed")).not.toBeInTheDocument();
    expect(within(region("Linked banks")).getByText("First Platypus Bank")).toBeInTheDocument();
    expect(within(region("Assets")).getByText("Plaid Checking")).toBeInTheDocument();
  });
});
