import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AddAccountModal } from "@/components/accounts/add-account-modal";
import { ToastProvider } from "@/components/ui/toast";
import { mockGraphQLClient } from "../health/mock-graphql-client";

function setup(responders: Parameters<typeof mockGraphQLClient>[0], props: { manualOnly?: boolean } = {}) {
  const graphql = mockGraphQLClient(responders);
  const onSaved = jest.fn();
  const onOpenChange = jest.fn();
  render(
    <ToastProvider>
      <AddAccountModal open onOpenChange={onOpenChange} onSaved={onSaved} {...props} />
    </ToastProvider>,
    { wrapper: graphql.wrapper },
  );
  return { ...graphql, onSaved, onOpenChange };
}

describe("AddAccountModal", () => {
  test("manual-only starts at the type choice with no way back, and offers every type of 001 §2", () => {
    setup({}, { manualOnly: true });
    const dialog = screen.getByRole("dialog", { name: "Choose an account type" });
    expect(within(dialog).queryByRole("button", { name: /Back/ })).not.toBeInTheDocument();
    for (const type of [
      "Checking", "Savings", "Money Market", "IRA", "401k", "403b", "529 ESA", "Brokerage", "Home", "Vehicle",
      "Credit Card", "Student Loan", "Car Loan", "Mortgage", "Personal Loan", "Credit Score", "Income",
    ]) {
      expect(within(dialog).getByRole("button", { name: type })).toBeInTheDocument();
    }
  });

  test("a loan: the chosen kind is sent with masked amounts and percentage stripped", async () => {
    const { calls, onSaved, onOpenChange } = setup(
      {
        CreateLoan: (variables) => ({
          data: { createLoan: { error: null, errorField: null, loan: { id: "l1", ...(variables.data as object) } } },
        }),
      },
      { manualOnly: true },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Mortgage" }));
    const dialog = screen.getByRole("dialog", { name: "Add Mortgage" });
    await user.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findAllByText("Required")).toHaveLength(3);

    await user.type(within(dialog).getByRole("textbox", { name: /Loan name/ }), "House");
    await user.type(within(dialog).getByRole("textbox", { name: /Current balance/ }), "250000");
    expect(within(dialog).getByRole("textbox", { name: /Current balance/ })).toHaveValue("$250,000");
    await user.type(within(dialog).getByRole("textbox", { name: /Lender/ }), "Harbor Bank");
    await user.type(within(dialog).getByRole("textbox", { name: /Interest rate/ }), "6.5");
    expect(within(dialog).getByRole("textbox", { name: /Interest rate/ })).toHaveValue("6.5 %");
    await user.type(within(dialog).getByRole("textbox", { name: /Lender/ }), "{Enter}");

    expect(await screen.findByText("House successfully added")).toBeInTheDocument();
    expect(calls.find((call) => call.name === "CreateLoan")?.variables).toEqual({
      data: { name: "House", value: 250000, lender: "Harbor Bank", apr: 6.5, loanAmount: null, kind: "mortgage" },
    });
    expect(onSaved).toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  test("an income whose name is taken: the server's message shows on the name field", async () => {
    setup(
      {
        CreateIncome: () => ({
          data: {
            createIncome: {
              error: "An income with this name already exists. Please enter a different name.",
              errorField: "name",
              income: null,
            },
          },
        }),
      },
      { manualOnly: true },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Income" }));
    const dialog = screen.getByRole("dialog", { name: "Add Income" });
    expect(within(dialog).getByRole("textbox", { name: /Income name/ })).toHaveValue("Salary");
    await user.type(within(dialog).getByRole("textbox", { name: /Yearly gross income/ }), "70000{Enter}");
    expect(
      await within(dialog).findByText("An income with this name already exists. Please enter a different name."),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: /Income name/ })).toHaveAttribute("aria-invalid", "true");
  });
});
