import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { YourDataSection } from "@/components/your-data/your-data-section";
import { ToastProvider } from "@/components/ui/toast";
import { mockGraphQLClient } from "../health/mock-graphql-client";

// 'Delete your account' for a member who signs in with Google or their company: no password to ask for, so the dialog
// emails a code and sends it with the deletion; a wrong code is said under the boxes and nothing closes.

jest.setTimeout(30_000);

function setup(deleteAnswer: (variables: Record<string, unknown>) => Record<string, unknown>) {
  const graphql = mockGraphQLClient({
    DataRightsRequests: () => ({ data: { dataRightsRequests: [] } }),
    SendAccountDeletionCode: () => ({ data: { sendAccountDeletionCode: { didSend: true, error: null } } }),
    DeleteAccount: (variables) => ({ data: { deleteAccount: deleteAnswer(variables) } }),
  });
  render(
    <ToastProvider>
      <YourDataSection isSingleSignOn />
    </ToastProvider>,
    { wrapper: graphql.wrapper },
  );
  return { user: userEvent.setup(), calls: graphql.calls };
}

test("a single sign-on member gets an emailed code and deletes with it; a wrong code is shown and can be typed again", async () => {
  const { user, calls } = setup(({ code }) =>
    code === "482913"
      ? { status: "WAITING", waitingReason: "Held.", error: null, errorField: null }
      : { status: null, waitingReason: null, error: "Invalid code", errorField: "code" },
  );
  await user.click(screen.getByRole("button", { name: "Delete your account" }));
  const dialog = await screen.findByRole("alertdialog", { name: "Delete your account?" });
  expect(within(dialog).queryByLabelText(/Current password/)).not.toBeInTheDocument();

  await user.click(within(dialog).getByRole("button", { name: "Email me a code" }));
  expect(await screen.findByText("We emailed you a code.")).toBeInTheDocument();
  await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
  expect(within(dialog).getAllByText("Please enter the code we emailed you.").length).toBeGreaterThan(0);
  expect(calls.filter((call) => call.name === "DeleteAccount")).toEqual([]);

  await user.click(within(dialog).getAllByRole("textbox")[0]!);
  await user.keyboard("111111");
  await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
  expect((await within(dialog).findAllByText("Invalid code")).length).toBeGreaterThan(0);

  await user.click(within(dialog).getAllByRole("textbox")[0]!);
  await user.keyboard("482913");
  await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
  expect(await screen.findByText("We received your request. Our team will answer within 45 days.")).toBeInTheDocument();
  expect(calls.filter((call) => call.name === "DeleteAccount").map((call) => call.variables)).toEqual([
    { code: "111111" },
    { code: "482913" },
  ]);
  expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
});
