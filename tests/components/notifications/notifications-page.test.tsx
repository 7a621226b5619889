import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NotificationsPage } from "@/components/notifications/notifications-page";
import { GraphQLProvider } from "@/components/providers/graphql-provider";
import { ToastProvider } from "@/components/ui/toast";
import { fakeGraphQL } from "@/tests/helpers/fake-graphql-fetch";

const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace }) }));

const originalFetch = global.fetch;
afterEach(() => {
  global.fetch = originalFetch;
  replace.mockReset();
});

const CATEGORIES = [
  {
    id: "cat-goals",
    categoryName: "Goals",
    description: "Progress on your goals.",
    isCategoryEmailEnabled: true,
    emailFrequency: "INSTANT",
    supportsWeeklyDigest: true,
    canUserOptOut: true,
    templates: [{ id: "tpl-1", templateName: "Goal milestones", isEmailEnabled: true, canUserOptOut: true, title: "You reached a milestone", description: "Milestones." }],
    subcategories: [{ id: "sub-1", categoryName: "Reminders", description: "Monthly.", isCategoryEmailEnabled: true }],
  },
  {
    id: "cat-security",
    categoryName: "Account & Security",
    description: "Keeps you safe.",
    isCategoryEmailEnabled: true,
    emailFrequency: "INSTANT",
    supportsWeeklyDigest: false,
    canUserOptOut: false,
    templates: [{ id: "tpl-2", templateName: "Password changed", isEmailEnabled: true, canUserOptOut: false, title: "Your password was changed", description: "When it changes." }],
    subcategories: [],
  },
];
const preferences = { data: { notificationPreferences: { error: null, preferences: CATEGORIES } } };
const party = {
  partyId: "party-1",
  emailAddress: "ana@example.com",
  prospectusDeliveryPreference: "DIGITAL",
  proxyDeliveryPreference: "PHYSICAL",
  statementDeliveryPreference: "DIGITAL",
  taxDocumentDeliveryPreference: "DIGITAL",
  tradeConfirmationDeliveryPreference: "DIGITAL",
};

function renderPage(token: string | null = null) {
  render(
    <ToastProvider>
      <GraphQLProvider>
        <NotificationsPage token={token} readOnly={false} />
      </GraphQLProvider>
    </ToastProvider>,
  );
}

test("a toggle moves at once, goes back with the spec's toast when the update fails, and disables what it governs", async () => {
  const user = userEvent.setup();
  const sent = fakeGraphQL({
    NotificationPreferences: [preferences],
    ApexAccounts: [{ data: { apexAccounts: [] } }],
    UpdateNotificationPreference: [
      { data: { updateNotificationPreference: { error: null, didUpdate: true } } },
      { data: { updateNotificationPreference: { error: "Boom", didUpdate: false } } },
    ],
  });
  renderPage();
  const goals = await screen.findByRole("switch", { name: "Goals emails" });
  expect(screen.getByRole("switch", { name: "Account & Security emails" })).toBeDisabled();
  expect(screen.getByRole("switch", { name: "Password changed" })).toBeDisabled();
  expect(await screen.findByText("You don't have any investing accounts.")).toBeInTheDocument();

  await user.click(goals);
  expect(goals).toHaveAttribute("aria-checked", "false");
  expect(screen.getByRole("switch", { name: "Goal milestones" })).toBeDisabled();
  expect(screen.getByRole("switch", { name: "Reminders" })).toBeDisabled();
  expect(sent.find((operation) => operation.operationName === "UpdateNotificationPreference")?.variables).toMatchObject({
    categoryId: "cat-goals",
    isEnabled: false,
  });

  await user.click(goals);
  expect(await screen.findByText("An error occurred while updating your notification preferences")).toBeInTheDocument();
  await waitFor(() => expect(goals).toHaveAttribute("aria-checked", "false"));
});

test("a bad token: the spec's toast, then home; no investing section in token mode", async () => {
  fakeGraphQL({ NotificationPreferences: [{ data: { notificationPreferences: { error: "Invalid token", preferences: null } } }] });
  renderPage("bad");
  expect(await screen.findByText("Token is invalid or has expired")).toBeInTheDocument();
  expect(screen.queryByText("Investing documents")).not.toBeInTheDocument();
  await act(() => new Promise((resolve) => setTimeout(resolve, 2600)));
  expect(replace).toHaveBeenCalledWith("/");
});

test("delivery: starts PHYSICAL when any preference is, pre-fills the email, Save follows the email rule and says it saved", async () => {
  const user = userEvent.setup();
  const sent = fakeGraphQL({
    NotificationPreferences: [preferences],
    ApexAccounts: [{ data: { apexAccounts: [{ id: "a1", accountId: "ACC1", title: "Individual", nickname: null, parties: [party] }] } }],
    UpdateApexDeliveryPreferences: [{ data: { updateApexDeliveryPreferences: { success: true, error: null } } }],
  });
  renderPage();
  const paper = await screen.findByRole("radio", { name: /Paper by mail/ });
  expect(paper).toBeChecked();
  await user.click(screen.getByRole("radio", { name: "Email (free)" }));
  const email = screen.getByRole("textbox", { name: /Email for documents/ });
  expect(email).toHaveValue("ana@example.com");
  await user.clear(email);
  expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
  await user.type(email, "ana@nodot");
  expect(await screen.findByText("Please enter a valid email.")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
  await user.type(email, ".com");
  await user.click(screen.getByRole("button", { name: "Save" }));
  expect(await screen.findByText("Notification preferences updated successfully")).toBeInTheDocument();
  expect(sent.find((operation) => operation.operationName === "UpdateApexDeliveryPreferences")?.variables).toEqual({
    deliveryPreferences: [{ partyId: "party-1", accountId: "ACC1", deliveryPreference: "DIGITAL", emailAddress: "ana@nodot.com" }],
  });
});
