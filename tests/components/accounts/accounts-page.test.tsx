import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { rememberLinkOutcome } from "@/components/bank-linking/pending-link";
import { renderAccountsPage } from "./render-accounts-page";

const institution = (failed: boolean) => ({
  id: "item-1",
  name: "First Platypus Bank",
  isLatestSyncFailed: failed,
  isLatestLiabilitiesSyncFailed: false,
});

const linked = { nickname: null, mask: "0000", provider: "PLAID", institutionItem: institution(true) };
const manual = { nickname: null, mask: null, provider: "MANUAL", institutionItem: null };

function accounts(extra: { assets?: unknown[]; creditScores?: unknown[] } = {}) {
  return {
    financialAccounts: {
      assets: [
        { id: "a1", name: "Plaid Checking", value: 1200.5, liquid: true, assetType: "CHECKING", subtype: "checking", ...linked },
        { id: "a2", name: "Rainy day", value: 800, liquid: true, assetType: "SAVING", subtype: "savings", ...manual },
        ...(extra.assets ?? []),
      ],
      creditCards: [{ id: "c1", name: "Visa", value: 500, apr: 19.99, cardLimit: 3000, ...manual }],
      loans: [{ id: "l1", name: "Car loan", value: 9000, lender: "Acme", apr: null, kind: "CAR", loanAmount: null, ...manual }],
      incomes: [{ id: "i1", name: "Salary", gross: 60000, interval: 3 }],
      creditScores: extra.creditScores ?? [],
    },
  };
}

const setup = renderAccountsPage;

const section = (name: string) => screen.getByRole("region", { name });

describe("AccountsPage", () => {
  test("lists each kind with its total, the linked institution and the sync-failed notice", async () => {
    setup({ FinancialAccounts: () => ({ data: accounts() }) });
    const assets = await screen.findByRole("region", { name: "Assets" });
    expect(within(assets).getByText("$2,000.50")).toBeInTheDocument();
    expect(within(assets).getByText("First Platypus Bank ••0000")).toBeInTheDocument();
    expect(
      within(assets).getByText("We couldn't update this account from First Platypus Bank. Its balance may be out of date."),
    ).toBeInTheDocument();
    // Linked accounts are not edited by hand; manual ones are.
    expect(within(assets).queryByRole("button", { name: "Edit Plaid Checking" })).not.toBeInTheDocument();
    expect(within(assets).getByRole("button", { name: "Edit Rainy day" })).toBeInTheDocument();
    expect(within(section("Credit cards")).getAllByText("$500")).toHaveLength(2);
    expect(within(section("Loans")).getAllByText("$9,000")).toHaveLength(2);
    expect(within(section("Incomes")).getByText("$60,000 a year")).toBeInTheDocument();
    expect(within(section("Credit scores")).getByText("No credit scores yet.")).toBeInTheDocument();
    expect(screen.getByTestId("net-worth")).toHaveTextContent("-$7,499.50");
  });

  test("a bank link that came back through /plaid-oauth is told on arrival, with the modal never opened", async () => {
    rememberLinkOutcome({ message: "Chase accounts added", theme: "success" });
    setup({ FinancialAccounts: () => ({ data: accounts() }) });
    expect(await screen.findByText("Chase accounts added")).toBeInTheDocument();
    expect(window.sessionStorage.length).toBe(0);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  test("add a credit score: provider, type, back arrow, Cancel, 'Required', range message, then added and refetched", async () => {
    let saved = false;
    const graphql = setup({
      FinancialAccounts: () => ({
        data: accounts(saved ? { creditScores: [{ id: "s1", name: "Experian", value: 742 }] } : {}),
      }),
      CreateCreditScore: (variables) => {
        saved = true;
        const data = variables.data as { name: string; value: number };
        return {
          data: {
            createCreditScore: {
              error: null,
              errorField: null,
              creditScore: { id: "s1", name: data.name, value: data.value, customer: { id: "c", hfhs: 60 } },
            },
          },
        };
      },
    });
    const user = userEvent.setup();
    await screen.findByRole("region", { name: "Assets" });

    await user.click(screen.getByRole("button", { name: "Add an account" }));
    let dialog = screen.getByRole("dialog", { name: "Add an account" });
    await user.click(within(dialog).getByRole("button", { name: "Add an account manually" }));
    dialog = screen.getByRole("dialog", { name: "Choose an account type" });
    await user.click(within(dialog).getByRole("button", { name: "Back to account providers" }));
    dialog = screen.getByRole("dialog", { name: "Add an account" });
    await user.click(within(dialog).getByRole("button", { name: "Add an account manually" }));
    await user.click(screen.getByRole("button", { name: "Credit Score" }));
    dialog = screen.getByRole("dialog", { name: "Add Credit Score" });
    // Cancel from create goes back to the type choice.
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("dialog", { name: "Choose an account type" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Credit Score" }));
    dialog = screen.getByRole("dialog", { name: "Add Credit Score" });

    const name = within(dialog).getByRole("textbox", { name: /Name/ });
    expect(name).toHaveValue("Credit Score");
    await user.clear(name);
    await user.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findAllByText("Required")).toHaveLength(2);

    await user.type(name, "Experian");
    const score = within(dialog).getByRole("textbox", { name: /Credit score/ });
    await user.type(score, "9000");
    expect(score).toHaveValue("900");
    await user.type(score, "{Enter}");
    expect(
      await within(dialog).findByText("Please make sure you enter a valid credit score (between 300 and 850)."),
    ).toBeInTheDocument();
    expect(graphql.calls.filter((call) => call.name === "CreateCreditScore")).toHaveLength(0);

    await user.clear(score);
    await user.type(score, "742{Enter}");
    expect(await screen.findByText("Experian successfully added")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(graphql.calls.find((call) => call.name === "CreateCreditScore")?.variables).toEqual({
      data: { name: "Experian", value: 742 },
    });
    expect(await within(section("Credit scores")).findByText("742")).toBeInTheDocument();
  });

  test("edit an asset: the server's message lands on the field it names; a message without a field is a toast", async () => {
    const answers = [
      { error: "Asset must have a positive value.", errorField: "value", asset: null },
      { error: "Asset not found.", errorField: "id", asset: null },
      { error: null, errorField: null, asset: { id: "a2", name: "Rainy day fund", value: 900, liquid: true, assetType: "SAVING", subtype: "savings" } },
    ];
    const graphql = setup({
      FinancialAccounts: () => ({ data: accounts() }),
      UpdateAsset: () => ({ data: { updateAsset: answers.shift() } }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit Rainy day" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Rainy day" });
    const value = within(dialog).getByRole("textbox", { name: /Current value/ });
    expect(value).toHaveValue("$800");

    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Asset must have a positive value.")).toBeInTheDocument();
    expect(value).toHaveAttribute("aria-invalid", "true");

    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Asset not found.")).toBeInTheDocument();

    const name = within(dialog).getByRole("textbox", { name: /Account name/ });
    await user.clear(name);
    await user.type(name, "Rainy day fund");
    await user.clear(value);
    await user.type(value, "900");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Rainy day fund successfully saved")).toBeInTheDocument();
    const updates = graphql.calls.filter((call) => call.name === "UpdateAsset");
    expect(updates.at(-1)?.variables).toEqual({ data: { id: "a2", name: "Rainy day fund", value: 900 } });
  });

  test("editing: Cancel closes the modal; Escape closes it too; focus goes back to the Edit button each time", async () => {
    setup({ FinancialAccounts: () => ({ data: accounts() }) });
    const user = userEvent.setup();
    const editVisa = await screen.findByRole("button", { name: "Edit Visa" });
    await user.click(editVisa);
    await user.click(within(screen.getByRole("dialog", { name: "Edit Visa" })).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(editVisa).toHaveFocus());
    const editLoan = screen.getByRole("button", { name: "Edit Car loan" });
    await user.click(editLoan);
    const dialog = screen.getByRole("dialog", { name: "Edit Car loan" });
    expect(within(dialog).getByRole("textbox", { name: /Lender/ })).toHaveValue("Acme");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(editLoan).toHaveFocus());
  });

  test("'Add an account' gets focus back when the modal closes: Escape, the close button, or after a save", async () => {
    setup({
      FinancialAccounts: () => ({ data: accounts() }),
      CreateIncome: () => ({
        data: { createIncome: { error: null, errorField: null, income: { id: "i2", name: "Bonus", gross: 5000, interval: 3 } } },
      }),
    });
    const user = userEvent.setup();
    await screen.findByRole("region", { name: "Assets" });
    const add = screen.getByRole("button", { name: "Add an account" });
    const closed = async () => {
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
      await waitFor(() => expect(add).toHaveFocus());
    };

    await user.click(add);
    await screen.findByRole("dialog", { name: "Add an account" });
    await user.keyboard("{Escape}");
    await closed();

    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Add an account" });
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await closed();

    await user.click(add);
    await user.click(await screen.findByRole("button", { name: "Add an account manually" }));
    await user.click(screen.getByRole("button", { name: "Income" }));
    const form = await screen.findByRole("dialog", { name: "Add Income" });
    const name = await within(form).findByRole("textbox", { name: /Income name/ });
    await user.clear(name);
    await user.type(name, "Bonus");
    await user.type(within(form).getByRole("textbox", { name: /gross/i }), "5000{Enter}");
    expect(await screen.findByText("Bonus successfully added")).toBeInTheDocument();
    await closed();
  });
});
