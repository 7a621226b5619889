import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLProvider } from "@/components/providers/graphql-provider";
import { EmployerOnboarding } from "@/components/employer-onboarding/employer-onboarding";
import { ACTIVE_ADMIN_PLAN_KEY } from "@/components/shell/use-admin-mode";
import { fakeGraphQL, type FakeAnswer } from "@/tests/helpers/fake-graphql-fetch";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

type Answer = FakeAnswer;

const PLAN = { id: "plan-1", name: "Harbor Charter Schools" };
const created: Answer = { data: { createEmployerPlan: { plan: PLAN, error: null, errorField: null } } };
const refetchedInfo: Answer = {
  data: { authenticationInfo: { id: "user-1", firstName: "Robin", lastName: "Harbor", plans: [] } },
};
const namesSaved: Answer = {
  data: { updateUserName: { user: { id: "user-1", firstName: "Ada", lastName: "Lovelace" }, error: null, errorField: null } },
};
const planError = (error: string, errorField: string | null = null): Answer => ({
  data: { createEmployerPlan: { plan: null, error, errorField } },
});
const nameError = (error: string, errorField: string | null = null): Answer => ({
  data: { updateUserName: { user: null, error, errorField } },
});


function renderOnboarding() {
  return render(
    <GraphQLProvider>
      <EmployerOnboarding
        pricingPlanId="financial-wellness-platform"
        companyName="Mariner"
        infoEmail="info@marinerwellness.com"
        names={{ firstName: "Robin", lastName: "Harbor" }}
      />
    </GraphQLProvider>,
  );
}

async function finishStepOne(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole("textbox", { name: /Company name/ }), PLAN.name);
  await user.click(screen.getByRole("button", { name: "Next" }));
  await screen.findByRole("heading", { name: "What is your name?" });
}

const originalFetch = global.fetch;
afterEach(() => {
  global.fetch = originalFetch;
  window.sessionStorage.clear();
  push.mockReset();
});

describe("employer onboarding (spec 000 §2.11)", () => {
  test("step 1 asks for the company name and checks it before sending anything", async () => {
    const sent = fakeGraphQL({});
    const user = userEvent.setup();
    renderOnboarding();

    expect(screen.getByRole("heading", { level: 1, name: "Welcome to Mariner!" })).toBeInTheDocument();
    expect(screen.getByText("To get started, what is your company name?")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Company set-up progress" })).toHaveAttribute("aria-valuetext", "Step 1 of 3");
    expect(screen.queryByRole("button", { name: "Back" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Next" }));

    const field = screen.getByRole("textbox", { name: /Company name/ });
    await waitFor(() => expect(field).toHaveAccessibleDescription("Please enter your company name."));
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toContain("Please enter your company name.");
    expect(sent).toEqual([]);
  });

  test("a taken name is shown as the server says, on the field", async () => {
    fakeGraphQL({
      CreateEmployerPlan: [planError("There is already a plan with that name. Please choose another one.", "name")],
    });
    const user = userEvent.setup();
    renderOnboarding();
    await user.type(screen.getByRole("textbox", { name: /Company name/ }), "Acme");
    await user.click(screen.getByRole("button", { name: "Next" }));

    const field = screen.getByRole("textbox", { name: /Company name/ });
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription("There is already a plan with that name. Please choose another one."),
    );
    expect(field).toHaveFocus();
    expect(screen.getByRole("heading", { name: "Welcome to Mariner!" })).toBeInTheDocument();
  });

  test.each([
    ["Error: This customer is already the owner on a plan.", "It looks like you may have set up a plan before. Contact info@marinerwellness.com."],
    ["You do not have permission to do that.", "An unknown error occured."],
  ])("the server's %p shows %p above the form", async (serverMessage, shown) => {
    fakeGraphQL({ CreateEmployerPlan: [planError(serverMessage)] });
    const user = userEvent.setup();
    renderOnboarding();
    await user.type(screen.getByRole("textbox", { name: /Company name/ }), "Acme");
    await user.click(screen.getByRole("button", { name: "Next" }));

    expect(await screen.findByText(shown)).toHaveAttribute("role", "alert");
  });

  test("creating the plan refetches authentication info and moves focus to step 2, which has no Back", async () => {
    const sent = fakeGraphQL({ CreateEmployerPlan: [created], EmployerOnboardingAuthenticationInfo: [refetchedInfo] });
    const user = userEvent.setup();
    renderOnboarding();
    await finishStepOne(user);

    expect(sent.map((operation) => operation.operationName)).toEqual([
      "CreateEmployerPlan",
      "EmployerOnboardingAuthenticationInfo",
    ]);
    expect(sent[0]?.variables).toEqual({ name: PLAN.name, pricingPlanId: "financial-wellness-platform" });
    expect(screen.getByRole("heading", { name: "What is your name?" })).toHaveFocus();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuetext", "Step 2 of 3");
    expect(screen.queryByRole("button", { name: "Back" })).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /First name/ })).toHaveValue("Robin");
    expect(screen.getByRole("textbox", { name: /Last name/ })).toHaveValue("Harbor");
  });

  test("step 2 shows the name messages of spec 000 §8", async () => {
    fakeGraphQL({
      CreateEmployerPlan: [created],
      EmployerOnboardingAuthenticationInfo: [refetchedInfo],
      UpdateUserName: [nameError("Missing last name", "lastName"), nameError("Something odd")],
    });
    const user = userEvent.setup();
    renderOnboarding();
    await finishStepOne(user);
    const firstName = screen.getByRole("textbox", { name: /First name/ });
    const lastName = screen.getByRole("textbox", { name: /Last name/ });

    await user.clear(firstName);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(firstName).toHaveAccessibleDescription("Please enter your first name."));

    // The server has the last word: its 'Missing last name' lands on the last name.
    await user.type(firstName, "Ada");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(lastName).toHaveAccessibleDescription("Please enter your last name."));
    expect(lastName).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("An unknown error occured.")).toHaveAttribute("role", "alert");
  });

  test("step 3 says set-up is finished; Next opens the dashboard in the new plan's admin view", async () => {
    const sent = fakeGraphQL({
      CreateEmployerPlan: [created],
      EmployerOnboardingAuthenticationInfo: [refetchedInfo],
      UpdateUserName: [namesSaved],
    });
    const user = userEvent.setup();
    renderOnboarding();
    await finishStepOne(user);
    await user.clear(screen.getByRole("textbox", { name: /First name/ }));
    await user.type(screen.getByRole("textbox", { name: /First name/ }), " Ada ");
    await user.click(screen.getByRole("button", { name: "Next" }));

    const heading = await screen.findByRole("heading", { name: "Set up finished" });
    expect(heading).toHaveFocus();
    expect(sent.at(-1)).toEqual({ operationName: "UpdateUserName", variables: { firstName: "Ada", lastName: "Harbor" } });
    expect(
      screen.getByText(
        "You have completed onboarding! Next, let's take a look at your dashboard where you can add employees to your company.",
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(push).toHaveBeenCalledWith("/dashboard");
    expect(window.sessionStorage.getItem(ACTIVE_ADMIN_PLAN_KEY)).toBe(PLAN.id);
  });
});
