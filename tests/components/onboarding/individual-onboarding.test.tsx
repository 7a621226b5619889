import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLProvider } from "@/components/providers/graphql-provider";
import { IndividualOnboarding, startStep } from "@/components/onboarding/individual-onboarding";
import type { CustomerData } from "@/components/onboarding/onboarding-operations";
import { ToastProvider } from "@/components/ui/toast";
import { childrenDataFor, resizeChildEntries } from "@/lib/onboarding/forms/situation-form";
import { isValidCreditScore } from "@/lib/onboarding/forms/financial-status-form";
import { PRIORITY_TEMPLATES, priorityImageUrl } from "@/prisma/seed/reference/priority-templates";
import { fakeGraphQL, type FakeAnswer } from "@/tests/helpers/fake-graphql-fetch";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

type Answer = FakeAnswer;


const CUSTOMER: CustomerData = {
  id: "customer-1",
  birthday: null,
  gender: null,
  race: null,
  postalCode: null,
  maritalStatus: null,
  kids: null,
  user: { firstName: "Robin", lastName: "Harbor", recoveryEmail: null },
  familyMembers: [],
};

const emptyAccounts = (extra: Partial<Record<string, unknown[]>> = {}): Answer => ({
  data: {
    financialAccounts: {
      __typename: "FinancialAccounts",
      assets: [],
      creditCards: [],
      loans: [],
      expenses: [],
      incomes: [],
      creditScores: [],
      ...extra,
    },
  },
});
const stepSaved: Answer = { data: { updateUserOnboardingStep: { error: null } } };

function renderAt(step: number, customer = CUSTOMER) {
  return render(
    <ToastProvider>
      <GraphQLProvider>
        <IndividualOnboarding lastOnboardingStep={step} primaryEmail="robin@example.com" initialCustomer={customer} />
      </GraphQLProvider>
    </ToastProvider>,
  );
}

const originalFetch = global.fetch;
afterEach(() => {
  global.fetch = originalFetch;
  push.mockReset();
});

describe("individual onboarding (spec 000 §2.10, §4.9, §5)", () => {
  test("starts at the stored step, or 1", () => {
    expect(startStep(null)).toBe(1);
    expect(startStep(4)).toBe(4);
    expect(startStep(9)).toBe(1);
  });

  test("step 1: Back hidden, Next disabled until a valid recovery email; Next saves it and the next step", async () => {
    const sent = fakeGraphQL({
      OnboardingRecoveryEmail: [{ data: { updateAccountSettings: { didUpdate: true, error: null, errorField: null } } }],
      UpdateUserOnboardingStep: [stepSaved],
    });
    const user = userEvent.setup();
    renderAt(1);
    expect(screen.getByRole("heading", { level: 1, name: "Set a recovery email" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Back" })).not.toBeInTheDocument();
    const next = screen.getByRole("button", { name: "Next" });
    expect(next).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: /Recovery email/ }), "backup@example.com");
    expect(next).toBeEnabled();
    await user.click(next);
    const heading = await screen.findByRole("heading", { level: 1, name: "Personal information" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(sent.map((entry) => entry.operationName)).toEqual(["OnboardingRecoveryEmail", "UpdateUserOnboardingStep"]);
    expect(sent[1]!.variables).toEqual({ onboardingStep: 2 });
    expect(screen.getByRole("button", { name: "Back" })).toBeInTheDocument();
  });

  test("step 3: nine priorities, 'Show more', toggles with aria-pressed, at least one required", async () => {
    const templates = Array.from({ length: 12 }, (_, index) => ({
      __typename: "PriorityTemplate",
      id: `t${index}`,
      name: `Priority ${index + 1}`,
      slug: `priority-${index + 1}`,
      imageUrl: `/images/priorities/p${index}.svg`,
      sortOrder: index + 1,
    }));
    const sent = fakeGraphQL({
      OnboardingPriorityTemplates: [{ data: { priorityTemplates: templates, priorities: [] } }],
      BulkCreateOrUpdatePriorities: [{ data: { bulkCreateOrUpdatePriorities: { error: null, priorities: [{ id: "p", slug: "priority-10" }] } } }],
      UpdateUserOnboardingStep: [stepSaved],
      OnboardingFinancialAccounts: [emptyAccounts()],
    });
    const user = userEvent.setup();
    renderAt(3);
    const list = await screen.findByRole("list", { name: "Priorities" });
    expect(within(list).getAllByRole("button")).toHaveLength(9);
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Show more" }));
    expect(within(list).getAllByRole("button")).toHaveLength(12);
    const tenth = screen.getByRole("button", { name: "Priority 10" });
    await user.click(tenth);
    expect(tenth).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Priority 2" }));
    await user.click(screen.getByRole("button", { name: "Priority 2" }));
    expect(screen.getByRole("button", { name: "Priority 2" })).toHaveAttribute("aria-pressed", "false");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByRole("heading", { name: "What's your current situation?" });
    expect(sent.find((entry) => entry.operationName === "BulkCreateOrUpdatePriorities")!.variables).toEqual({
      prioritiesData: [{ priorityTemplateSlug: "priority-10" }],
    });
  });

  test("step 3: every priority tile shows its own illustration, decorative beside the name that labels the toggle", async () => {
    const templates = PRIORITY_TEMPLATES.map((template, index) => ({
      __typename: "PriorityTemplate",
      id: `t${index}`,
      name: template.name,
      slug: template.slug,
      imageUrl: priorityImageUrl(template.slug),
      sortOrder: index + 1,
    }));
    fakeGraphQL({ OnboardingPriorityTemplates: [{ data: { priorityTemplates: templates, priorities: [] } }] });
    const user = userEvent.setup();
    renderAt(3);
    await user.click(await screen.findByRole("button", { name: "Show more" }));
    const tiles = within(screen.getByRole("list", { name: "Priorities" })).getAllByRole("button");
    expect(tiles.map((tile) => tile.getAttribute("aria-pressed"))).toEqual(templates.map(() => "false"));
    // The toggle is named by the template's name alone; the picture adds nothing for a screen reader.
    expect(tiles.map((tile) => tile.textContent)).toEqual(templates.map((template) => template.name));
    for (const template of templates) expect(screen.getByRole("button", { name: template.name })).toBeInTheDocument();
    const images = tiles.map((tile) => tile.querySelector("img"));
    expect(images.map((image) => image?.getAttribute("src"))).toEqual(templates.map((template) => template.imageUrl));
    expect(images.every((image) => image?.getAttribute("alt") === "")).toBe(true);
    expect(new Set(images.map((image) => image?.getAttribute("src"))).size).toBe(templates.length);
  });

  test("step 4: zero children is valid; changing the count keeps what was typed; spouse only when married", async () => {
    const saved: CustomerData = { ...CUSTOMER, maritalStatus: "SINGLE", kids: 0 };
    const sent = fakeGraphQL({
      OnboardingFinancialAccounts: [emptyAccounts()],
      UpdateCustomerPersonalInfo: [{ data: { updateCustomerPersonalInfo: { error: null, errorField: null, customer: saved } } }],
      UpdateFinancialInfo: [{ data: { updateFinancialInfo: { error: null, errorField: null, creditScore: null, incomes: null, expense: { id: "e", value: 800 } } } }],
      CreateBudget: [{ data: { createBudget: { error: null, budget: { id: "b", target: 0 } } } }],
      UpdateUserOnboardingStep: [stepSaved],
    });
    const user = userEvent.setup();
    renderAt(4);
    await screen.findByPlaceholderText("$800");
    expect(screen.getByPlaceholderText("$800")).toBeInTheDocument();
    const next = screen.getByRole("button", { name: "Next" });
    expect(next).toBeDisabled();

    await user.selectOptions(screen.getByRole("combobox", { name: /Marital Status/ }), "MARRIED");
    expect(screen.getByRole("textbox", { name: "Spouse name" })).toBeInTheDocument();
    const children = screen.getByRole("spinbutton", { name: /Children/ });
    await user.type(children, "2");
    await user.type(screen.getByRole("textbox", { name: "Child 1 name" }), "Ada");
    await user.clear(children);
    await user.type(children, "3");
    expect(screen.getByRole("textbox", { name: "Child 1 name" })).toHaveValue("Ada");
    expect(screen.getByRole("textbox", { name: "Child 3 name" })).toHaveValue("");

    await user.type(screen.getByRole("textbox", { name: "Child 1 birth year" }), "1800");
    await user.tab();
    expect(await screen.findByText("Please enter a valid birth year for your child.")).toBeInTheDocument();

    await user.selectOptions(screen.getByRole("combobox", { name: /Marital Status/ }), "SINGLE");
    expect(screen.queryByRole("textbox", { name: "Spouse name" })).not.toBeInTheDocument();
    await user.clear(children);
    await user.type(children, "0");
    await user.type(screen.getByRole("textbox", { name: /Monthly Rent/ }), "800");
    expect(next).toBeEnabled();
    await user.click(next);
    await screen.findByRole("heading", { name: "What's your financial status?" });
    const personal = sent.find((entry) => entry.operationName === "UpdateCustomerPersonalInfo")!;
    expect(personal.variables).toEqual({ maritalStatus: "SINGLE", children: 0, childrenData: [] });
    expect(sent.find((entry) => entry.operationName === "UpdateFinancialInfo")!.variables).toEqual({
      expenseData: { name: "Housing", interval: 2, category: "HOME", variation: "FIXED", value: 800 },
    });
    expect(sent.find((entry) => entry.operationName === "CreateBudget")!.variables).toEqual({
      budgetData: { target: 0, budgetCategoryName: "Rent/Mortgage" },
    });
  });

  test("step 4: a failed save shows the spec's toast and stays", async () => {
    fakeGraphQL({
      OnboardingFinancialAccounts: [emptyAccounts({ expenses: [{ id: "e", name: "Housing", value: 1200 }] })],
      UpdateCustomerPersonalInfo: [{ data: { updateCustomerPersonalInfo: { error: null, errorField: null, customer: CUSTOMER } } }],
      UpdateFinancialInfo: [{ data: { updateFinancialInfo: { error: "Please enter a valid amount for your housing expense.", errorField: "expenseData.value" } } }],
    });
    const user = userEvent.setup();
    renderAt(4, { ...CUSTOMER, maritalStatus: "SINGLE", kids: 0 });
    expect(await screen.findByRole("textbox", { name: /Monthly Rent/ })).toHaveValue("$1,200");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect((await screen.findAllByText("There was an error updating your information.")).length).toBeGreaterThan(0);
    expect(screen.getByRole("heading", { name: "What's your current situation?" })).toBeInTheDocument();
  });

  test("step 5: credit score 300-850 with the message on blur; Next disabled while empty or out of range", async () => {
    const sent = fakeGraphQL({
      OnboardingFinancialAccounts: [emptyAccounts()],
      UpdateFinancialInfo: [{ data: { updateFinancialInfo: { error: null, errorField: null } } }],
      UpdateUserOnboardingStep: [stepSaved],
    });
    const user = userEvent.setup();
    renderAt(5);
    await screen.findByRole("heading", { name: "What's your financial status?" });
    // The heading is there while the accounts load too; the form comes with them.
    const income = await screen.findByRole("textbox", { name: /Annual Income/ });
    const next = screen.getByRole("button", { name: "Next" });
    await user.type(income, "$85,000");
    expect(next).toBeDisabled();
    const score = screen.getByRole("textbox", { name: /Credit Score/ });
    await user.type(score, "900");
    await user.tab();
    expect(score).toHaveAccessibleDescription(expect.stringContaining("* Credit score must be between 300-850"));
    expect(next).toBeDisabled();
    await user.clear(score);
    await user.type(score, "720");
    expect(next).toBeEnabled();
    expect(screen.queryByText("* Credit score must be between 300-850")).not.toBeInTheDocument();
    await user.click(next);
    await screen.findByRole("heading", { name: "What are your accounts?" });
    expect(sent.find((entry) => entry.operationName === "UpdateFinancialInfo")!.variables).toEqual({
      creditScoreData: { name: "Credit Score", value: 720 },
      incomesData: [{ name: "Salary", gross: 85000, interval: 3 }],
    });
  });

  test("step 6: placeholders, totals, '{n} accounts' lists; Next recalculates, completes and goes to /health", async () => {
    const asset = (id: string, name: string, value: number) => ({ __typename: "Asset", id, name, nickname: null, value, subtype: "checking" });
    const sent = fakeGraphQL({
      OnboardingFinancialAccounts: [
        emptyAccounts({
          assets: [asset("a1", "Everyday Checking", 1500), asset("a2", "Rainy Day", 2500)],
          loans: [{ __typename: "Loan", id: "l1", name: "Car loan", nickname: null, value: 9000, kind: "CAR" }],
        }),
      ],
      RecalculateUserAttributes: [{ data: { recalculateUserAttributes: { error: null, hfhs: 61 } } }],
      UpdateUserOnboardingStep: [stepSaved],
    });
    const user = userEvent.setup();
    renderAt(6);
    const assets = await screen.findByRole("region", { name: "Assets" });
    expect(await within(assets).findByText("$4,000")).toBeInTheDocument();
    const toggle = within(assets).getByRole("button", { name: "2 accounts" });
    expect(within(assets).getByText("Everyday Checking")).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(within(assets).getByText("Everyday Checking")).toBeVisible();
    expect(within(screen.getByRole("region", { name: "Debts" })).getAllByText("$9,000")[0]).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/health"));
    const names = sent.map((entry) => entry.operationName);
    expect(names.indexOf("RecalculateUserAttributes")).toBeLessThan(names.indexOf("UpdateUserOnboardingStep"));
    expect(sent.find((entry) => entry.operationName === "UpdateUserOnboardingStep")!.variables).toEqual({ onboardingStep: null });
  });

  test("step 6 with no accounts: the placeholders, and Next disabled", async () => {
    fakeGraphQL({ OnboardingFinancialAccounts: [emptyAccounts()] });
    renderAt(6);
    expect(await screen.findByText("Checking, savings, investments, etc.")).toBeInTheDocument();
    expect(screen.getByText("Credit cards, loans, etc.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  });

  test("step 6: 'Add Manually' opens the add-account modal at the account-type choice (manual entry only)", async () => {
    fakeGraphQL({ OnboardingFinancialAccounts: [emptyAccounts()] });
    const user = userEvent.setup();
    renderAt(6);
    await user.click(await screen.findByRole("button", { name: "Add Manually" }));
    expect(await screen.findByRole("dialog", { name: "Choose an account type" })).toBeInTheDocument();
    // Manual only: no way back to the provider choice.
    expect(screen.queryByRole("button", { name: /back/i })).not.toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("button", { name: "Add Manually" })).toHaveFocus());
  });

  test("Exit: Cancel or Escape closes the dialog and puts focus back on Exit", async () => {
    fakeGraphQL({});
    const user = userEvent.setup();
    renderAt(2);
    const exit = screen.getByRole("button", { name: "Exit" });
    await user.click(exit);
    const dialog = await screen.findByRole("alertdialog", { name: "Are you sure you want to exit set-up?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await waitFor(() => expect(exit).toHaveFocus());

    await user.keyboard("{Enter}");
    await screen.findByRole("alertdialog", { name: "Are you sure you want to exit set-up?" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await waitFor(() => expect(exit).toHaveFocus());
    expect(push).not.toHaveBeenCalled();
  });

  test("Exit -> 'Skip for now' saves the skip flag and goes to /health", async () => {
    const sent = fakeGraphQL({ UpdateUserOnboardingStep: [stepSaved] });
    const user = userEvent.setup();
    renderAt(2);
    await user.click(screen.getByRole("button", { name: "Exit" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Are you sure you want to exit set-up?" });
    await user.click(within(dialog).getByRole("button", { name: "Skip for now" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/health"));
    expect(sent[0]!.variables).toEqual({ onboardingStep: 2, isSkipOnboarding: true });
  });
});

describe("situation helpers", () => {
  test("resizing keeps typed entries; a smaller count drops from the end", () => {
    const typed = [{ id: "c1", firstName: "Ada", birthYear: "2015" }];
    expect(resizeChildEntries(typed, 2)).toEqual([...typed, { id: "", firstName: "", birthYear: "" }]);
    expect(resizeChildEntries(typed, 0)).toEqual([]);
  });

  test("stored children no longer listed are sent as deleted", () => {
    expect(childrenDataFor([{ id: "c1", firstName: " Ada ", birthYear: "2015" }], ["c1", "c2"])).toEqual([
      { id: "c1", firstName: "Ada", birthYear: 2015 },
      { id: "c2", isDeleted: true },
    ]);
  });

  test("credit score range is inclusive and $ , % are stripped", () => {
    expect(isValidCreditScore("300")).toBe(true);
    expect(isValidCreditScore("850")).toBe(true);
    expect(isValidCreditScore("851")).toBe(false);
    expect(isValidCreditScore("")).toBe(false);
    expect(isValidCreditScore("7,20%")).toBe(true);
  });
});
